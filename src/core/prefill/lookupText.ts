import { asObject, isPlainObject } from '../serializer/jsonReaders';
import { workOfCrossref } from './fromCrossref';
import { workOfCsl } from './fromCsl';
import { workOfDatacite } from './fromDatacite';
import { CSL_JSON, lookupJson } from './lookupJson';
import type { RecognisedText } from './recognise';
import { PrefillError, type PrefillServices, type PrefillSourceKind } from './types';
import type { FoundWork } from './work';

/** arXiv registers a DataCite DOI for every paper, its id without the version. */
const ARXIV_DOI_PREFIX = '10.48550/arXiv.';

/** A DOI as a URL path: each part encoded, its slashes kept. */
const doiPath = (doi: string): string => doi.split('/').map(encodeURIComponent).join('/');

const noLookup = (what: string) =>
  new PrefillError('service', `Looking up ${what} is turned off in this repository.`);

type Lookup = (url: string, accept: string) => Promise<unknown>;

/** DataCite's answer, or null when DataCite does not know the DOI (it is another agency's). */
const fromDatacite = async (
  lookup: Lookup,
  base: string,
  doi: string,
): Promise<FoundWork | null> => {
  // Affiliations come with their ROR ids only when asked for.
  const answer = await lookup(
    `${base}${doiPath(doi)}?affiliation=true`,
    'application/vnd.api+json',
  );
  const attributes = asObject(asObject(asObject(answer).data).attributes);
  if (Object.keys(attributes).length === 0)
    throw new PrefillError('service', 'DataCite answered no DOI.');
  return workOfDatacite(attributes);
};

const fromCrossref = async (
  lookup: Lookup,
  base: string,
  doi: string,
): Promise<FoundWork | null> => {
  const message = asObject(
    asObject(await lookup(`${base}${doiPath(doi)}`, 'application/json')).message,
  );
  if (Object.keys(message).length === 0)
    throw new PrefillError('service', 'Crossref answered no work.');
  return workOfCrossref(message);
};

/** CSL JSON from a content negotiation (doi.org, NCBI, ORCID): an item or a list of one. */
const cslWork = (answer: unknown): FoundWork => {
  const item = Array.isArray(answer) ? answer[0] : answer;
  if (!isPlainObject(item)) throw new PrefillError('service', 'The lookup answered no work.');
  return workOfCsl(item);
};

const notFoundIsNull = (error: unknown): null => {
  if (error instanceof PrefillError && error.kind === 'not-found') return null;
  throw error;
};

/**
 * A DOI: DataCite and Crossref asked at once (each knows only its own DOIs); the first that
 * knows it answers, DataCite first. When neither does (another agency's DOI, or both turned
 * off), doi.org's content negotiation, which answers for every agency.
 */
const lookupDoi = async (
  lookup: Lookup,
  services: PrefillServices,
  doi: string,
): Promise<FoundWork> => {
  const { datacite, crossref, doi: resolver } = services.endpoints;
  const asked = [
    datacite ? fromDatacite(lookup, datacite, doi).catch(notFoundIsNull) : null,
    crossref ? fromCrossref(lookup, crossref, doi).catch(notFoundIsNull) : null,
  ];
  const answers = await Promise.allSettled(asked);
  for (const answer of answers) {
    if (answer.status === 'fulfilled' && answer.value) return answer.value;
  }
  const failure = answers.find((answer) => answer.status === 'rejected');
  if (resolver) {
    try {
      return cslWork(await lookup(`${resolver}${doiPath(doi)}`, CSL_JSON));
    } catch (error) {
      // A registry's failure says more than doi.org's 404 for a DOI it could not reach.
      if (failure && error instanceof PrefillError && error.kind === 'not-found')
        throw failure.reason;
      throw error;
    }
  }
  if (failure) throw failure.reason;
  if (datacite || crossref) throw new PrefillError('not-found', `No registry knows ${doi}.`);
  throw noLookup('DOIs');
};

/** Looks up what `recognised` names, as one work of its kind. */
export const lookupWork = async (
  recognised: RecognisedText,
  services: PrefillServices,
  signal?: AbortSignal,
): Promise<{ kind: PrefillSourceKind; work: FoundWork }> => {
  const lookup: Lookup = (url, accept) => lookupJson(url, accept, services, signal);
  const { endpoints } = services;
  switch (recognised.kind) {
    case 'doi':
      return { kind: 'doi', work: await lookupDoi(lookup, services, recognised.id) };
    case 'arxiv': {
      const id = recognised.id.replace(/v\d+$/, '');
      const work = await lookupDoi(lookup, services, `${ARXIV_DOI_PREFIX}${id}`);
      // DataCite lists the arXiv id among the DOI's identifiers: it is the source itself.
      const unmapped = work.unmapped.filter(({ value }) => value !== id);
      return {
        kind: 'arxiv',
        work: {
          ...work,
          unmapped,
          sourceIdentifier: { scheme: 'arxiv', identifier: `arXiv:${id}` },
        },
      };
    }
    case 'pubmed': {
      if (!endpoints.pubmed) throw noLookup('PubMed ids');
      const url = `${endpoints.pubmed}?format=csl&id=${encodeURIComponent(recognised.id)}`;
      const work = cslWork(await lookup(url, CSL_JSON));
      return {
        kind: 'pubmed',
        work: {
          ...work,
          sourceIdentifier: work.sourceIdentifier ?? { scheme: 'pmid', identifier: recognised.id },
        },
      };
    }
    case 'orcid-work': {
      if (!endpoints.orcid) throw noLookup('ORCID works');
      return {
        kind: 'orcid-work',
        work: cslWork(await lookup(`${endpoints.orcid}${recognised.id}`, CSL_JSON)),
      };
    }
  }
};
