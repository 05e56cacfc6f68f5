import type { EditorConfig } from '../model';
import { FieldChecker, isPlainObject, parsed, rejected, type Parsed } from './parsed';

const NAMES_MODES = ['search', 'search_only', 'off'] as const;

/** Checks the config a host page injects for the deposit form and fills its defaults. */
export const parseEditorConfig = (raw: unknown, path = 'config'): Parsed<EditorConfig> => {
  if (!isPlainObject(raw)) {
    return rejected([{ field: path, message: 'must be a JSON object' }]);
  }
  const check = new FieldChecker(path, raw)
    .string('default_locale', { nonEmpty: true })
    .string('createUrl', { required: true, nonEmpty: true })
    .stringMap('apiHeaders')
    .integer('fileUploadConcurrency', { min: 1 })
    .object('multipartUpload')
    .object('quota')
    .boolean('decimalSizeDisplay')
    .boolean('allowEmptyFiles')
    .oneOf('autocompleteNames', NAMES_MODES)
    .number('recordRestrictionGracePeriod', { min: 0 })
    .stringMap('user_communities_memberships')
    .string('licenceSearchUrl', { nonEmpty: true })
    .boolean('is_doi_required')
    .boolean('community_required_to_publish')
    .boolean('copyrightField')
    .object('autosave')
    .object('custom_fields')
    .object('vocabularies');
  const problems = [...check.problems];
  if (isPlainObject(raw.quota)) {
    const quota = new FieldChecker(`${path}.quota`, raw.quota)
      .integer('maxFiles', { min: 1 })
      .number('maxStorage', { min: 1 });
    problems.push(...quota.problems);
  }
  if (isPlainObject(raw.multipartUpload)) {
    const multipart = new FieldChecker(`${path}.multipartUpload`, raw.multipartUpload)
      .integer('partSize', { min: 1 })
      .integer('threshold', { min: 0 })
      .integer('partConcurrency', { min: 1 });
    problems.push(...multipart.problems);
  }
  if (isPlainObject(raw.autosave)) {
    const autosave = new FieldChecker(`${path}.autosave`, raw.autosave).integer('delayMs', {
      min: 1,
    });
    problems.push(...autosave.problems);
  }
  if (problems.length > 0) return rejected(problems);
  return parsed({ default_locale: 'en', ...raw } as unknown as EditorConfig);
};
