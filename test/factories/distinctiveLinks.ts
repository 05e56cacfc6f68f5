import type { DraftLinks } from '../../src/core/model';

/** A URL no client could build by hand, so a call that uses it proves it came from the links. */
const linkFor = (name: string) => `https://links.test/${name}/from-links-only`;

/** Every link a draft may carry, each at its own unguessable URL. */
export const distinctiveDraftLinks = (): DraftLinks => ({
  self: linkFor('self'),
  self_html: linkFor('self_html'),
  publish: linkFor('publish'),
  review: linkFor('review'),
  'submit-review': linkFor('submit-review'),
  files: linkFor('files'),
  reserve_doi: linkFor('reserve_doi'),
  reserve_oai: linkFor('reserve_oai'),
  versions: linkFor('versions'),
  access_links: linkFor('access_links'),
  access_users: linkFor('access_users'),
  access_groups: linkFor('access_groups'),
  access_grants: linkFor('access_grants'),
  access: linkFor('access'),
  actions: { cancel: linkFor('actions-cancel') },
});
