import { isEdtfDateOrInterval } from '../rules/dates';
import { asObject, isPlainObject } from '../serializer/jsonReaders';
import { schemeOf, RELATION_TYPES } from './crossrefRelations';
import { edtfOfText } from './edtf';
import { doiOf, orcidOf, rorOf } from './identifiers';
import { paragraphsOf, textOf, textsOf } from './plainText';
import { unmappedValue, unreadValues } from './unmapped';
import { emptyWork, putInBundle, type FoundPerson, type FoundWork } from './work';

type Json = Record<string, unknown>;

const objects = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter(isPlainObject) : [];

/** InvenioRDM's contributor roles: DataCite's contributor types, lower-case. */
const ROLES = new Set(
  (
    'contactperson datacollector datacurator datamanager distributor editor hostinginstitution ' +
    'producer projectleader projectmanager projectmember registrationagency ' +
    'registrationauthority relatedperson researcher researchgroup rightsholder sponsor ' +
    'supervisor workpackageleader other'
  ).split(' '),
);

/** InvenioRDM's date types: DataCite's, lower-case. */
const DATE_TYPES = new Set(
  'accepted available collected copyrighted created issued other submitted updated valid withdrawn'.split(
    ' ',
  ),
);

const TITLE_TYPES: Record<string, FoundWork['otherTitles'][number]['type']> = {
  subtitle: 'subtitle',
  translatedtitle: 'translated-title',
  alternativetitle: 'alternative-title',
  other: 'alternative-title',
};

/** DataCite's description types to InvenioRDM's ids (`SeriesInformation` → `series-information`). */
const descriptionTypeOf = (value: unknown): string => {
  const type =
    textOf(value)
      ?.replace(/([a-z])([A-Z])/g, '$1-$2')
      .toLowerCase() ?? 'other';
  return [
    'abstract',
    'methods',
    'series-information',
    'table-of-contents',
    'technical-info',
  ].includes(type)
    ? type
    : 'other';
};

/** Metadata about the DOI itself and its usage, not the work. */
const BOOKKEEPING = [
  'doi',
  'prefix',
  'suffix',
  'url',
  'contentUrl',
  'metadataVersion',
  'schemaVersion',
  'source',
  'isActive',
  'state',
  'reason',
  'landingPage',
  'viewCount',
  'viewsOverTime',
  'downloadCount',
  'downloadsOverTime',
  'referenceCount',
  'citationCount',
  'citationsOverTime',
  'partCount',
  'partOfCount',
  'versionCount',
  'versionOfCount',
  'created',
  'registered',
  'published',
  'updated',
  'xml',
  'event',
];

const READ = new Set([
  ...BOOKKEEPING,
  'identifiers',
  'alternateIdentifiers',
  'creators',
  'contributors',
  'titles',
  'publisher',
  'container',
  'publicationYear',
  'subjects',
  'dates',
  'language',
  'types',
  'relatedIdentifiers',
  'version',
  'rightsList',
  'descriptions',
  'fundingReferences',
]);

const splitName = (name: string): { family: string; given?: string } => {
  const [family = name, ...given] = name.split(',');
  return { family: family.trim(), given: given.join(',').trim() || undefined };
};

const personOf = (value: Json, role?: string): FoundPerson | undefined => {
  const ids = objects(value.nameIdentifiers);
  const idOf = (scheme: string) =>
    ids.find((id) => textOf(id.nameIdentifierScheme)?.toLowerCase() === scheme)?.nameIdentifier;
  const affiliations = (Array.isArray(value.affiliation) ? value.affiliation : []).flatMap(
    (affiliation): FoundPerson['affiliations'] => {
      if (typeof affiliation === 'string')
        return textOf(affiliation) ? [{ name: textOf(affiliation) }] : [];
      const object = asObject(affiliation);
      const scheme = textOf(object.affiliationIdentifierScheme)?.toLowerCase();
      const ror = scheme === 'ror' ? rorOf(object.affiliationIdentifier) : undefined;
      const name = textOf(object.name);
      return name || ror ? [{ name, ror }] : [];
    },
  );
  const name = textOf(value.name);
  const family = textOf(value.familyName);
  const organisational = textOf(value.nameType)?.toLowerCase() === 'organizational';
  if (organisational || (!family && name && !name.includes(','))) {
    return name
      ? { type: 'organizational', name, ror: rorOf(idOf('ror')), affiliations, role }
      : undefined;
  }
  const parts = family
    ? { family, given: textOf(value.givenName) }
    : name
      ? splitName(name)
      : undefined;
  return parts && { type: 'personal', ...parts, orcid: orcidOf(idOf('orcid')), affiliations, role };
};

/** An RKMS-ISO 8601 date or range (`2020-01-01/2020-06-30`) as EDTF, when it is one. */
const edtfOfRange = (value: unknown): string | undefined => {
  const parts = textOf(value)?.split('/') ?? [];
  const dates = parts.map(edtfOfText);
  if (dates.length === 0 || dates.some((date) => !date)) return undefined;
  const edtf = dates.join('/');
  return isEdtfDateOrInterval(edtf) ? edtf : undefined;
};

const putDates = (work: FoundWork, attributes: Json): void => {
  for (const entry of objects(attributes.dates)) {
    const type = textOf(entry.dateType)?.toLowerCase() ?? '';
    const date = edtfOfRange(entry.date);
    if (type === 'issued' && date && !date.includes('/') && !work.date) work.date = date;
    else if (date && DATE_TYPES.has(type)) {
      work.dates.push({ date, type, description: textOf(entry.dateInformation) });
    } else
      work.unmapped.push(
        ...unmappedValue(`dates ${textOf(entry.dateType) ?? ''}`.trim(), entry.date),
      );
  }
  const year = edtfOfText(attributes.publicationYear);
  if (year && (!work.date || !work.date.startsWith(year))) work.date = year;
};

const putContainer = (work: FoundWork, attributes: Json): void => {
  const container = asObject(attributes.container);
  if (Object.keys(container).length === 0) return;
  const type = textOf(container.type)?.toLowerCase();
  const pages = [textOf(container.firstPage), textOf(container.lastPage)].filter(Boolean).join('-');
  const issn =
    textOf(container.identifierType)?.toLowerCase() === 'issn'
      ? textOf(container.identifier)
      : undefined;
  if (type === 'journal' || issn) {
    putInBundle(work, 'journal', 'title', textOf(container.title), 'container title');
    putInBundle(work, 'journal', 'issn', issn, 'container identifier');
    putInBundle(work, 'journal', 'volume', textOf(container.volume), 'container volume');
    putInBundle(work, 'journal', 'issue', textOf(container.issue), 'container issue');
    putInBundle(work, 'journal', 'pages', pages || undefined, 'container pages');
  } else {
    // A series or a repository the work belongs to: the related identifiers name it already.
    work.unmapped.push(...unmappedValue('container', textOf(container.title)));
  }
};

/** A Crossref Funder ID as its DOI; older records give only its number. */
const funderDoiOf = (value: unknown): string | undefined => {
  const number = textOf(value);
  if (!number) return undefined;
  return doiOf(number) ?? (/^\d+$/.test(number) ? `10.13039/${number}` : undefined);
};

/** The work a DataCite DOI describes (its REST API's `data.attributes`). */
export const workOfDatacite = (attributes: Json): FoundWork => {
  const work = emptyWork();
  const titles = objects(attributes.titles);
  const main = titles.find((title) => !textOf(title.titleType)) ?? titles[0];
  work.title = textOf(main?.title);
  for (const title of titles) {
    if (title === main) continue;
    const text = textOf(title.title);
    const type =
      TITLE_TYPES[textOf(title.titleType)?.toLowerCase() ?? 'other'] ?? 'alternative-title';
    if (text) work.otherTitles.push({ title: text, type, lang: textOf(title.lang) });
  }
  work.creators.push(...objects(attributes.creators).flatMap((creator) => personOf(creator) ?? []));
  for (const contributor of objects(attributes.contributors)) {
    const type = textOf(contributor.contributorType)?.toLowerCase() ?? 'other';
    const person = personOf(contributor, ROLES.has(type) ? type : 'other');
    if (person) work.contributors.push(person);
  }
  const types = asObject(attributes.types);
  work.type = {
    dataciteGeneral: textOf(types.resourceTypeGeneral),
    dataciteType: textOf(types.resourceType),
    csl: textOf(types.citeproc),
  };
  putDates(work, attributes);
  for (const description of objects(attributes.descriptions)) {
    const paragraphs =
      typeof description.description === 'string' ? paragraphsOf(description.description) : [];
    if (paragraphs.length === 0) continue;
    work.descriptions.push({
      text: paragraphs.join('\n\n'),
      type: descriptionTypeOf(description.descriptionType),
      lang: textOf(description.lang),
    });
  }
  work.languages.push(...textsOf(attributes.language));
  work.keywords.push(
    ...objects(attributes.subjects).flatMap((subject) => textOf(subject.subject) ?? []),
  );
  work.publisher = textOf(attributes.publisher) ?? textOf(asObject(attributes.publisher).name);
  work.version = textOf(attributes.version);
  for (const rights of objects(attributes.rightsList)) {
    const spdx =
      textOf(rights.rightsIdentifierScheme)?.toLowerCase() === 'spdx'
        ? textOf(rights.rightsIdentifier)
        : undefined;
    const licence = { spdx, url: textOf(rights.rightsUri), title: textOf(rights.rights) };
    // OpenAIRE's access rights (`info:eu-repo/semantics/openAccess`) are no licence.
    if (licence.url?.startsWith('info:eu-repo/'))
      work.unmapped.push(...unmappedValue('rightsList', licence.title ?? licence.url));
    else if (licence.spdx || licence.url || licence.title) work.licences.push(licence);
  }
  for (const funding of objects(attributes.fundingReferences)) {
    const type = textOf(funding.funderIdentifierType)?.toLowerCase();
    work.funding.push({
      funderName: textOf(funding.funderName),
      funderDoi: type === 'crossref funder id' ? funderDoiOf(funding.funderIdentifier) : undefined,
      funderRor: type === 'ror' ? rorOf(funding.funderIdentifier) : undefined,
      awardNumber: textOf(funding.awardNumber),
      awardTitle: textOf(funding.awardTitle),
    });
  }
  for (const related of objects(attributes.relatedIdentifiers)) {
    const relation = textOf(related.relationType)?.toLowerCase() ?? '';
    const identifier = textOf(related.relatedIdentifier);
    const scheme = schemeOf(related.relatedIdentifierType);
    if (identifier && scheme && RELATION_TYPES.has(relation)) {
      work.relatedIdentifiers.push({ relation_type: { id: relation }, identifier, scheme });
    } else
      work.unmapped.push(...unmappedValue(`relatedIdentifiers ${relation}`.trim(), identifier));
  }
  for (const other of [
    ...objects(attributes.identifiers),
    ...objects(attributes.alternateIdentifiers),
  ]) {
    const identifier = textOf(other.identifier) ?? textOf(other.alternateIdentifier);
    if (identifier && doiOf(identifier) !== textOf(attributes.doi)) {
      work.unmapped.push(
        ...unmappedValue(
          textOf(other.identifierType ?? other.alternateIdentifierType) ?? 'identifier',
          identifier,
        ),
      );
    }
  }
  putContainer(work, attributes);
  const doi = doiOf(attributes.doi);
  if (doi) work.sourceIdentifier = { scheme: 'doi', identifier: doi };
  work.unmapped.push(...unreadValues(attributes, READ));
  return work;
};
