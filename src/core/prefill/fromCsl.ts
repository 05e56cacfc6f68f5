import { asObject, isPlainObject } from '../serializer/jsonReaders';
import { cslNameText, personOfCslName } from './cslNames';
import { edtfOfParts, edtfOfText } from './edtf';
import { doiOf } from './identifiers';
import { licenceOfText } from './licenceText';
import { paragraphsOf, textOf, textsOf } from './plainText';
import { relatedOfCrossref } from './crossrefRelations';
import { unmappedValue, unreadValues } from './unmapped';
import { emptyWork, putInBundle, type FoundFunding, type FoundWork } from './work';

type Json = Record<string, unknown>;

/** Name lists the record has a place for: creators, and contributors by their role. */
const CONTRIBUTOR_ROLES: Record<string, string> = {
  editor: 'editor',
  translator: 'other',
  contributor: 'other',
};

/** Other CSL name lists: shown as text. */
const OTHER_NAMES = [
  'collection-editor',
  'composer',
  'container-author',
  'director',
  'editorial-director',
  'illustrator',
  'interviewer',
  'original-author',
  'recipient',
  'reviewed-author',
];

/**
 * Keys that are the services' or the parser's bookkeeping (citation counts, deposit times,
 * internal ids, links to full texts), not the work's description.
 */
const BOOKKEEPING = [
  'id',
  'citation-key',
  'citation-label',
  'accessed',
  'indexed',
  'deposited',
  'created',
  'content-domain',
  'member',
  'prefix',
  'source',
  'score',
  'reference-count',
  'references-count',
  'is-referenced-by-count',
  'reference',
  'link',
  'resource',
  'update-policy',
  'published',
  'published-print',
  'published-online',
  'issn-type',
  'isbn-type',
  'journal-issue',
  'short-container-title',
  'container-title-short',
  'journalAbbreviation',
  'assertion',
  'sequence',
  'subtype',
  'content-version',
];

const READ = new Set([
  ...BOOKKEEPING,
  ...OTHER_NAMES,
  ...Object.keys(CONTRIBUTOR_ROLES),
  'type',
  'title',
  'subtitle',
  'original-title',
  'author',
  'issued',
  'abstract',
  'language',
  'keyword',
  'subject',
  'publisher',
  'publisher-place',
  'version',
  'DOI',
  'URL',
  'ISBN',
  'ISSN',
  'PMID',
  'PMCID',
  'container-title',
  'volume',
  'issue',
  'page',
  'edition',
  'number-of-pages',
  'event',
  'event-title',
  'event-place',
  'event-date',
  'genre',
  'license',
  'funder',
  'relation',
  'alternative-id',
]);

/** A CSL date (`{date-parts}`, `{raw}`, `{literal}`) or Crossref's, as EDTF. */
export const edtfOfCslDate = (value: unknown): string | undefined => {
  const date = asObject(value);
  const parts = Array.isArray(date['date-parts']) ? date['date-parts'][0] : undefined;
  return (
    (Array.isArray(parts) ? edtfOfParts(parts) : undefined) ??
    edtfOfText(date.raw) ??
    edtfOfText(date.literal) ??
    edtfOfText(value)
  );
};

/** A CSL date range as text for a meeting's dates (`2021-06-01/2021-06-04`). */
const dateRangeText = (value: unknown): string | undefined => {
  const parts = asObject(value)['date-parts'];
  if (!Array.isArray(parts)) return textOf(asObject(value).raw) ?? textOf(value);
  const dates = parts.flatMap((part) => (Array.isArray(part) ? (edtfOfParts(part) ?? []) : []));
  return dates.length > 0 ? dates.join('/') : undefined;
};

const JOURNAL_TYPES = new Set([
  'article-journal',
  'article-magazine',
  'article-newspaper',
  'journal-article',
  'review',
]);
const CONFERENCE_TYPES = new Set(['paper-conference', 'proceedings-article']);
const PART_TYPES = new Set([
  'chapter',
  'book-chapter',
  'entry',
  'entry-dictionary',
  'entry-encyclopedia',
  'reference-entry',
]);
const WHOLE_TYPES = new Set([
  'book',
  'monograph',
  'edited-book',
  'report',
  'thesis',
  'dissertation',
]);

/** Where a work's container and its numbers go: journal, imprint, meeting, thesis. */
const putContainer = (work: FoundWork, item: Json, type: string): void => {
  const container = textsOf(item['container-title'])[0];
  const issns = textsOf(item.ISSN);
  const pages = textOf(item.page);
  const inJournal = JOURNAL_TYPES.has(type) || (!PART_TYPES.has(type) && issns.length > 0);
  if (inJournal) {
    putInBundle(work, 'journal', 'title', container, 'container-title');
    putInBundle(work, 'journal', 'volume', textOf(item.volume), 'volume');
    putInBundle(work, 'journal', 'issue', textOf(item.issue), 'issue');
    putInBundle(work, 'journal', 'pages', pages, 'page');
  } else if (PART_TYPES.has(type) || CONFERENCE_TYPES.has(type) || WHOLE_TYPES.has(type)) {
    putInBundle(work, 'imprint', 'title', container, 'container-title');
    putInBundle(work, 'imprint', 'pages', pages ?? textOf(item['number-of-pages']), 'page');
    work.unmapped.push(
      ...unmappedValue('volume', item.volume),
      ...unmappedValue('issue', item.issue),
    );
  } else {
    for (const key of ['container-title', 'volume', 'issue', 'page']) {
      work.unmapped.push(...unmappedValue(key, item[key]));
    }
  }
  // A journal has one ISSN field: the others (print and electronic) are shown.
  const [issn, ...otherIssns] = inJournal ? issns : [undefined, ...issns];
  putInBundle(work, 'journal', 'issn', issn, 'ISSN');
  work.unmapped.push(...otherIssns.flatMap((other) => unmappedValue('ISSN', other)));
  if (inJournal) {
    for (const key of ['ISBN', 'publisher-place', 'edition']) {
      work.unmapped.push(...unmappedValue(key, item[key]));
    }
  } else {
    putInBundle(work, 'imprint', 'isbn', textsOf(item.ISBN)[0], 'ISBN');
    putInBundle(work, 'imprint', 'place', textOf(item['publisher-place']), 'publisher-place');
    putInBundle(work, 'imprint', 'edition', textOf(item.edition), 'edition');
  }
  if (CONFERENCE_TYPES.has(type)) {
    const event = item['event-title'] ?? item.event;
    putInBundle(
      work,
      'meeting',
      'title',
      textOf(event) ?? textOf(asObject(event).name),
      'event-title',
    );
    putInBundle(work, 'meeting', 'place', textOf(item['event-place']), 'event-place');
    putInBundle(work, 'meeting', 'dates', dateRangeText(item['event-date']), 'event-date');
  } else {
    for (const key of ['event', 'event-title', 'event-place']) {
      work.unmapped.push(...unmappedValue(key, item[key]));
    }
    work.unmapped.push(...unmappedValue('event-date', dateRangeText(item['event-date'])));
  }
};

/**
 * Crossref's funders (`funder`: `{DOI, name, award[]}`, also in CSL answers of Crossref DOIs):
 * one funding entry per award, or one without.
 */
export const fundingOfCrossref = (value: unknown): FoundFunding[] =>
  (Array.isArray(value) ? value : []).filter(isPlainObject).flatMap((funder) => {
    const base = { funderName: textOf(funder.name), funderDoi: doiOf(funder.DOI) };
    const awards = textsOf(funder.award);
    return awards.length > 0 ? awards.map((awardNumber) => ({ ...base, awardNumber })) : [base];
  });

/** Licences as CSL (`license`: text) and Crossref (`[{URL, content-version}]`) give them. */
const putLicences = (work: FoundWork, value: unknown): void => {
  for (const licence of Array.isArray(value) ? value : [value]) {
    if (typeof licence === 'string') {
      const found = licenceOfText(licence);
      if (found) work.licences.push(found);
      continue;
    }
    const object = asObject(licence);
    const url = textOf(object.URL);
    const version = textOf(object['content-version']);
    // Text-mining and accepted-manuscript licences are not the published work's.
    if (url && (!version || version === 'vor' || version === 'unspecified')) {
      work.licences.push({ url });
    } else work.unmapped.push(...unmappedValue('license', url));
  }
};

const identifierOf = (item: Json): FoundWork['sourceIdentifier'] => {
  const doi = doiOf(item.DOI);
  if (doi) return { scheme: 'doi', identifier: doi };
  const pmid = textOf(item.PMID);
  if (pmid) return { scheme: 'pmid', identifier: pmid };
  const url = textOf(item.URL);
  return url && /^https?:\/\//i.test(url) ? { scheme: 'url', identifier: url } : undefined;
};

/** The work a CSL JSON item describes (doi.org, NCBI, ORCID, or a file through Citation.js). */
export const workOfCsl = (item: Json): FoundWork => {
  const work = emptyWork();
  const type = textOf(item.type)?.toLowerCase() ?? '';
  const titles = textsOf(item.title);
  work.title = titles[0];
  work.otherTitles.push(
    ...titles.slice(1).map((title) => ({ title, type: 'alternative-title' as const })),
    ...textsOf(item.subtitle).map((title) => ({ title, type: 'subtitle' as const })),
    ...textsOf(item['original-title']).map((title) => ({
      title,
      type: 'alternative-title' as const,
    })),
  );
  work.type = { csl: type || undefined };
  work.date =
    edtfOfCslDate(item.issued) ??
    edtfOfCslDate(item['published-print']) ??
    edtfOfCslDate(item['published-online']);
  for (const name of Array.isArray(item.author) ? item.author : []) {
    const person = personOfCslName(name);
    if (person) work.creators.push(person);
  }
  for (const [key, role] of Object.entries(CONTRIBUTOR_ROLES)) {
    for (const name of Array.isArray(item[key]) ? item[key] : []) {
      const person = personOfCslName(name, role);
      if (person) work.contributors.push(person);
    }
  }
  for (const key of OTHER_NAMES) {
    const names = (Array.isArray(item[key]) ? item[key] : []).flatMap(
      (name) => cslNameText(name) ?? [],
    );
    work.unmapped.push(...unmappedValue(key, names));
  }
  const abstract = typeof item.abstract === 'string' ? paragraphsOf(item.abstract) : [];
  if (abstract.length > 0)
    work.descriptions.push({ text: abstract.join('\n\n'), type: 'abstract' });
  work.languages.push(...textsOf(item.language));
  work.keywords.push(
    ...textsOf(item.keyword).flatMap((keywords) => keywords.split(/\s*[,;]\s*/)),
    ...textsOf(item.subject),
  );
  if (type === 'thesis' || type === 'dissertation') {
    putInBundle(work, 'thesis', 'university', textsOf(item.publisher)[0], 'publisher');
    putInBundle(work, 'thesis', 'type', textOf(item.genre), 'genre');
  } else {
    work.publisher = textsOf(item.publisher)[0];
    work.unmapped.push(...unmappedValue('genre', item.genre));
  }
  work.version = textOf(item.version);
  putContainer(work, item, type);
  putLicences(work, item.license);
  work.funding.push(...fundingOfCrossref(item.funder));
  const related = relatedOfCrossref(item.relation);
  work.relatedIdentifiers.push(...related.found);
  work.unmapped.push(...related.unmapped);
  work.sourceIdentifier = identifierOf(item);
  const source = work.sourceIdentifier;
  for (const key of ['DOI', 'PMID', 'PMCID', 'URL', 'alternative-id']) {
    for (const value of textsOf(item[key])) {
      // The source's own identifier is the source, and so is its DOI's link.
      if (source && (value === source.identifier || doiOf(value) === source.identifier)) continue;
      work.unmapped.push(...unmappedValue(key, value));
    }
  }
  work.unmapped.push(...unreadValues(item, READ));
  return work;
};
