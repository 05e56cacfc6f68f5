import type { EditorRecord } from '../model';
import { flattenErrorMap, labelForErrorPath, mapServerErrors, type ErrorMap } from '../serializer';
import { isPlainObject } from '../serializer/jsonReaders';
import { valueAt } from './valuePaths';

/**
 * What an autosave's answer means for the fields. Errors on values the user gave are news: the
 * server refused them (a date it cannot read) and kept the draft without them, so they show at
 * once. Errors on fields still empty only say the draft is unfinished, which an autosave does
 * not hold against someone still typing: those fields keep what they showed.
 */

type ServerError = { field: string; messages: unknown };

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * A value the user gave. Not a switch: its errors are about what it asks for (files enabled but
 * none uploaded yet), which is the draft being unfinished, not a value refused.
 */
const given = (sent: EditorRecord, path: string) => {
  const value = valueAt(sent, path);
  return typeof value !== 'boolean' && !isBlank(value);
};

/** The answer's errors on values the user gave. */
const refusedErrors = (sent: EditorRecord, errors: unknown[] | undefined): ServerError[] =>
  (errors ?? []).filter(
    (entry): entry is ServerError =>
      isPlainObject(entry) && typeof entry.field === 'string' && given(sent, entry.field),
  );

/** The field errors to show after an autosave that sent `sent`. */
export const autosavedErrors = (
  sent: EditorRecord,
  answerErrors: unknown[] | undefined,
  shown: ErrorMap,
): ErrorMap => {
  const kept = flattenErrorMap(shown)
    .filter(({ path }) => !given(sent, path))
    .map(({ path, message }) => ({ field: path, messages: [message] }));
  return mapServerErrors([...kept, ...refusedErrors(sent, answerErrors)]);
};

/** The labels of the fields whose given values the autosave's answer refused. */
export const refusedLabels = (sent: EditorRecord, answerErrors: unknown[] | undefined) => [
  ...new Set(refusedErrors(sent, answerErrors).map(({ field }) => labelForErrorPath(field))),
];
