import type { DraftRecord } from '../model';
import type { Parsed } from './parsed';
import { followedLinks, owner } from './recordChecks';
import { normaliseRecordJson } from './recordJson';
import { fields, flag, object, oneOf, parseWith, requiredJsonObject, text } from './schema';

const ACCESS_LEVELS = ['public', 'restricted'] as const;

/** The record JSON a host page injects (a new draft may be `{}`), as far as the widgets read it. */
export const draftRecord = requiredJsonObject(
  fields({
    id: text({ nonEmpty: true }),
    status: text(),
    metadata: object(),
    custom_fields: object(),
    access: object(
      fields({
        record: oneOf(ACCESS_LEVELS),
        files: oneOf(ACCESS_LEVELS),
        embargo: object(),
      }),
    ),
    files: object(fields({ enabled: flag })),
    pids: object(),
    parent: object(fields({ access: fields({ owned_by: owner }) })),
    links: object(followedLinks),
  }),
);

/**
 * The checked record with what the server would have defaulted: public access, files enabled,
 * empty metadata, the status. Keys the widgets do not read pass through whatever they hold.
 */
export const withDraftDefaults = (checked: unknown): DraftRecord => {
  const raw = checked as Record<string, unknown>;
  return {
    metadata: {},
    custom_fields: {},
    pids: {},
    links: {},
    ...normaliseRecordJson(raw),
    access: { record: 'public', files: 'public', ...(raw.access as object | undefined) },
    files: { enabled: true, ...(raw.files as object | undefined) },
  } as DraftRecord;
};

/**
 * Checks the record JSON a host page injects (a new draft may be `{}`) and fills what the
 * server would have defaulted (`withDraftDefaults`).
 */
export const parseDraftRecord = (raw: unknown, path = 'record'): Parsed<DraftRecord> =>
  parseWith(draftRecord, raw, withDraftDefaults, path);
