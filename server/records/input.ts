import { sanitizeHtml } from '../access/sanitize';
import type { Db } from '../db/database';
import { badRequest, type FieldError } from '../http/errors';
import type { ApiVersion } from '../http/negotiation';
import { customFieldRefs, dumpCustomFields, loadCustomFields } from './customFields';
import { defaultDoc, type StoredDoc } from './model';
import { personalName } from './validation/creators';
import {
  checkDraft,
  toFieldErrors,
  unknownVocabularyRef,
  vocabularyRefs,
  withoutDropped,
  withVocabularyFields,
  type FileState,
  type Issue,
  type VocabularyEntry,
  type VocabularyLookup,
} from './validation';
import { isObject } from './validation/issues';

/** Looks vocabulary entries up in the `vocabularies` table. */
export const vocabularyLookup =
  (db: Db): VocabularyLookup =>
  (type, id) => {
    const row = db
      .prepare('SELECT json FROM vocabularies WHERE type = ? AND id = ?')
      .get(type, id) as { json: string } | undefined;
    return row ? (JSON.parse(row.json) as VocabularyEntry) : undefined;
  };

/** Personal names are computed ("Family, Given"); organisations have no given/family name. */
const withComputedNames = (metadata: Record<string, unknown>): void => {
  for (const key of ['creators', 'contributors']) {
    const list = metadata[key];
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const person = isObject(item) ? item.person_or_org : undefined;
      if (!isObject(person)) continue;
      if (person.type === 'personal' && typeof person.family_name === 'string') {
        person.name = personalName(person.family_name, person.given_name as string | undefined);
      }
      if (person.type === 'organizational') {
        delete person.family_name;
        delete person.given_name;
      }
    }
  }
};

/** Descriptions are rich text: cleaned as InvenioRDM's SanitizedHTML fields clean them. */
const withSanitizedDescriptions = (metadata: Record<string, unknown>): void => {
  if (typeof metadata.description === 'string') {
    metadata.description = sanitizeHtml(metadata.description);
  }
  const additional = metadata.additional_descriptions;
  for (const item of Array.isArray(additional) ? additional : []) {
    if (isObject(item) && typeof item.description === 'string') {
      item.description = sanitizeHtml(item.description);
    }
  }
};

export interface PreparedDraft {
  doc: StoredDoc;
  errors: FieldError[];
}

/**
 * Turns a create/save body into what is stored, leniently
 * (docs/reference-server.md#how-it-answers): invalid values are reported and left out, missing
 * ones only reported. An unknown vocabulary id, in the metadata or a custom field, refuses the
 * whole save (400 "Invalid value <id>."). `base` is the stored draft (or the defaults).
 */
export const prepareDraft = (
  db: Db,
  body: unknown,
  base: StoredDoc,
  files: FileState,
  apiVersion: ApiVersion = 'v13',
): PreparedDraft => {
  if (body !== undefined && body !== null && !isObject(body)) {
    throw badRequest('The request body must be a JSON object.');
  }
  const input = body ?? {};
  const candidate = {
    access: isObject(input.access) ? input.access : base.access,
    files: isObject(input.files) ? input.files : base.files,
    metadata: input.metadata ?? {},
    custom_fields: input.custom_fields ?? {},
    pids: input.pids ?? {},
  };
  const lookup = vocabularyLookup(db);
  const customFields = isObject(candidate.custom_fields)
    ? loadCustomFields(candidate.custom_fields).value
    : {};
  const unknown = unknownVocabularyRef(
    [
      ...(isObject(candidate.metadata) ? vocabularyRefs(candidate.metadata) : []),
      ...customFieldRefs(customFields),
    ],
    lookup,
  );
  if (unknown) throw badRequest(`Invalid value ${unknown.id}.`);
  const issues: Issue[] = checkDraft(candidate, files, undefined, apiVersion);
  const doi = isObject(candidate.pids) ? candidate.pids.doi : undefined;
  if (
    isObject(doi) &&
    doi.provider === 'datacite' &&
    doi.identifier !== base.pids.doi?.identifier
  ) {
    issues.push({
      path: ['pids', 'doi'],
      message: 'A managed DOI can only be reserved through the reserve link.',
      drop: true,
    });
  }
  if (isObject(candidate.files) && candidate.files.enabled === false && files.count > 0) {
    issues.push({
      path: ['files', 'enabled'],
      message: 'You must first delete all files to set the record to be metadata-only.',
      drop: true,
    });
  }
  const kept = withVocabularyFields(withoutDropped(candidate, issues), lookup);
  const defaults = defaultDoc(base.versions.index);
  const access = isObject(kept.access) ? kept.access : {};
  const filesPart = isObject(kept.files) ? kept.files : {};
  const metadata = isObject(kept.metadata) ? kept.metadata : {};
  withComputedNames(metadata);
  withSanitizedDescriptions(metadata);
  const doc: StoredDoc = {
    access: {
      record: (access.record as StoredDoc['access']['record']) ?? defaults.access.record,
      files: (access.files as StoredDoc['access']['files']) ?? defaults.access.files,
      embargo: isObject(access.embargo)
        ? { active: access.embargo.active === true, ...pickEmbargo(access.embargo) }
        : { active: false },
    },
    files: {
      enabled: typeof filesPart.enabled === 'boolean' ? filesPart.enabled : base.files.enabled,
      default_preview:
        typeof filesPart.default_preview === 'string' ? filesPart.default_preview : null,
      order: Array.isArray(filesPart.order)
        ? filesPart.order.filter((key): key is string => typeof key === 'string')
        : [],
    },
    metadata,
    custom_fields: customFields,
    pids: isObject(kept.pids) ? (kept.pids as StoredDoc['pids']) : {},
    versions: base.versions,
  };
  return { doc, errors: toFieldErrors(issues) };
};

const pickEmbargo = (embargo: Record<string, unknown>) => ({
  until: typeof embargo.until === 'string' ? embargo.until : null,
  reason: typeof embargo.reason === 'string' ? embargo.reason : null,
});

/**
 * The strict check of publish/submit: any issue refuses (400 with the field errors). Like
 * InvenioRDM it checks the draft as answered, so custom fields that are no longer configured
 * are left out rather than refused.
 */
export const publishErrors = (doc: StoredDoc, files: FileState): FieldError[] =>
  toFieldErrors(
    checkDraft({ ...doc, custom_fields: dumpCustomFields(doc.custom_fields ?? {}) }, files),
  );

/** Publish re-checks the custom fields' vocabulary ids: an entry may have gone since. */
export const assertKnownCustomFieldIds = (db: Db, doc: StoredDoc): void => {
  const unknown = unknownVocabularyRef(
    customFieldRefs(doc.custom_fields ?? {}),
    vocabularyLookup(db),
  );
  if (unknown) throw badRequest(`Invalid value ${unknown.id}.`);
};
