import { asObject, isPlainObject } from '../serializer/jsonReaders';
import { edtfOfText } from './edtf';
import { doiOf, orcidOf } from './identifiers';
import { licenceOfText } from './licenceText';
import { paragraphsOf, textOf, textsOf } from './plainText';
import { unmappedValue, unreadValues } from './unmapped';
import { emptyWork, type FoundPerson, type FoundWork } from './work';

const READ = new Set([
  'cff-version',
  'message',
  'title',
  'authors',
  'version',
  'date-released',
  'doi',
  'identifiers',
  'license',
  'license-url',
  'repository-code',
  'keywords',
  'abstract',
  'type',
]);

/** A CFF person (`family-names`, `given-names`, `name-particle`, `orcid`) or entity (`name`). */
const personOf = (value: unknown): FoundPerson | undefined => {
  if (!isPlainObject(value)) return undefined;
  const affiliations = textsOf(value.affiliation).map((name) => ({ name }));
  const family = [
    textOf(value['name-particle']),
    textOf(value['family-names']),
    textOf(value['name-suffix']),
  ]
    .filter(Boolean)
    .join(' ');
  if (textOf(value['family-names'])) {
    return {
      type: 'personal',
      family,
      given: textOf(value['given-names']),
      orcid: orcidOf(value.orcid),
      affiliations,
    };
  }
  const name = textOf(value.name) ?? textOf(value['given-names']);
  return name ? { type: 'organizational', name, affiliations } : undefined;
};

/**
 * The software or data set a CITATION.cff describes (Citation File Format 1.2): the file's
 * own keys, read here rather than through CSL, which has no place for ORCIDs, licences or the
 * repository. Its `preferred-citation` and `references` are other works: shown, not used.
 */
export const workOfCff = (cff: Record<string, unknown>): FoundWork => {
  const work = emptyWork();
  work.title = textOf(cff.title);
  work.creators.push(
    ...(Array.isArray(cff.authors) ? cff.authors : []).flatMap((author) => personOf(author) ?? []),
  );
  work.version = textOf(cff.version);
  work.date = edtfOfText(cff['date-released']);
  work.type = { csl: textOf(cff.type) === 'dataset' ? 'dataset' : 'software' };
  const abstract = typeof cff.abstract === 'string' ? paragraphsOf(cff.abstract) : [];
  if (abstract.length > 0)
    work.descriptions.push({ text: abstract.join('\n\n'), type: 'abstract' });
  work.keywords.push(...textsOf(cff.keywords));
  for (const licence of textsOf(cff.license)) {
    work.licences.push({
      spdx: licence,
      url: textsOf(cff.license).length === 1 ? textOf(cff['license-url']) : undefined,
    });
  }
  if (work.licences.length === 0) {
    const fromUrl = licenceOfText(cff['license-url']);
    if (fromUrl) work.licences.push(fromUrl);
  }
  work.codeRepository = textOf(cff['repository-code']);
  const doi = doiOf(cff.doi);
  const identifiers = (Array.isArray(cff.identifiers) ? cff.identifiers : []).map(asObject);
  const firstDoi =
    doi ??
    identifiers
      .map((entry) => (entry.type === 'doi' ? doiOf(entry.value) : undefined))
      .find(Boolean);
  if (firstDoi) work.sourceIdentifier = { scheme: 'doi', identifier: firstDoi };
  for (const entry of identifiers) {
    if (entry.type === 'doi' && doiOf(entry.value) === firstDoi) continue;
    work.unmapped.push(
      ...unmappedValue(`identifiers ${textOf(entry.type) ?? ''}`.trim(), entry.value),
    );
  }
  const preferred = asObject(cff['preferred-citation']);
  work.unmapped.push(...unmappedValue('preferred-citation', textOf(preferred.title)));
  work.unmapped.push(
    ...unmappedValue(
      'references',
      (Array.isArray(cff.references) ? cff.references : []).map((reference) =>
        textOf(asObject(reference).title),
      ),
    ),
  );
  const rest = { ...cff };
  delete rest['preferred-citation'];
  delete rest.references;
  work.unmapped.push(...unreadValues(rest, READ));
  return work;
};
