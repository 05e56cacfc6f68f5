import type { UserRecordHit } from '../../../src/core/api';
import type { Creatibutor } from '../../../src/core/model';
import {
  coauthorFinder,
  collectCoauthors,
  matchCoauthors,
} from '../../../src/core/rules/coauthors';
import { COAUTHORS_SHOWN } from '../../../src/core/rules/constants';

const person = (
  family: string,
  given: string,
  { orcid, ...extra }: Omit<Creatibutor, 'person_or_org'> & { orcid?: string } = {},
): Creatibutor => ({
  person_or_org: {
    type: 'personal',
    family_name: family,
    given_name: given,
    ...(orcid && { identifiers: [{ scheme: 'orcid', identifier: orcid }] }),
  },
  ...extra,
});
const org = (name: string): Creatibutor => ({ person_or_org: { type: 'organizational', name } });

const record = (updated: string, creators: Creatibutor[], contributors?: Creatibutor[]) =>
  ({ updated, metadata: { creators, contributors } }) satisfies UserRecordHit;

const names = (records: UserRecordHit[]) =>
  collectCoauthors(records).map(({ creatibutor: { person_or_org: p }, uses }) => [
    p.name ?? `${p.family_name}, ${p.given_name}`,
    uses,
  ]);

describe('collectCoauthors', () => {
  it('lists creators and contributors once each, most used first, then most recent', () => {
    const records = [
      record('2025-03-01', [person('Andersson', 'Alice'), person('Okafor', 'Chidi')]),
      record('2025-02-01', [person('Andersson', 'Alice'), person('Lindqvist', 'Erik')]),
      record('2024-01-01', [person('Andersson', 'Alice')], [person('Lindqvist', 'Erik')]),
    ];
    expect(names(records)).toEqual([
      ['Andersson, Alice', 3],
      ['Lindqvist, Erik', 2],
      ['Okafor, Chidi', 1],
    ]);
  });

  it('counts someone named twice in one record once', () => {
    const twice = record('2025-01-01', [person('Doe', 'Jane')], [person('Doe', 'Jane')]);
    expect(names([twice])).toEqual([['Doe, Jane', 1]]);
  });

  it('takes the same ORCID for the same person, spelt or linked differently, as last named', () => {
    const records = [
      record('2025-05-01', [
        person('García Márquez', 'José', {
          orcid: 'https://orcid.org/0000-0002-1825-009x',
          affiliations: [{ id: '01ggx4157', name: 'CERN' }],
        }),
      ]),
      record('2023-01-01', [person('Garcia', 'J.', { orcid: '0000-0002-1825-009X' })]),
    ];
    const [jose, ...others] = collectCoauthors(records);
    expect(others).toEqual([]);
    expect(jose).toEqual({
      creatibutor: person('García Márquez', 'José', {
        orcid: 'https://orcid.org/0000-0002-1825-009x',
        affiliations: [{ id: '01ggx4157', name: 'CERN' }],
      }),
      uses: 2,
      lastUsed: '2025-05-01',
    });
  });

  it('takes the same name, whatever its accents, case and commas, for the same one', () => {
    const records = [
      record('2025-01-01', [person('Müller', 'Anna'), org('Open Science Lab')]),
      record('2024-01-01', [person('muller', 'anna'), org('Open science lab.')]),
    ];
    expect(names(records)).toEqual([
      ['Müller, Anna', 2],
      ['Open Science Lab', 2],
    ]);
  });

  it('keeps a person and an organisation of the same name apart, and skips nameless ones', () => {
    const records = [
      record('2025-01-01', [
        org('Curie'),
        { person_or_org: { type: 'personal', name: 'Curie' } },
        { person_or_org: { type: 'personal' } },
      ]),
    ];
    expect(collectCoauthors(records).map((one) => one.creatibutor.person_or_org.type)).toEqual([
      'organizational',
      'personal',
    ]);
  });

  it("keeps a contributor's role, not a creator's (another vocabulary)", () => {
    const editor = person('Roe', 'John', { role: { id: 'editor' } });
    const found = collectCoauthors([
      record('2025-01-01', [person('Doe', 'Jane', { role: { id: 'contactperson' } })], [editor]),
    ]);
    expect(found.map(({ creatibutor }) => creatibutor.role)).toEqual([undefined, 'editor']);
  });

  it('reads records without metadata or dates', () => {
    expect(collectCoauthors([{}, { metadata: {} }])).toEqual([]);
  });
});

describe('matchCoauthors', () => {
  const coauthors = collectCoauthors([
    record('2025-02-01', [
      person('García Márquez', 'José'),
      person('Okafor', 'Chidi'),
      org('Universität Zürich'),
      person('Jean-Luc', 'Picard'),
    ]),
  ]);
  const match = (text: string) =>
    matchCoauthors(coauthors, text).map(({ creatibutor }) =>
      creatibutor.person_or_org.type === 'organizational'
        ? creatibutor.person_or_org.name
        : creatibutor.person_or_org.family_name,
    );

  it.each([
    ['gar', ['García Márquez']],
    ['MARQ', ['García Márquez']],
    ['jose ga', ['García Márquez']],
    ['José', ['García Márquez']],
    ['chi', ['Okafor']],
    ['zur', ['Universität Zürich']],
    ['universitat', ['Universität Zürich']],
    ['luc', ['Jean-Luc']],
    ['kaf', []],
    ['jose okafor', []],
    ['  ', []],
  ])('%j finds %j', (text, found) => {
    expect(match(text)).toEqual(found);
  });

  it(`shows at most ${COAUTHORS_SHOWN}, in their rank`, () => {
    const many = collectCoauthors([
      record(
        '2025-01-01',
        Array.from({ length: 8 }, (_, index) => person(`Smith${index}`, 'Ann')),
      ),
    ]);
    expect(matchCoauthors(many, 'smi')).toEqual(many.slice(0, COAUTHORS_SHOWN));
  });
});

describe('coauthorFinder', () => {
  it('collects once, then matches each text against what it collected', () => {
    const find = coauthorFinder([record('2025-01-01', [person('Okafor', 'Chidi'), org('Okapi')])]);
    expect(find('oka').map(({ creatibutor }) => creatibutor.person_or_org.type)).toEqual([
      'personal',
      'organizational',
    ]);
    expect(find('chi')).toHaveLength(1);
    expect(find('')).toEqual([]);
  });
});
