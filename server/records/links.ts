import type { Urls } from '../http/urls';

const doiLinks = (doi: string | undefined) =>
  doi ? { doi: `https://doi.org/${doi}`, self_doi: `https://doi.org/${doi}` } : {};

/** Links both drafts and records carry (docs/reference-server.md#how-it-answers). */
const sharedLinks = (urls: Urls, id: string) => {
  const api = `${urls.api}/records/${id}`;
  return {
    preview_html: `${urls.ui}/records/${id}?preview=1`,
    latest: `${api}/versions/latest`,
    latest_html: `${urls.ui}/records/${id}/latest`,
    reserve_doi: `${api}/draft/pids/doi`,
    versions: `${api}/versions`,
    access_links: `${api}/access/links`,
    access_grants: `${api}/access/grants`,
    access_users: `${api}/access/users`,
    access_groups: `${api}/access/groups`,
    access_request: `${api}/access/request`,
    access: `${api}/access`,
    communities: `${api}/communities`,
    requests: `${api}/requests`,
  };
};

export interface DraftLinkFacts {
  doi?: string;
  /** A review exists: `submit-review` is offered. */
  hasReview: boolean;
  /** The cancel URL of a submitted review request. */
  cancel?: string;
  /** The server takes quota increase requests (InvenioRDM v14). */
  quotaIncrease?: boolean;
  /** The draft is of a published record and the server has file modification (v14). */
  fileModification?: boolean;
}

/**
 * A draft's links. `actions.cancel` is not in InvenioRDM's draft links (the deposit page gets
 * it from the request), but the library's draft client reads `links.actions.cancel` from the
 * record, so the reference server adds it while the review request is submitted.
 */
export const draftLinks = (urls: Urls, id: string, facts: DraftLinkFacts) => {
  const api = `${urls.api}/records/${id}`;
  return {
    self: `${api}/draft`,
    self_html: `${urls.ui}/uploads/${id}`,
    record: api,
    record_html: `${urls.ui}/records/${id}`,
    publish: `${api}/draft/actions/publish`,
    review: `${api}/draft/review`,
    ...(facts.hasReview ? { 'submit-review': `${api}/draft/actions/submit-review` } : {}),
    files: `${api}/draft/files`,
    ...sharedLinks(urls, id),
    ...doiLinks(facts.doi),
    ...(facts.cancel ? { actions: { cancel: facts.cancel } } : {}),
    ...(facts.quotaIncrease ? { quota_increase: `${api}/quota-increase` } : {}),
    ...(facts.fileModification ? { file_modification: `${api}/file-modification` } : {}),
  };
};

export const recordLinks = (
  urls: Urls,
  id: string,
  parentId: string,
  doi?: string,
  { fileModification = false }: { fileModification?: boolean } = {},
) => {
  const api = `${urls.api}/records/${id}`;
  return {
    self: api,
    self_html: `${urls.ui}/records/${id}`,
    draft: `${api}/draft`,
    files: `${api}/files`,
    parent: `${urls.api}/records/${parentId}`,
    parent_html: `${urls.ui}/records/${parentId}`,
    ...sharedLinks(urls, id),
    ...doiLinks(doi),
    ...(doi ? { self_doi_html: `${urls.ui}/doi/${doi}` } : {}),
    ...(fileModification ? { file_modification: `${api}/file-modification` } : {}),
  };
};

/**
 * Where a published record's owner asks for its deletion (InvenioRDM v14's `request_deletion`,
 * on the record and on its edit draft), when the server takes deletions.
 */
export const requestDeletionLink = (urls: Urls, id: string) => ({
  request_deletion: `${urls.api}/records/${id}/request-deletion`,
});
