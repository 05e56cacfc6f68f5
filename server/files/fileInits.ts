import type { FieldError } from '../http/errors';
import { badRequest, forbidden, validationError } from '../http/errors';
import type { ApiVersion } from '../http/negotiation';
import type { AnnouncedPlan } from './multipartPlan';

/** One file a client starts uploading: its key (checked later) and, if sent in parts, how. */
export interface FileInit {
  key: unknown;
  /** The size the client announced, if it did. */
  size?: number;
  /** Present for `transfer.type: "M"`; absent for the one-request upload ("L"). */
  multipart?: AnnouncedPlan & { checksum: string | null };
}

/** The fields of each transfer type's schema a client may send. */
const TRANSFER_FIELDS = new Map([
  ['L', ['type']],
  ['M', ['type', 'parts', 'part_size']],
]);
/** Fetching ("F") and pointing at remote files ("R") are for the system only. */
const SYSTEM_TRANSFERS = new Set(['F', 'R']);

type Report = (field: string, message: string) => void;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reports what marshmallow's Integer (not strict) refuses; absent is fine. */
const checkInteger = (value: unknown, field: string, report: Report): void => {
  if (value === undefined) return;
  if (value === null) return report(field, 'Field may not be null.');
  const numeric =
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value));
  if (!numeric) report(field, 'Not a valid integer.');
};

/** As marshmallow loads it: numeric text read, fractions truncated. */
const integerOf = (value: unknown): number | undefined =>
  value === undefined ? undefined : Math.trunc(Number(value));

/** One entry of the list, its problems reported under `<index>.`; null for a system transfer. */
const fileInit = (
  item: Record<string, unknown>,
  at: (field: string) => string,
  report: Report,
): FileInit | null => {
  checkInteger(item.size, at('size'), report);
  if (item.checksum !== undefined && typeof item.checksum !== 'string') {
    report(at('checksum'), 'Not a valid string.');
  }
  const { transfer } = item;
  const plain = { key: item.key, size: integerOf(item.size) };
  if (transfer === undefined) return plain;
  // A pre-load check in InvenioRDM: it stops the whole load, under no entry's index.
  if (!isObject(transfer)) {
    throw validationError([
      { field: 'transfer', messages: ['Transfer metadata must be a dictionary.'] },
    ]);
  }
  const type = String(transfer.type ?? 'L');
  if (SYSTEM_TRANSFERS.has(type)) return null;
  const fields = TRANSFER_FIELDS.get(type);
  if (!fields) {
    report(at('transfer.type'), `Unsupported value: ${type}`);
    return { key: item.key };
  }
  for (const field of Object.keys(transfer)) {
    if (!fields.includes(field)) report(at(`transfer.${field}`), 'Unknown field.');
  }
  if (type === 'L') return plain;
  if (transfer.parts === undefined)
    report(at('transfer.parts'), 'Missing data for required field.');
  checkInteger(transfer.parts, at('transfer.parts'), report);
  checkInteger(transfer.part_size, at('transfer.part_size'), report);
  return {
    key: item.key,
    multipart: {
      size: integerOf(item.size),
      parts: integerOf(transfer.parts),
      part_size: integerOf(transfer.part_size),
      checksum: typeof item.checksum === 'string' ? item.checksum : null,
    },
  };
};

/**
 * Reads `POST {draft}/files` as InvenioRDM's init schema does (invenio-records-resources
 * `InitFileSchemaMixin` and each transfer's schema): the problems of all entries come back
 * together as field errors (`0.transfer.parts`), then a transfer only the system may start
 * is 403. v12 had no transfers: its file schema refuses `transfer` as an unknown field.
 * Entries that are not objects pass as keys (checked later, as before).
 */
export const fileInits = (body: unknown, apiVersion: ApiVersion): FileInit[] => {
  if (!Array.isArray(body) || body.length === 0) {
    throw badRequest('Expected a non-empty list of files, e.g. [{"key": "data.csv"}].');
  }
  const errors: FieldError[] = [];
  const report: Report = (field, message) => errors.push({ field, messages: [message] });
  const inits = body.map((item: unknown, index): FileInit | null => {
    if (!isObject(item)) return { key: item };
    const at = (field: string) => `${index}.${field}`;
    if (apiVersion === 'v12' && item.transfer !== undefined) {
      report(at('transfer'), 'Unknown field.');
      return { key: item.key };
    }
    return fileInit(item, at, report);
  });
  if (errors.length > 0) throw validationError(errors);
  if (inits.includes(null)) throw forbidden();
  return inits as FileInit[];
};
