import type { Creatibutor, Funding, Licence, Metadata, RelatedWork } from '../model';
import { issnChecksumOk } from '../rules/identifierChecksums';
import { RELATED_IDENTIFIER_SCHEMES, isValidIdentifier } from '../rules/identifierSchemes';
import { languageIdOf } from './languageCodes';
import { htmlOfParagraphs } from './plainText';
import { resourceTypeOf } from './resourceTypes';
import type { PrefillEntry, PrefillServices, UnmappedValue } from './types';
import { unmappedValue } from './unmapped';
import type { VocabularyMatcher } from './vocabularyMatcher';
import type { BundleName, FoundPerson, FoundWork, SourcedText } from './work';

/** The shortest title or description InvenioRDM keeps. */
const MIN_TEXT = 3;
/** InvenioRDM's longest version text. */
const MAX_VERSION = 191;
/** How much of a title the label shows. */
const LABEL_TITLE_LENGTH = 80;

const RELATED_SCHEMES = new Set(RELATED_IDENTIFIER_SCHEMES.map(({ id }) => id));

/** The sub-fields of a bundle whose values the server checks, with the check. */
const CHECKED: Partial<Record<string, (value: string) => boolean>> = {
  issn: (value) => issnChecksumOk(value.replace(/[- ]/g, '').toUpperCase()),
  isbn: (value) => isValidIdentifier('isbn', value),
  url: (value) => /^https?:\/\/\S+\.\S+$/.test(value),
};

/** The field each bundle goes into; InvenioRDM v12 had the university alone (`thesis:university`). */
const bundleFieldOf = (bundle: BundleName, carried: readonly string[]): string | undefined => {
  const field = `${bundle}:${bundle}`;
  if (carried.includes(field)) return field;
  return bundle === 'thesis' && carried.includes('thesis:university')
    ? 'thesis:university'
    : undefined;
};

const customFieldsOf = (
  work: FoundWork,
  carried: readonly string[],
  unmapped: UnmappedValue[],
): Record<string, unknown> => {
  const fields: Record<string, unknown> = {};
  for (const [bundle, values] of Object.entries(work.bundles) as [
    BundleName,
    Record<string, SourcedText>,
  ][]) {
    const field = bundleFieldOf(bundle, carried);
    const kept: Record<string, string> = {};
    for (const [key, { value, source }] of Object.entries(values)) {
      const fits = field === 'thesis:university' ? key === 'university' : field !== undefined;
      if (fits && (CHECKED[key]?.(value) ?? true)) kept[key] = value;
      else unmapped.push({ source, value });
    }
    if (!field || Object.keys(kept).length === 0) continue;
    fields[field] = field === 'thesis:university' ? kept.university : kept;
  }
  if (work.codeRepository && carried.includes('code:codeRepository')) {
    fields['code:codeRepository'] = work.codeRepository;
  }
  return fields;
};

const creatibutorOf = async (
  person: FoundPerson,
  matcher: VocabularyMatcher,
): Promise<Creatibutor> => {
  const affiliations = (
    await Promise.all(person.affiliations.map((found) => matcher.affiliation(found)))
  ).filter((affiliation) => affiliation !== undefined);
  // The server refuses an affiliation listed twice.
  const distinct = [...new Map(affiliations.map((a) => [a.id ?? `name:${a.name}`, a])).values()];
  const person_or_org: Creatibutor['person_or_org'] =
    person.type === 'personal'
      ? {
          type: 'personal',
          family_name: person.family,
          ...(person.given ? { given_name: person.given } : {}),
          name: person.given ? `${person.family}, ${person.given}` : person.family,
          ...(person.orcid ? { identifiers: [{ scheme: 'orcid', identifier: person.orcid }] } : {}),
        }
      : {
          type: 'organizational',
          name: person.name,
          ...(person.ror ? { identifiers: [{ scheme: 'ror', identifier: person.ror }] } : {}),
        };
  return {
    person_or_org,
    ...(distinct.length > 0 ? { affiliations: distinct } : {}),
    ...(person.role ? { role: { id: person.role } } : {}),
  };
};

const fundingOf = async (
  work: FoundWork,
  matcher: VocabularyMatcher,
  unmapped: UnmappedValue[],
) => {
  const funding: Funding[] = [];
  for (const found of work.funding) {
    const funder = await matcher.funder(found);
    if (!funder) {
      unmapped.push({
        source: 'award',
        value: [found.awardNumber, found.awardTitle].filter(Boolean).join(' '),
      });
      continue;
    }
    const award = await matcher.award(funder.id, found);
    funding.push({ funder, ...(award ? { award } : {}) });
  }
  return funding;
};

const languageRef = async (code: string | undefined, matcher: VocabularyMatcher) => {
  const id = code ? languageIdOf(code) : undefined;
  return id ? matcher.language(id) : undefined;
};

/** The related works the server takes: known schemes, well-formed identifiers. */
const relatedOf = (
  work: FoundWork,
  carried: readonly string[],
  unmapped: UnmappedValue[],
): RelatedWork[] => {
  const related = [...work.relatedIdentifiers];
  if (work.codeRepository && !carried.includes('code:codeRepository')) {
    // As Zenodo links a GitHub release: the deposit supplements its code repository.
    related.push({
      relation_type: { id: 'issupplementto' },
      identifier: work.codeRepository,
      scheme: 'url',
    });
  }
  return related.filter((item) => {
    const ok = RELATED_SCHEMES.has(item.scheme) && isValidIdentifier(item.scheme, item.identifier);
    if (!ok) unmapped.push({ source: `related ${item.relation_type.id}`, value: item.identifier });
    return ok;
  });
};

const labelOf = (work: FoundWork): string => {
  const title = work.title ?? '';
  const short =
    title.length > LABEL_TITLE_LENGTH ? `${title.slice(0, LABEL_TITLE_LENGTH - 1)}…` : title;
  const [first] = work.creators;
  const creator = first?.type === 'personal' ? first.family : first?.name;
  const year = work.date?.slice(0, 4);
  return [short || undefined, creator && `— ${creator}`, year && `(${year})`]
    .filter(Boolean)
    .join(' ');
};

const dedupe = (texts: readonly string[]) => [
  ...new Map(texts.map((text) => [text.toLowerCase(), text])).values(),
];

/**
 * A found work as a PrefillEntry: its parts in the server's shape, vocabulary references by
 * id where the repository's vocabularies have them, everything without a place unmapped.
 */
export const buildEntry = async (
  work: FoundWork,
  services: Pick<PrefillServices, 'resourceTypes' | 'customFields'>,
  matcher: VocabularyMatcher,
): Promise<PrefillEntry> => {
  const unmapped = [...work.unmapped];
  const carried = services.customFields ?? [];
  const metadata: Partial<Metadata> = {};
  const resourceType = resourceTypeOf(work.type, services.resourceTypes);
  if (resourceType) metadata.resource_type = { id: resourceType };
  else {
    const { csl, dataciteGeneral, dataciteType } = work.type;
    unmapped.push(
      ...[dataciteGeneral, dataciteType, csl].flatMap((value) =>
        value ? [{ source: 'type', value }] : [],
      ),
    );
  }
  // Texts the server would refuse (too short, too long) are shown instead.
  const fits = (
    source: string,
    value: string | undefined,
    { min = MIN_TEXT, max = Infinity } = {},
  ) => {
    if (value === undefined) return false;
    const ok = value.length >= min && value.length <= max;
    if (!ok) unmapped.push(...unmappedValue(source, value));
    return ok;
  };
  if (fits('title', work.title)) metadata.title = work.title;
  if (work.date) metadata.publication_date = work.date;
  const additionalTitles = [];
  for (const { title, type, lang } of work.otherTitles) {
    if (!fits(type, title)) continue;
    const language = await languageRef(lang, matcher);
    additionalTitles.push({ title, type: { id: type }, ...(language ? { lang: language } : {}) });
  }
  if (additionalTitles.length > 0) metadata.additional_titles = additionalTitles;
  const creators = await Promise.all(work.creators.map((person) => creatibutorOf(person, matcher)));
  if (creators.length > 0) metadata.creators = creators;
  const contributors = await Promise.all(
    work.contributors.map((person) => creatibutorOf(person, matcher)),
  );
  if (contributors.length > 0) metadata.contributors = contributors;
  const [abstract, ...others] = [...work.descriptions].sort(
    (a, b) => Number(b.type === 'abstract') - Number(a.type === 'abstract'),
  );
  if (abstract && fits('abstract', abstract.text)) {
    metadata.description = htmlOfParagraphs(abstract.text.split('\n\n'));
  }
  const additionalDescriptions = [];
  for (const { text, type, lang } of others) {
    if (!fits(type, text)) continue;
    const language = await languageRef(lang, matcher);
    const description = htmlOfParagraphs(text.split('\n\n'));
    additionalDescriptions.push({
      description,
      type: { id: type },
      ...(language ? { lang: language } : {}),
    });
  }
  if (additionalDescriptions.length > 0) metadata.additional_descriptions = additionalDescriptions;
  const languages = [];
  for (const code of dedupe(work.languages)) {
    const language = await languageRef(code, matcher);
    if (language) languages.push(language);
    else unmapped.push({ source: 'language', value: code });
  }
  if (languages.length > 0) metadata.languages = languages;
  if (work.dates.length > 0) {
    metadata.dates = work.dates.map(({ date, type, description }) => ({
      date,
      type: { id: type },
      ...(description ? { description } : {}),
    }));
  }
  const rights = (await Promise.all(work.licences.map((found) => matcher.licence(found)))).filter(
    (licence): licence is Licence => licence !== undefined,
  );
  const distinctRights = [...new Map(rights.map((r) => [r.id ?? JSON.stringify(r), r])).values()];
  if (distinctRights.length > 0) metadata.rights = distinctRights;
  const keywords = dedupe(work.keywords.filter(Boolean));
  if (keywords.length > 0) metadata.subjects = keywords.map((subject) => ({ subject }));
  if (work.publisher) metadata.publisher = work.publisher;
  if (fits('version', work.version, { min: 1, max: MAX_VERSION })) metadata.version = work.version;
  const funding = await fundingOf(work, matcher, unmapped);
  if (funding.length > 0) metadata.funding = funding;
  const related = relatedOf(work, carried, unmapped);
  if (related.length > 0) metadata.related_identifiers = related;
  const custom_fields = customFieldsOf(work, carried, unmapped);
  return {
    label: labelOf(work),
    metadata,
    custom_fields,
    ...(work.sourceIdentifier ? { sourceIdentifier: work.sourceIdentifier } : {}),
    unmapped,
  };
};
