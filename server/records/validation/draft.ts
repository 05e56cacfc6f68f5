import type { ApiVersion } from '../../http/negotiation';
import { loadCustomFields } from '../customFields';
import { isFullDate } from './edtf';
import { isBlank, isObject, Issues, type Issue } from './issues';
import { checkMetadata } from './metadata';

/** Demo DOIs the repository mints itself; nobody may claim one as external. */
export const MANAGED_DOI_PREFIX = '10.1234/rdm-demo.';
const DOI = /^10\.\d{4,9}\/\S+$/;

export const MISSING_FILES =
  'Missing uploaded files. To disable files for this record please mark it as metadata-only.';
export const PENDING_FILES = 'One or more files have not completed their transfer, please wait.';

/** What the checks need to know about the draft's files. */
export interface FileState {
  count: number;
  pending: number;
}

const ACCESS_LEVELS = ['public', 'restricted'];

const checkAccess = (issues: Issues, access: unknown, today: string): void => {
  if (!isObject(access)) return issues.missing(['access']);
  for (const key of ['record', 'files'] as const) {
    if (access[key] === undefined) issues.missing(['access', key]);
    else if (!ACCESS_LEVELS.includes(access[key] as string)) {
      issues.invalid(['access', key], 'Must be one of: public, restricted.');
      issues.missing(['access', key]);
    }
  }
  const embargo = access.embargo;
  if (embargo === undefined || embargo === null) return;
  if (!isObject(embargo)) return issues.invalid(['access', 'embargo'], 'Invalid input type.');
  // A date field whether the embargo is active or not (InvenioRDM's ISODateString).
  const until =
    typeof embargo.until === 'string' && isFullDate(embargo.until) ? embargo.until : null;
  if (until === null && !isBlank(embargo.until)) {
    issues.invalid(['access', 'embargo', 'until'], 'Not a valid date.');
  }
  if (embargo.active !== true) return;
  if (until === null) return issues.missing(['access', 'embargo', 'until']);
  if (until <= today) {
    issues.rule(['access', 'embargo', 'until'], 'Embargo end date must be set to a future date.');
  }
  if (access.record !== 'restricted' && access.files !== 'restricted') {
    issues.rule(
      ['access', 'embargo'],
      'An embargo can only be set when the record or its files are restricted.',
    );
  }
};

const checkFiles = (issues: Issues, files: unknown, state: FileState): void => {
  if (!isObject(files)) return issues.missing(['files', 'enabled']);
  if (typeof files.enabled !== 'boolean') {
    if (files.enabled !== undefined) issues.invalid(['files', 'enabled'], 'Not a valid boolean.');
    return issues.missing(['files', 'enabled']);
  }
  if (!files.enabled) return;
  if (state.count === 0) issues.rule(['files', 'enabled'], MISSING_FILES);
  else if (state.pending > 0) issues.rule(['files', 'enabled'], PENDING_FILES);
};

const checkPids = (issues: Issues, pids: unknown): void => {
  if (pids === undefined || pids === null) return;
  if (!isObject(pids)) return issues.invalid(['pids'], 'Invalid input type.');
  for (const [scheme, pid] of Object.entries(pids)) {
    const path = ['pids', scheme];
    if (scheme !== 'doi') {
      issues.invalid(path, `Unknown persistent identifier type "${scheme}".`);
      continue;
    }
    if (!isObject(pid)) {
      issues.invalid(path, 'Invalid input type.');
      continue;
    }
    if (pid.provider !== 'external' && pid.provider !== 'datacite') {
      issues.invalid(path, 'Invalid PID provider.');
      continue;
    }
    const identifier = typeof pid.identifier === 'string' ? pid.identifier.trim() : '';
    if (pid.provider !== 'external') continue;
    if (!identifier) issues.invalid(path, 'Missing DOI for required field.');
    else if (!DOI.test(identifier)) issues.invalid(path, 'Invalid DOI');
    else if (identifier.startsWith(MANAGED_DOI_PREFIX)) {
      issues.invalid(path, 'This DOI prefix is managed by the repository: reserve a DOI instead.');
    }
  }
};

/**
 * Every metadata rule (./metadata) plus access, files, PIDs and the custom fields
 * (../customFields), over a draft's JSON. Saving reports these and stores what is not
 * dropped; publishing refuses any of them. `apiVersion` is the release whose identifier
 * schemes apply.
 */
export const checkDraft = (
  draft: Record<string, unknown>,
  files: FileState,
  today: string = new Date().toISOString().slice(0, 10),
  apiVersion: ApiVersion = 'v13',
): Issue[] => {
  const issues = new Issues();
  checkAccess(issues, draft.access, today);
  checkFiles(issues, draft.files, files);
  checkPids(issues, draft.pids);
  if (draft.metadata !== undefined && !isObject(draft.metadata)) {
    issues.invalid(['metadata'], 'Invalid input type.');
  }
  checkMetadata(issues, isObject(draft.metadata) ? draft.metadata : {}, apiVersion);
  if (isObject(draft.custom_fields)) {
    issues.list.push(...loadCustomFields(draft.custom_fields).issues);
  } else if (draft.custom_fields !== undefined) {
    issues.invalid(['custom_fields'], 'Invalid input type.');
  }
  return issues.list;
};
