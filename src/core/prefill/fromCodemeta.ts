import { asObject, isPlainObject } from '../serializer/jsonReaders';
import { edtfOfText } from './edtf';
import { doiOf, orcidOf, rorOf } from './identifiers';
import { licenceOfText } from './licenceText';
import { paragraphsOf, textOf, textsOf } from './plainText';
import { unmappedValue, unreadValues } from './unmapped';
import { emptyWork, type FoundPerson, type FoundWork } from './work';

const READ = new Set([
  '@context',
  '@type',
  'type',
  'name',
  'description',
  'version',
  'softwareVersion',
  'author',
  'contributor',
  'license',
  'codeRepository',
  'keywords',
  'datePublished',
  'identifier',
  'inLanguage',
]);

/** A value codemeta allows once or as a list, as a list. */
const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** A schema.org Person (`givenName`, `familyName`, ORCID as `@id`) or Organization (`name`). */
const personOf = (value: unknown, role?: string): FoundPerson | undefined => {
  if (!isPlainObject(value)) return undefined;
  const affiliations = listOf(value.affiliation).flatMap((affiliation) => {
    const name = textOf(affiliation) ?? textOf(asObject(affiliation).name);
    const ror = rorOf(asObject(affiliation)['@id']) ?? rorOf(asObject(affiliation).identifier);
    return name || ror ? [{ name, ror }] : [];
  });
  const type = textOf(value['@type'] ?? value.type);
  const family = textOf(value.familyName);
  if (type !== 'Organization' && family) {
    const orcid = orcidOf(value['@id']) ?? orcidOf(value.identifier);
    return { type: 'personal', family, given: textOf(value.givenName), orcid, affiliations, role };
  }
  const name = textOf(value.name);
  return name
    ? { type: 'organizational', name, ror: rorOf(value['@id']), affiliations, role }
    : undefined;
};

/** Whether a JSON object is a codemeta document (its `@context` names codemeta). */
export const isCodemeta = (value: unknown): value is Record<string, unknown> =>
  isPlainObject(value) && /codemeta/i.test(JSON.stringify(value['@context'] ?? ''));

/** The software a codemeta.json describes (JSON-LD read as plain JSON, codemeta 2 and 3 keys). */
export const workOfCodemeta = (meta: Record<string, unknown>): FoundWork => {
  const work = emptyWork();
  work.title = textOf(meta.name);
  work.creators.push(...listOf(meta.author).flatMap((author) => personOf(author) ?? []));
  work.contributors.push(
    ...listOf(meta.contributor).flatMap((person) => personOf(person, 'other') ?? []),
  );
  work.version = textOf(meta.version) ?? textOf(meta.softwareVersion);
  work.date = edtfOfText(meta.datePublished);
  work.type = { csl: 'software' };
  const description = typeof meta.description === 'string' ? paragraphsOf(meta.description) : [];
  if (description.length > 0)
    work.descriptions.push({ text: description.join('\n\n'), type: 'abstract' });
  work.keywords.push(
    ...listOf(meta.keywords).flatMap((keywords) =>
      textsOf(keywords).flatMap((text) => text.split(/\s*,\s*/)),
    ),
  );
  work.languages.push(...textsOf(meta.inLanguage));
  for (const licence of listOf(meta.license)) {
    const found =
      licenceOfText(licence) ??
      licenceOfText(asObject(licence)['@id']) ??
      licenceOfText(asObject(licence).url);
    if (found) work.licences.push(found);
  }
  work.codeRepository = textOf(meta.codeRepository);
  const identifiers = listOf(meta.identifier).map(
    (identifier) => textOf(identifier) ?? textOf(asObject(identifier)['@id']),
  );
  const doi = identifiers.map(doiOf).find(Boolean);
  if (doi) work.sourceIdentifier = { scheme: 'doi', identifier: doi };
  for (const identifier of identifiers) {
    if (identifier && doiOf(identifier) !== doi)
      work.unmapped.push(...unmappedValue('identifier', identifier));
  }
  work.unmapped.push(...unreadValues(meta, READ));
  return work;
};
