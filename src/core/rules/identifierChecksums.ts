/**
 * Check digits of the identifier schemes that carry one. Each takes the identifier's
 * characters with separators already removed and upper-cased.
 */

const digitValue = (char: string) => (char === 'X' ? 10 : Number(char));

/** ISBN-10: weights 10..1 over all ten characters; the last may be X (10). */
export const isbn10ChecksumOk = (chars: string): boolean => {
  if (!/^\d{9}[\dX]$/.test(chars)) return false;
  const sum = [...chars].reduce((total, char, index) => total + digitValue(char) * (10 - index), 0);
  return sum % 11 === 0;
};

/** EAN-13 (and ISBN-13): weights 1,3,1,3... over all thirteen digits. */
export const ean13ChecksumOk = (chars: string): boolean => {
  if (!/^\d{13}$/.test(chars)) return false;
  const sum = [...chars].reduce(
    (total, char, index) => total + Number(char) * (index % 2 ? 3 : 1),
    0,
  );
  return sum % 10 === 0;
};

/** ISSN: weights 8..1 over all eight characters; the last may be X (10). */
export const issnChecksumOk = (chars: string): boolean => {
  if (!/^\d{7}[\dX]$/.test(chars)) return false;
  const sum = [...chars].reduce((total, char, index) => total + digitValue(char) * (8 - index), 0);
  return sum % 11 === 0;
};

/** ORCID and ISNI: ISO 7064 MOD 11-2 over the first 15 digits gives the 16th. */
export const iso7064Mod112ChecksumOk = (chars: string): boolean => {
  if (!/^\d{15}[\dX]$/.test(chars)) return false;
  const total = [...chars.slice(0, 15)].reduce((sum, char) => (sum + Number(char)) * 2, 0);
  const check = (12 - (total % 11)) % 11;
  return digitValue(chars.charAt(15)) === check;
};

const ISTC_WEIGHTS = [11, 9, 3, 1];
const istcWeight = (index: number) => ISTC_WEIGHTS[index % ISTC_WEIGHTS.length] ?? 0;

/** ISTC: 15 hexadecimal digits weighted 11,9,3,1 (repeating) give the 16th, modulo 16. */
export const istcChecksumOk = (chars: string): boolean => {
  if (!/^[\dA-F]{16}$/.test(chars)) return false;
  const sum = [...chars.slice(0, 15)].reduce(
    (total, char, index) => total + parseInt(char, 16) * istcWeight(index),
    0,
  );
  return sum % 16 === parseInt(chars.charAt(15), 16);
};

/** Crockford base 32, the alphabet of ROR ids (no I, L, O, U). */
const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';

/** ROR: the 7 base-32 characters, as a number, give the last two digits (ISO 7064 MOD 97-10). */
export const rorChecksumOk = (chars: string): boolean => {
  if (!/^0[\da-hjkmnp-tv-z]{6}\d{2}$/.test(chars)) return false;
  const value = [...chars.slice(0, 7)].reduce((sum, char) => sum * 32 + CROCKFORD.indexOf(char), 0);
  return 98 - ((value * 100) % 97) === Number(chars.slice(7));
};
