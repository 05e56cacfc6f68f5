import type { Community } from '../../src/core/model';

/** A public community; override any part. */
export const aCommunity = (overrides: Partial<Community> = {}): Community => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  slug: 'open-science',
  metadata: { title: 'Open Science' },
  access: { visibility: 'public', review_policy: 'closed' },
  links: {
    self: 'https://repo.test/api/communities/c0ffee00-0000-4000-8000-000000000001',
    self_html: 'https://repo.test/communities/open-science',
    logo: 'https://repo.test/api/communities/c0ffee00-0000-4000-8000-000000000001/logo',
  },
  ...overrides,
});
