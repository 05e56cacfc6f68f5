import { readCreatorsImport } from '../../../src/core/creatorsImport/readCreatorsImport';
import { MAX_IMPORTED_ROWS } from '../../../src/core/creatorsImport/rows';
import type { ImportedRow } from '../../../src/core/creatorsImport/types';

const ROLES = [
  { value: 'editor', text: 'Editor' },
  { value: 'datacollector', text: 'Data collector' },
];

const creators = (text: string) => readCreatorsImport(text, { kind: 'creators' });
const contributors = (text: string) =>
  readCreatorsImport(text, { kind: 'contributors', roleOptions: ROLES });

const messages = (row: ImportedRow | undefined) => row?.errors.map(({ message }) => message);

describe('reading creators from a CSV file or a pasted list', () => {
  it('reads a CSV file by its header, in any order and case, with identifiers and affiliations', async () => {
    const rows = await creators(
      [
        'Given name,Family name,ORCID,Affiliations,Type',
        'Jane,Smith,0000-0002-1825-0097,CERN; 01ggx4157,personal',
        ',,,,organisation',
      ].join('\n'),
    );
    expect(rows[0]).toEqual({
      number: 1,
      creatibutor: {
        person_or_org: {
          type: 'personal',
          family_name: 'Smith',
          given_name: 'Jane',
          name: 'Smith, Jane',
          identifiers: [{ scheme: 'orcid', identifier: '0000-0002-1825-0097' }],
        },
        affiliations: [],
      },
      affiliationTexts: ['CERN', '01ggx4157'],
      errors: [],
    });
    expect(messages(rows[1])).toEqual(['Name is a required field.']);
  });

  it('reads an organisation by its name, a quoted name with commas kept whole', async () => {
    const [row] = await creators(
      'type,name,ror\norganizational,"Hewlett, Packard & Co",01ggx4157\n',
    );
    expect(row?.creatibutor.person_or_org).toEqual({
      type: 'organizational',
      name: 'Hewlett, Packard & Co',
      identifiers: [{ scheme: 'ror', identifier: '01ggx4157' }],
    });
    expect(row?.errors).toEqual([]);
  });

  it('reads a pasted list of "Family, Given" lines, blank lines skipped', async () => {
    const rows = await creators('Smith, Jane\n\n  \nDoe, John, 0000-0002-1825-0097\nCurie\n');
    expect(rows.map((row) => row.creatibutor.person_or_org.name)).toEqual([
      'Smith, Jane',
      'Doe, John',
      'Curie',
    ]);
    expect(rows[1]?.creatibutor.person_or_org.identifiers).toEqual([
      { scheme: 'orcid', identifier: '0000-0002-1825-0097' },
    ]);
    expect(rows.every((row) => row.errors.length === 0)).toBe(true);
  });

  it('reads rows copied from a spreadsheet (tab-separated)', async () => {
    const [row] = await creators('family_name\tgiven_name\nSmith\tJane, Ann\n');
    expect(row?.creatibutor.person_or_org.name).toBe('Smith, Jane, Ann');
  });

  it('splits a person’s name column at its first comma', async () => {
    const [row] = await creators('name\n"Smith, Jane"\n');
    expect(row?.creatibutor.person_or_org).toMatchObject({
      family_name: 'Smith',
      given_name: 'Jane',
    });
  });

  it('refuses a bad ORCID check digit, a missing family name and an unknown type', async () => {
    const rows = await creators(
      'family_name,given_name,orcid,type\nSmith,Jane,0000-0002-1825-0098,\n,Ann,,\nRoe,Rick,,robot\n',
    );
    expect(rows.map(messages)).toEqual([
      ['Invalid ORCID identifier.'],
      ['Family name is a required field.'],
      ['Unknown type: {{type}}'],
    ]);
    expect(rows[2]?.errors[0]?.values).toEqual({ type: 'robot' });
  });

  it('takes a role by its id or its label; contributors need one, an unknown one is refused', async () => {
    const rows = await contributors(
      'family_name,role\nA,editor\nB,DATA COLLECTOR\nC,\nD,sponsor\n',
    );
    expect(rows.map((row) => row.creatibutor.role)).toEqual([
      'editor',
      'datacollector',
      undefined,
      undefined,
    ]);
    expect(rows.map(messages)).toEqual([
      [],
      [],
      ['Role is a required field.'],
      ['Unknown role: {{role}}'],
    ]);
  });

  it('refuses the rows past the limit, naming them', async () => {
    const lines = Array.from({ length: MAX_IMPORTED_ROWS + 2 }, (_, i) => `Person${i + 1}, A`);
    const rows = await creators(lines.join('\n'));
    expect(rows).toHaveLength(MAX_IMPORTED_ROWS + 2);
    expect(rows[MAX_IMPORTED_ROWS - 1]?.errors).toEqual([]);
    expect(rows[MAX_IMPORTED_ROWS]).toMatchObject({
      number: MAX_IMPORTED_ROWS + 1,
      creatibutor: { person_or_org: { name: `Person${MAX_IMPORTED_ROWS + 1}, A` } },
      errors: [{ message: 'Too many rows: at most {{max}} are read.' }],
    });
  });

  it('reads InvenioRDM’s own import file, a JSON array of creators', async () => {
    const rows = await contributors(
      JSON.stringify([
        {
          person_or_org: {
            type: 'personal',
            family_name: 'Smith',
            given_name: 'Jane',
            identifiers: [{ scheme: 'orcid', identifier: '0000-0002-1825-0097' }],
          },
          affiliations: [{ name: 'CERN' }, { id: '01ggx4157' }],
          role: { id: 'editor' },
        },
        'Doe, John',
      ]),
    );
    expect(rows[0]).toMatchObject({
      creatibutor: { person_or_org: { name: 'Smith, Jane' }, role: 'editor' },
      affiliationTexts: ['CERN', '01ggx4157'],
      errors: [],
    });
    expect(messages(rows[1])).toEqual(['Entry is not a valid JSON object']);
  });

  it('gives no rows for an empty text or broken JSON', async () => {
    expect(await creators('')).toEqual([]);
    expect(await creators('\uFEFF \n\n')).toEqual([]);
    expect(await creators('[{"person_or_org": ')).toEqual([]);
  });
});
