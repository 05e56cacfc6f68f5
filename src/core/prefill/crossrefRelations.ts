import { asObject, isPlainObject } from '../serializer/jsonReaders';
import type { RelatedWork } from '../model';
import { textOf } from './plainText';
import type { UnmappedValue } from './types';
import { unmappedValue } from './unmapped';

/**
 * DataCite's relation types, lower-case: InvenioRDM's relation type ids. Crossref names most
 * of its relations the same way, with dashes (`is-supplemented-by`).
 */
export const RELATION_TYPES = new Set(
  (
    'iscitedby cites issupplementto issupplementedby iscontinuedby continues isdescribedby ' +
    'describes hasmetadata ismetadatafor hasversion isversionof isnewversionof ' +
    'ispreviousversionof ispartof haspart ispublishedin isreferencedby references ' +
    'isdocumentedby documents iscompiledby compiles isvariantformof isoriginalformof ' +
    'isidenticalto isreviewedby reviews isderivedfrom issourceof isrequiredby requires ' +
    'isobsoletedby obsoletes iscollectedby collects'
  ).split(' '),
);

/** Identifier types as DataCite and Crossref name them, to InvenioRDM's scheme ids. */
export const schemeOf = (type: unknown): string | undefined => {
  const scheme = textOf(type)
    ?.toLowerCase()
    .replace(/[^a-z\d]/g, '');
  return scheme === 'uri' ? 'url' : scheme;
};

/** Crossref's `relation` (`{"is-supplemented-by": [{id, id-type}]}`) as related works. */
export const relatedOfCrossref = (
  value: unknown,
): { found: RelatedWork[]; unmapped: UnmappedValue[] } => {
  const found: RelatedWork[] = [];
  const unmapped: UnmappedValue[] = [];
  for (const [name, targets] of Object.entries(asObject(value))) {
    const relation = name.toLowerCase().replace(/-/g, '');
    for (const target of (Array.isArray(targets) ? targets : [targets]).filter(isPlainObject)) {
      const identifier = textOf(target.id);
      const scheme = schemeOf(target['id-type']);
      if (identifier && scheme && RELATION_TYPES.has(relation)) {
        found.push({ relation_type: { id: relation }, identifier, scheme });
      } else unmapped.push(...unmappedValue(`relation ${name}`, identifier));
    }
  }
  return { found, unmapped };
};
