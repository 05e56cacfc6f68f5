import type { FormRelatedWork } from '../model';
import type { PrefillSourceIdentifier } from '../prefill/types';
import { splitPath, valueAtPath, type PrefillTarget, type PrefillValues } from './prefillReview';

/**
 * Filling the form from a reviewed entry, and undoing it
 * (docs/behaviour.md#start-from-a-doi-or-a-citation-file).
 */

/** The relations the source work may have to the new upload (InvenioRDM's relation type ids). */
export const SOURCE_RELATIONS = ['isversionof', 'isidenticalto', 'issupplementto'] as const;

/** What the fields the prefill changed held before it: Undo puts exactly these back. */
export interface PrefillUndo {
  before: ReadonlyArray<readonly [path: string, value: unknown]>;
}

export interface PrefillApplied<T extends PrefillTarget> {
  values: T;
  undo: PrefillUndo;
  /** How many fields changed. */
  count: number;
}

const withValueAt = <T extends PrefillTarget>(values: T, path: string, value: unknown): T => {
  const [part, key] = splitPath(path);
  return { ...values, [part]: { ...values[part], [key]: value } } as T;
};

const RELATED = 'metadata.related_identifiers';

const sameWork = (a: FormRelatedWork, b: FormRelatedWork) =>
  a.relation_type === b.relation_type &&
  a.scheme === b.scheme &&
  a.identifier.toLowerCase() === b.identifier.toLowerCase();

/** The source as a related work, with the relation the depositor chose. */
export const sourceRelation = (
  source: PrefillSourceIdentifier,
  relationType: string,
): FormRelatedWork => ({
  relation_type: relationType,
  identifier: source.identifier,
  scheme: source.scheme,
  resource_type: '',
});

/**
 * The form's values with the chosen fields taken from `found`, and the source added to the
 * related works when a relation is given (once: not when it is there already). Only those
 * paths change; the rest is the form's own.
 */
export const applyPrefill = <T extends PrefillTarget>(
  values: T,
  found: PrefillValues,
  chosen: Iterable<string>,
  relation?: FormRelatedWork,
): PrefillApplied<T> => {
  const changes = new Map<string, unknown>();
  for (const path of chosen) changes.set(path, valueAtPath(found, path));
  if (relation) {
    const related = (changes.get(RELATED) ??
      valueAtPath(values, RELATED) ??
      []) as FormRelatedWork[];
    if (!related.some((work) => sameWork(work, relation))) {
      changes.set(RELATED, [...related, relation]);
    }
  }
  let next = values;
  for (const [path, value] of changes) next = withValueAt(next, path, value);
  return {
    values: next,
    undo: { before: [...changes.keys()].map((path) => [path, valueAtPath(values, path)] as const) },
    count: changes.size,
  };
};

/**
 * The form's values with the prefilled fields back as they were; whatever was typed since in
 * other fields stays.
 */
export const undoPrefill = <T extends PrefillTarget>(values: T, undo: PrefillUndo): T =>
  undo.before.reduce((next, [path, value]) => withValueAt(next, path, value), values);
