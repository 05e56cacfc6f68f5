import { isPlainObject } from '../serializer/jsonReaders';

/**
 * Community curation checks (InvenioRDM v13+): entries of a draft's `errors` that carry a
 * `severity` and a `description` besides the usual `field` and `messages`. Only blocking
 * entries stop publish and submit; `info` and `warning` ones are advice and the action goes
 * ahead, as InvenioRDM's own service decides. An entry with no severity is a schema
 * validation error, blocking as it always was.
 */

export type CheckSeverity = 'error' | 'warning' | 'info';

/** One check result as the form shows it. */
export interface CurationCheck {
  /** The dotted field path the check is about ('' when it names none). */
  field: string;
  severity: CheckSeverity;
  messages: string[];
  /** The sentence that explains the check, when the community wrote one. */
  description?: string;
}

const ADVISORY: ReadonlySet<unknown> = new Set(['info', 'warning']);

/** Unknown or missing severities block: a check the form does not understand is not advice. */
const severityOf = (entry: unknown): CheckSeverity => {
  const severity = isPlainObject(entry) ? entry.severity : undefined;
  return ADVISORY.has(severity) ? (severity as CheckSeverity) : 'error';
};

const isCheckResult = (entry: unknown): boolean =>
  isPlainObject(entry) && (entry.severity !== undefined || entry.description !== undefined);

/**
 * A save's errors after a later read of the draft: the save's own validation errors with the
 * read's check results (moving the review to another community runs that community's checks).
 */
export const withChecksOf = (saved: unknown, read: unknown): unknown[] => [
  ...(Array.isArray(saved) ? saved : []).filter((entry) => !isCheckResult(entry)),
  ...(Array.isArray(read) ? read : []).filter(isCheckResult),
];

const textsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  );

/** The entries that stop publish and submit; undefined when there are none. */
export const blockingErrors = (errors: unknown): unknown[] | undefined => {
  const blocking = (Array.isArray(errors) ? errors : []).filter(
    (entry) => severityOf(entry) === 'error',
  );
  return blocking.length > 0 ? blocking : undefined;
};

/** The curation check results among the errors, blocking ones first, each once. */
export const curationChecks = (errors: unknown): CurationCheck[] => {
  const seen = new Set<string>();
  const checks: CurationCheck[] = [];
  for (const entry of Array.isArray(errors) ? errors : []) {
    if (!isCheckResult(entry) || !isPlainObject(entry)) continue;
    const [description] = textsOf(entry.description);
    const check: CurationCheck = {
      field: typeof entry.field === 'string' ? entry.field : '',
      severity: severityOf(entry),
      messages: textsOf(entry.messages),
      ...(description ? { description } : {}),
    };
    const key = JSON.stringify(check);
    if (seen.has(key) || (check.messages.length === 0 && !check.description)) continue;
    seen.add(key);
    checks.push(check);
  }
  const rank: Record<CheckSeverity, number> = { error: 0, warning: 1, info: 2 };
  return checks.sort((a, b) => rank[a.severity] - rank[b.severity]);
};
