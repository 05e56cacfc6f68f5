import { HttpError } from '../http/errors';
import type { RecordRow, StoredDoc } from './model';

/**
 * The answer to reading a deleted record, as InvenioRDM's `RecordDeletedException` handler
 * gives it: 410 with the tombstone, or 404 when the tombstone is hidden.
 */
export const recordGone = (record: RecordRow): HttpError =>
  record.tombstone?.is_visible === false
    ? new HttpError(404, 'Record not found')
    : new HttpError(410, 'Record deleted', undefined, { tombstone: record.tombstone });

interface CitedCreator {
  person_or_org?: { name?: string; family_name?: string; given_name?: string };
}

/** 'Andersson, A.' for a person, the name as given for an organisation. */
const citedName = ({ person_or_org: person = {} }: CitedCreator): string => {
  if (!person.family_name) return person.name ?? '';
  const initials = (person.given_name ?? '')
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => `${part[0]}.`)
    .join(' ');
  return initials ? `${person.family_name}, ${initials}` : person.family_name;
};

/**
 * The citation a tombstone keeps, in the spirit of InvenioRDM's default (APA): creators, year,
 * title, version, publisher and DOI, so that the record can still be cited once it is gone.
 */
export const citationText = (doc: StoredDoc): string => {
  const metadata = doc.metadata as {
    creators?: CitedCreator[];
    publication_date?: string;
    title?: string;
    version?: string;
    publisher?: string;
  };
  const names = (metadata.creators ?? []).map(citedName).filter(Boolean);
  const authors =
    names.length > 1 ? `${names.slice(0, -1).join(', ')}, & ${names.at(-1)}` : (names[0] ?? '');
  const year = metadata.publication_date?.slice(0, 4);
  const doi = doc.pids.doi?.identifier;
  return [
    authors,
    year ? `(${year}).` : '',
    metadata.title ? `${metadata.title}${metadata.version ? ` (${metadata.version})` : ''}.` : '',
    metadata.publisher ? `${metadata.publisher}.` : '',
    doi ? `https://doi.org/${doi}` : '',
  ]
    .filter(Boolean)
    .join(' ');
};
