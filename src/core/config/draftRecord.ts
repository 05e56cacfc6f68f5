import type { DraftRecord } from '../model';
import { FieldChecker, isPlainObject, parsed, rejected, type Parsed } from './parsed';
import { followedLinkProblems, normaliseRecordJson, ownerProblems } from './recordJson';

const ACCESS_LEVELS = ['public', 'restricted'] as const;

/**
 * Checks the record JSON a host page injects (a new draft may be `{}`) and fills what the
 * server would have defaulted: public access, files enabled, empty metadata, the status. Keys
 * the widgets do not read pass through whatever they hold.
 */
export const parseDraftRecord = (raw: unknown, path = 'record'): Parsed<DraftRecord> => {
  if (!isPlainObject(raw)) {
    return rejected([{ field: path, message: 'must be a JSON object' }]);
  }
  const problems = [
    ...new FieldChecker(path, raw)
      .string('id', { nonEmpty: true })
      .string('status')
      .object('metadata')
      .object('custom_fields')
      .object('access')
      .object('files')
      .object('pids')
      .object('parent')
      .object('links').problems,
  ];
  if (isPlainObject(raw.access)) {
    problems.push(
      ...new FieldChecker(`${path}.access`, raw.access)
        .oneOf('record', ACCESS_LEVELS)
        .oneOf('files', ACCESS_LEVELS)
        .object('embargo').problems,
    );
  }
  if (isPlainObject(raw.files)) {
    problems.push(...new FieldChecker(`${path}.files`, raw.files).boolean('enabled').problems);
  }
  if (isPlainObject(raw.links)) {
    problems.push(...followedLinkProblems(`${path}.links`, raw.links));
  }
  problems.push(...ownerProblems(`${path}.parent`, raw.parent));
  if (problems.length > 0) return rejected(problems);

  const access = isPlainObject(raw.access) ? raw.access : {};
  const files = isPlainObject(raw.files) ? raw.files : {};
  return parsed({
    metadata: {},
    custom_fields: {},
    pids: {},
    links: {},
    ...normaliseRecordJson(raw),
    access: { record: 'public', files: 'public', ...access },
    files: { enabled: true, ...files },
  } as DraftRecord);
};
