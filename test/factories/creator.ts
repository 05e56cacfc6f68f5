import type { Creatibutor } from '../../src/core/model';

/** A personal creator in the server's shape (ORCID, one affiliation); override any part. */
export const aCreator = (overrides: Partial<Creatibutor> = {}): Creatibutor => ({
  person_or_org: {
    type: 'personal',
    given_name: 'Troy',
    family_name: 'Brown',
    name: 'Brown, Troy',
    identifiers: [{ scheme: 'orcid', identifier: '0000-0002-1825-0097' }],
  },
  affiliations: [{ id: '01ggx4157', name: 'CERN' }],
  ...overrides,
});

/** An organisational creator in the server's shape. */
export const anOrganisationCreator = (overrides: Partial<Creatibutor> = {}): Creatibutor => ({
  person_or_org: {
    type: 'organizational',
    name: 'Open Science Lab',
    identifiers: [{ scheme: 'ror', identifier: '03yrm5c26' }],
  },
  affiliations: [{ name: 'Free-text University' }],
  ...overrides,
});

/** `count` distinct personal creators (Author 1, Author 2, ...). */
export const someCreators = (count: number): Creatibutor[] =>
  Array.from({ length: count }, (_, index) =>
    aCreator({
      person_or_org: {
        type: 'personal',
        given_name: `Author ${index + 1}`,
        family_name: 'Doe',
        name: `Doe, Author ${index + 1}`,
      },
    }),
  );
