import { randomBytes, randomUUID } from 'node:crypto';

/** Crockford's base32 without the letters that read as digits, as InvenioRDM's ids use. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

const randomChars = (count: number): string =>
  Array.from(randomBytes(count), (byte) => ALPHABET[byte % 32]).join('');

/** A record or parent id such as `ha4g3-7x208`. */
export const newRecordId = (): string => `${randomChars(5)}-${randomChars(5)}`;

/** Ids of communities, requests, links and other rows the API shows as UUIDs. */
export const newUuid = (): string => randomUUID();

/** An opaque secret (session ids, CSRF tokens, link tokens). */
export const newSecret = (bytes = 24): string => randomBytes(bytes).toString('base64url');

/** ISO 8601 UTC with an offset, as the API writes `created` and `updated`. */
export const isoWithOffset = (date: Date): string => date.toISOString().replace('Z', '+00:00');

/** Now, as {@link isoWithOffset} writes it. */
export const nowIso = (): string => isoWithOffset(new Date());
