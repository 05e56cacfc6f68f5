import { iso7064Mod112ChecksumOk, rorChecksumOk } from '../rules/identifierChecksums';

const ORCID = /(\d{4}-\d{4}-\d{4}-\d{3}[\dX])\s*$/i;
const ROR = /^(?:ror:|https?:\/\/ror\.org\/)?(0[\da-z]{6}\d{2})\/?$/i;
const DOI = /^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)?(10\.\d{4,9}\/\S+)$/i;

/** The bare ORCID iD of a text (`https://orcid.org/0000-…`, `0000-…`), with ISO 7064 check. */
export const orcidOf = (value: unknown): string | undefined => {
  const id = typeof value === 'string' ? ORCID.exec(value.trim())?.[1]?.toUpperCase() : undefined;
  return id && iso7064Mod112ChecksumOk(id.replace(/-/g, '')) ? id : undefined;
};

/** The bare ROR id of a text (`https://ror.org/01ggx4157`, `01ggx4157`), checksum right. */
export const rorOf = (value: unknown): string | undefined => {
  const id = typeof value === 'string' ? ROR.exec(value.trim())?.[1]?.toLowerCase() : undefined;
  return id && rorChecksumOk(id) ? id : undefined;
};

/** The bare DOI of a text (`https://doi.org/10.…`, `doi:10.…`, `10.…`). */
export const doiOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? DOI.exec(value.trim())?.[1] : undefined;
