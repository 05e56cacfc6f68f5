import {
  defaultChoice,
  prefillRows,
  prefillValuesOf,
  summaryOf,
  unplacedValues,
  type PrefillFormFields,
} from '../../../src/core/rules/prefillReview';
import { anEditorRecord } from '../../factories/editorRecord';
import { aPrefillEntry } from '../../support/prefill/fakePrefillCore';

const NO_CUSTOM_FIELDS: PrefillFormFields = { customFields: [], customLabels: {} };

describe('prefillValuesOf', () => {
  it('reads a work as the form reads a draft: references by id, texts in the locale', () => {
    const found = prefillValuesOf(
      aPrefillEntry({
        metadata: {
          title: 'Fjord temperatures',
          resource_type: { id: 'dataset' },
          languages: [{ id: 'swe' }],
          rights: [{ id: 'cc-by-4.0', title: { en: 'Creative Commons Attribution 4.0' } }],
        },
      }),
      'en',
    );
    expect(found.metadata).toMatchObject({
      title: 'Fjord temperatures',
      resource_type: 'dataset',
      languages: [{ id: 'swe' }],
      rights: [{ id: 'cc-by-4.0', title: 'Creative Commons Attribution 4.0' }],
      creators: [],
    });
  });
});

describe('prefillRows', () => {
  const entry = aPrefillEntry();
  const found = prefillValuesOf(entry, 'en');

  it('has one row per field the work fills, in the form’s order', () => {
    const rows = prefillRows(found, anEditorRecord(), NO_CUSTOM_FIELDS);
    expect(rows.map((row) => [row.label, row.found])).toEqual([
      ['Resource type', ['dataset']],
      ['Title', ['Tide gauge readings, Visby 2024']],
      ['Publication date', ['2024-05-01']],
      ['Authors/Creators', ['Lind, Astrid']],
      ['Version', ['1.2']],
      ['Publisher', ['Zenodo']],
    ]);
  });

  it('marks the fields the form holds, and ticks only the empty ones', () => {
    const current = anEditorRecord({ metadata: { title: 'Soil samples', version: '' } });
    const rows = prefillRows(found, current, NO_CUSTOM_FIELDS);
    const title = rows.find((row) => row.path === 'metadata.title');
    expect(title).toMatchObject({ held: true, current: ['Soil samples'] });
    expect(rows.find((row) => row.path === 'metadata.version')).toMatchObject({
      held: false,
      current: [],
    });
    const ticked = defaultChoice(rows);
    expect(ticked.has('metadata.title')).toBe(false);
    expect(ticked.has('metadata.version')).toBe(true);
  });

  it('names the resource type as the form lists it', () => {
    const rows = prefillRows(found, anEditorRecord(), {
      ...NO_CUSTOM_FIELDS,
      vocabularies: {
        resource_type: [{ id: 'dataset', icon: 'table', type_name: 'Dataset', subtype_name: '' }],
      },
    });
    expect(rows[0]?.found).toEqual(['Dataset']);
  });

  it('offers the custom fields the form shows, by the host’s label; the others are unplaced', () => {
    const withJournal = aPrefillEntry({
      custom_fields: {
        'journal:journal': { title: 'Ocean Science', volume: '12' },
        'thesis:thesis': { university: 'Uppsala University' },
      },
    });
    const values = prefillValuesOf(withJournal, 'en');
    const fields = {
      customFields: ['custom_fields.journal:journal'],
      customLabels: { 'custom_fields.journal:journal': 'Journal' },
    };
    const rows = prefillRows(values, anEditorRecord(), fields);
    expect(rows.at(-1)).toMatchObject({
      path: 'custom_fields.journal:journal',
      label: 'Journal',
      found: ['Ocean Science, 12'],
      held: false,
    });
    expect(rows.some((row) => row.path.includes('thesis'))).toBe(false);
    expect(unplacedValues(withJournal, values, fields)).toEqual([
      { source: 'ISSN', value: '1234-5678' },
      { source: 'thesis:thesis', value: 'Uppsala University' },
    ]);
  });
});

describe('summaryOf', () => {
  it('gives a description’s text, short', () => {
    const [text = ''] = summaryOf(
      'metadata.description',
      `<p>Hourly <b>sea level</b> ${'x'.repeat(200)}</p>`,
    );
    expect(text.startsWith('Hourly sea level x')).toBe(true);
    expect(Array.from(text)).toHaveLength(120);
  });

  it('lists the items of a list field', () => {
    expect(
      summaryOf('metadata.funding', [
        { funder: { id: '00k4n6c32', name: 'European Commission' }, award: { number: '101000' } },
      ]),
    ).toEqual(['European Commission, 101000']);
    expect(summaryOf('metadata.subjects', [{ subject: 'Oceanography' }, { subject: '' }])).toEqual([
      'Oceanography',
    ]);
    expect(summaryOf('metadata.creators', [])).toEqual([]);
  });

  it('names a related work’s relation as the form lists it, else by its id', () => {
    const vocabularies = {
      related_identifiers: {
        relation_type: [{ value: 'issupplementto', text: 'Is supplement to' }],
      },
    };
    expect(
      summaryOf(
        'metadata.related_identifiers',
        [
          { relation_type: 'issupplementto', identifier: '10.1038/s41597-023-02001-7' },
          { relation_type: 'isdocumentedby', identifier: 'https://example.org/docs' },
        ],
        vocabularies,
      ),
    ).toEqual([
      'Is supplement to, 10.1038/s41597-023-02001-7',
      'isdocumentedby, https://example.org/docs',
    ]);
  });
});
