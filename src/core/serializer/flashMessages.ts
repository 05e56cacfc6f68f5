import type { ActionState } from '../model';
import { labelForErrorPath } from './errorFieldLabels';
import { asObject, isPlainObject } from './jsonReaders';
import { flattenErrorMap, type FieldErrorEntry } from './serverErrors';

export type FlashKind = 'positive' | 'warning' | 'negative';

export interface FlashFieldErrors {
  label: string;
  messages: string[];
  /** The first error's dotted path: where the form takes the user to fix it. */
  path: string;
}

export interface Flash {
  kind: FlashKind;
  /** The headline: the server's message when it sent one, else the action's own. */
  message: string;
  fieldErrors: FlashFieldErrors[];
  /** Labels of the fields a save made elsewhere changed, merged in before this save. */
  mergedFrom?: string[];
}

const RETRY = 'Please try again. If the problem persists, contact user support.';

/** Not one of InvenioRDM's messages: a save refused because the draft changed elsewhere (412). */
export const SAVE_CONFLICT_MESSAGE =
  'This draft was changed elsewhere while you edited it. Nothing was saved: choose below which version to keep.';

/**
 * Not one of InvenioRDM's messages (its form has no autosave): an autosave that merged in a save
 * made elsewhere, so fields changed under the user's eyes.
 */
export const AUTOSAVE_MERGED_FLASH: Flash = {
  kind: 'positive',
  message: 'Your draft was saved automatically.',
  fieldErrors: [],
};

/**
 * The editor's messages after each action, InvenioRDM's word for word, and the conflict above
 * (docs/behaviour.md#messages-after-an-action).
 */
export const FLASH_TABLE: Partial<Record<ActionState, { kind: FlashKind; message: string }>> = {
  DRAFT_SAVE_SUCCEEDED: { kind: 'positive', message: 'Record successfully saved.' },
  DRAFT_HAS_VALIDATION_ERRORS: { kind: 'warning', message: 'Record saved with validation errors:' },
  DRAFT_SAVE_FAILED: { kind: 'negative', message: `The draft was not saved. ${RETRY}` },
  DRAFT_SAVE_CONFLICT: { kind: 'warning', message: SAVE_CONFLICT_MESSAGE },
  DRAFT_PUBLISH_FAILED: { kind: 'negative', message: `The draft was not published. ${RETRY}` },
  DRAFT_PUBLISH_FAILED_WITH_VALIDATION_ERRORS: {
    kind: 'negative',
    message: 'The draft was not published. Record saved with validation errors:',
  },
  DRAFT_SUBMIT_REVIEW_FAILED: {
    kind: 'negative',
    message: `The draft was not submitted for review. ${RETRY}`,
  },
  DRAFT_SUBMIT_REVIEW_FAILED_WITH_VALIDATION_ERRORS: {
    kind: 'negative',
    message: 'The draft was not submitted for review. Record saved with validation errors:',
  },
  DRAFT_DELETE_FAILED: { kind: 'negative', message: `Draft deletion failed. ${RETRY}` },
  DRAFT_PREVIEW_FAILED: { kind: 'negative', message: `Draft preview failed. ${RETRY}` },
  RESERVE_PID_FAILED: { kind: 'negative', message: `Identifier reservation failed. ${RETRY}` },
  DISCARD_PID_FAILED: { kind: 'negative', message: `Identifier could not be discarded. ${RETRY}` },
  DRAFT_SAVE_BEFORE_UPLOAD_FAILED: {
    kind: 'negative',
    message: `Draft save failed before file upload. ${RETRY}`,
  },
  FILES_IMPORT_FAILED: {
    kind: 'negative',
    message: `Files import from the previous version failed. ${RETRY}`,
  },
};

export interface FlashInput {
  /**
   * The errors: the server's list (`[{field, messages}]`), an error map, or a failed call's
   * response data (`{message, errors}`).
   */
  errors?: unknown;
  /** The server's message; it replaces the headline. */
  serverMessage?: string | null;
}

/** Flat entries from whichever shape the errors came in. */
const errorEntries = (errors: unknown): FieldErrorEntry[] => {
  const list = Array.isArray(errors) ? errors : asObject(errors).errors;
  if (Array.isArray(list)) {
    return list.filter(isPlainObject).flatMap((entry) => {
      const messages = Array.isArray(entry.messages) ? entry.messages : [entry.messages];
      const path = typeof entry.field === 'string' ? entry.field : '';
      return messages
        .filter(
          (message): message is string => typeof message === 'string' && message.trim() !== '',
        )
        .map((message) => ({ path, message }));
    });
  }
  // An error map; its top-level `message` and `status` belong to the response, not a field.
  const fields = Object.entries(asObject(errors)).filter(
    ([key]) => key !== 'message' && key !== 'status',
  );
  return flattenErrorMap(Object.fromEntries(fields));
};

/** Messages grouped under their field labels, first-seen order, each message once per label. */
const groupByLabel = (entries: FieldErrorEntry[]): FlashFieldErrors[] => {
  const groups = new Map<string, { path: string; messages: Set<string> }>();
  for (const { path, message } of entries) {
    const label = labelForErrorPath(path);
    const group = groups.get(label) ?? { path, messages: new Set<string>() };
    groups.set(label, { path: group.path, messages: group.messages.add(message) });
  }
  return [...groups].map(([label, { path, messages }]) => ({
    label,
    messages: [...messages],
    path,
  }));
};

const nonBlank = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The flash banner for an action state, or null when that state shows none. */
export const flashFor = (
  actionState: ActionState | null | undefined,
  { errors, serverMessage }: FlashInput = {},
): Flash | null => {
  const row = actionState ? FLASH_TABLE[actionState] : undefined;
  if (!row) return null;
  const headline = nonBlank(serverMessage) ?? nonBlank(asObject(errors).message) ?? row.message;
  return { kind: row.kind, message: headline, fieldErrors: groupByLabel(errorEntries(errors)) };
};

/** What the form says when its own checks stop an action before anything is sent. */
export const FORM_ERRORS_MESSAGE =
  'Nothing was sent: some fields need correcting. They are marked below:';

/**
 * The flash for errors the form found itself (docs/behaviour.md#validation), grouped under field
 * labels.
 */
export const formErrorsFlash = (errors: unknown): Flash => ({
  kind: 'negative',
  message: FORM_ERRORS_MESSAGE,
  fieldErrors: groupByLabel(errorEntries(errors)),
});
