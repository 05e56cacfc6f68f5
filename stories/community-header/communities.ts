import type { Community } from '../../src/core/model';
import { aCommunity } from '../../test/factories/community';

/** A small square logo drawn inline, so stories need no network. */
const logo = (colour: string, letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${colour}"/><text x="20" y="27" font-size="20" text-anchor="middle" fill="#fff">${letter}</text></svg>`,
  )}`;

const community = (
  id: string,
  slug: string,
  title: string,
  extra: Partial<Community> = {},
): Community =>
  aCommunity({
    id,
    slug,
    metadata: { title },
    links: { logo: logo('#1b5e20', title.charAt(0)) },
    ...extra,
  });

export const openScience = community('c-open', 'open-science', 'Open Science', {
  metadata: { title: 'Open Science', description: 'Open data and open methods.' },
});
export const noLogo = community('c-plain', 'field-notes', 'Field Notes', { links: {} });
export const verified = community('c-verified', 'marine-biology', 'Marine Biology Society', {
  theme: { enabled: true, brand: 'marine' },
});
export const restricted = community('c-restricted', 'clinical-trials', 'Clinical Trials', {
  access: { visibility: 'restricted' },
});

/** Twelve communities: three pages of five. */
export const manyCommunities: Community[] = [
  openScience,
  noLogo,
  verified,
  restricted,
  ...Array.from({ length: 8 }, (_, index) =>
    community(`c-extra-${index}`, `working-group-${index + 1}`, `Working Group ${index + 1}`),
  ),
];
