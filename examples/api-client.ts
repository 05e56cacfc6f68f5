/**
 * The API clients outside a browser: what a repository offers depositors, read from its
 * public API. With the demo repository running (`npm start`) and the package built:
 *
 *   npx tsx examples/api-client.ts http://127.0.0.1:5000
 */
import { CommunitiesApiClient, createHttpClient, VocabulariesApiClient } from 'rdm-widgets/core';

export interface RepositoryOverview {
  /** How many communities a search for everything finds, and the titles of the first page. */
  communities: { total: number; titles: string[] };
  /** The ids of the languages whose names start with the text searched. */
  languages: string[];
}

export const describeRepository = async (
  origin: string,
  languageSearch = 'fre',
): Promise<RepositoryOverview> => {
  // One axios instance for every client: the origin, and headers sent on every call.
  const http = createHttpClient({ baseURL: origin, apiHeaders: { 'Accept-Language': 'en' } });
  const communities = await new CommunitiesApiClient(http).search('');
  const languages = await new VocabulariesApiClient(http).languages(languageSearch);
  return {
    communities: {
      total: communities.total,
      titles: communities.hits.map((community) => community.metadata.title),
    },
    languages: languages.hits.map((language) => language.id),
  };
};

const origin = process.argv[2];
if (process.argv[1]?.endsWith('api-client.ts') && origin) {
  void describeRepository(origin).then((overview) => console.log(overview));
}
