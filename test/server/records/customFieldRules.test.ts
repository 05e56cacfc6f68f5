/** @jest-environment node */
import {
  customFieldRefs,
  DEMO_CUSTOM_FIELDS,
  dumpCustomFields,
  loadCustomFields,
} from '../../../server/records/customFields';
import { toFieldErrors } from '../../../server/records/validation';

/** The errors of loading `input` as `{field: messages}`, and what would be stored. */
const load = (input: Record<string, unknown>) => {
  const { value, issues } = loadCustomFields(input);
  const errors = Object.fromEntries(
    toFieldErrors(issues).map((error) => [error.field, error.messages]),
  );
  return { value, errors };
};

describe('the demo definitions', () => {
  it('are the four bundles and the nine demo fields, in order', () => {
    expect(DEMO_CUSTOM_FIELDS.map((definition) => definition.name)).toEqual([
      'journal:journal',
      'imprint:imprint',
      'meeting:meeting',
      'thesis:thesis',
      'demo:project_url',
      'demo:data_processing',
      'demo:methods',
      'demo:sample_count',
      'demo:instrument',
      'demo:disciplines',
      'demo:ongoing',
      'demo:keywords',
      'demo:data_quality',
    ]);
  });
});

describe('loading custom fields', () => {
  it('keeps valid values of every type, cleaned', () => {
    const { value, errors } = load({
      'demo:project_url': '  https://example.org/p  ',
      'demo:methods': '<p>Sampled <strong>weekly</strong></p>',
      'demo:sample_count': 0,
      'demo:ongoing': false,
      'demo:keywords': ['tides', 'Baltic'],
      'demo:instrument': { id: 'seismometer' },
      'demo:disciplines': [{ id: 'earth-sciences' }, { id: 'physics-astronomy' }],
    });
    expect(errors).toEqual({});
    expect(value).toEqual({
      'demo:project_url': 'https://example.org/p',
      'demo:methods': '<p>Sampled <strong>weekly</strong></p>',
      'demo:sample_count': 0,
      'demo:ongoing': false,
      'demo:keywords': ['tides', 'Baltic'],
      'demo:instrument': { id: 'seismometer' },
      'demo:disciplines': [{ id: 'earth-sciences' }, { id: 'physics-astronomy' }],
    });
  });

  it.each([
    ['demo:project_url', 42, 'Not a valid string.'],
    ['demo:methods', { html: true }, 'Not a valid string.'],
    ['demo:sample_count', '12', 'Not a valid integer.'],
    ['demo:sample_count', 2.5, 'Not a valid integer.'],
    ['demo:sample_count', true, 'Not a valid integer.'],
    ['demo:data_quality', [3], 'Not a valid integer.'],
    ['demo:ongoing', 'maybe', 'Not a valid boolean.'],
    ['demo:ongoing', 2, 'Not a valid boolean.'],
    ['demo:ongoing', [], 'Not a valid boolean.'],
    ['demo:keywords', 'tides', 'Not a valid list.'],
    ['demo:keywords', { 0: 'tides' }, 'Not a valid list.'],
    ['demo:disciplines', { id: 'biology' }, 'Invalid type.'],
    ['demo:project_url', null, 'Field may not be null.'],
    ['demo:ongoing', null, 'Field may not be null.'],
    ['demo:instrument', null, 'Field may not be null.'],
  ])('refuses %s = %j with %j, storing nothing', (name, sent, message) => {
    const { value, errors } = load({ [name]: sent });
    expect(errors).toEqual({ [`custom_fields.${name}`]: [message] });
    expect(value).toEqual({});
  });

  it('reads what marshmallow reads as a boolean', () => {
    for (const sent of [true, 1, 'true', 'True', 'TRUE', 'yes', 'on', 'y', 't', '1']) {
      expect(load({ 'demo:ongoing': sent })).toEqual({
        value: { 'demo:ongoing': true },
        errors: {},
      });
    }
    for (const sent of [false, 0, 'false', 'No', 'OFF', 'n', 'f', '0']) {
      expect(load({ 'demo:ongoing': sent })).toEqual({
        value: { 'demo:ongoing': false },
        errors: {},
      });
    }
  });

  it('refuses a field that is not configured, and keeps the others', () => {
    const { value, errors } = load({ 'demo:colour': 'blue', notes: 'x', 'demo:ongoing': true });
    expect(errors).toEqual({
      'custom_fields.demo:colour': ['Unknown field.'],
      'custom_fields.notes': ['Unknown field.'],
    });
    expect(value).toEqual({ 'demo:ongoing': true });
  });

  it('reports a bad list item at its index and keeps the good ones', () => {
    const { value, errors } = load({ 'demo:keywords': ['tides', 7, null, ' sea '] });
    expect(errors).toEqual({
      'custom_fields.demo:keywords.1': ['Not a valid string.'],
      'custom_fields.demo:keywords.2': ['Field may not be null.'],
    });
    expect(value).toEqual({ 'demo:keywords': ['tides', 'sea'] });
  });

  it('sanitises HTML: scripts, event handlers and script URLs go, formatting stays', () => {
    const { value } = load({
      'demo:methods':
        '<p onclick="steal()">Dried at <em>60 °C</em><script>alert(1)</script> <a href="javascript:x()">see</a></p>',
    });
    expect(value['demo:methods']).toBe('<p>Dried at <em>60 °C</em> <a>see</a></p>');
  });

  describe('vocabulary values', () => {
    it('ignore a title sent back (dump-only) and refuse other keys', () => {
      expect(load({ 'demo:instrument': { id: 'seismometer', title: { en: 'x' } } })).toEqual({
        value: { 'demo:instrument': { id: 'seismometer' } },
        errors: {},
      });
      const { value, errors } = load({
        'demo:instrument': { id: 'seismometer', title_l10n: 'Seismometer', props: {} },
      });
      expect(errors).toEqual({
        'custom_fields.demo:instrument.title_l10n': ['Unknown field.'],
        'custom_fields.demo:instrument.props': ['Unknown field.'],
      });
      expect(value).toEqual({ 'demo:instrument': { id: 'seismometer' } });
    });

    it('need an id, and an object', () => {
      expect(load({ 'demo:instrument': { title: { en: 'Seismometer' } } }).errors).toEqual({
        'custom_fields.demo:instrument.id': ['Missing data for required field.'],
      });
      expect(load({ 'demo:instrument': 'seismometer' }).errors).toEqual({
        'custom_fields.demo:instrument._schema': ['Invalid input type.'],
      });
      expect(load({ 'demo:instrument': { id: 3 } }).errors).toEqual({
        'custom_fields.demo:instrument.id': ['Not a valid string.'],
      });
      const list = load({ 'demo:disciplines': [{ id: 'biology' }, 'law', { name: 'x' }] });
      expect(list.errors).toEqual({
        'custom_fields.demo:disciplines.1._schema': ['Invalid input type.'],
        'custom_fields.demo:disciplines.2.id': ['Missing data for required field.'],
        'custom_fields.demo:disciplines.2.name': ['Unknown field.'],
      });
      expect(list.value).toEqual({ 'demo:disciplines': [{ id: 'biology' }] });
    });

    it('are the references checked against their vocabulary', () => {
      const { value } = load({
        'demo:instrument': { id: 'seismometer' },
        'demo:disciplines': [{ id: 'biology' }, { id: 'law' }],
      });
      expect(customFieldRefs(value)).toEqual([
        {
          path: ['custom_fields', 'demo:instrument'],
          type: 'instruments',
          id: 'seismometer',
        },
        {
          path: ['custom_fields', 'demo:disciplines', 0],
          type: 'disciplines',
          id: 'biology',
        },
        {
          path: ['custom_fields', 'demo:disciplines', 1],
          type: 'disciplines',
          id: 'law',
        },
      ]);
    });
  });

  describe('bundles', () => {
    it('keep their sub-fields, imprint edition and thesis department, type and dates too', () => {
      const bundles = {
        'journal:journal': {
          title: 'J',
          issn: '0317-8471',
          volume: '7',
          issue: '2',
          pages: '1-9',
        },
        'imprint:imprint': {
          title: 'B',
          isbn: '978-3-16-148410-0',
          place: 'Geneva',
          pages: '12',
          edition: '3',
        },
        'meeting:meeting': {
          title: 'M',
          acronym: 'M24',
          dates: '1-3 June 2024',
          place: 'Rome',
          url: 'https://m24.example.org',
          session: 'VI',
          session_part: '1',
          identifiers: [{ identifier: '10.1234/m24', scheme: 'doi' }],
        },
        'thesis:thesis': {
          university: 'U',
          department: 'Physics',
          type: 'PhD',
          date_submitted: '2024-02-01',
          date_defended: '2024-05',
        },
      };
      expect(load(bundles)).toEqual({ value: bundles, errors: {} });
    });

    it('refuse unknown sub-keys, wrong types and invalid ISSN, ISBN, URL and dates', () => {
      const { value, errors } = load({
        'journal:journal': { title: 'J', issn: '1234-5678', volume: 7, editor: 'E' },
        'imprint:imprint': { isbn: '123' },
        'meeting:meeting': { title: 'M', url: 'not a url' },
        'thesis:thesis': { university: 'U', date_defended: '2024-13-01' },
      });
      expect(errors).toEqual({
        'custom_fields.journal:journal.volume': ['Not a valid string.'],
        'custom_fields.journal:journal.issn': ['Please provide a valid ISSN.'],
        'custom_fields.journal:journal.editor': ['Unknown field.'],
        'custom_fields.imprint:imprint.isbn': ['Please provide a valid ISBN.'],
        'custom_fields.meeting:meeting.url': ['You must provide a valid URL.'],
        'custom_fields.thesis:thesis.date_defended': ['Please provide a valid date or interval.'],
      });
      expect(value).toEqual({
        'journal:journal': { title: 'J' },
        'meeting:meeting': { title: 'M' },
        'thesis:thesis': { university: 'U' },
      });
    });

    it('must be objects', () => {
      expect(load({ 'thesis:thesis': 'Geneva' }).errors).toEqual({
        'custom_fields.thesis:thesis._schema': ['Invalid input type.'],
      });
    });

    it('check meeting identifiers: scheme guessed, allowed, identifier valid, no duplicates', () => {
      const guessed = load({ 'meeting:meeting': { identifiers: [{ identifier: '10.1234/x' }] } });
      expect(guessed.value).toEqual({
        'meeting:meeting': { identifiers: [{ identifier: '10.1234/x', scheme: 'doi' }] },
      });
      expect(
        load({
          'meeting:meeting': {
            identifiers: [
              { identifier: 'nothing known' },
              { identifier: '10.1234/x', scheme: 'orcid' },
              { identifier: 'abc', scheme: 'doi' },
              { scheme: 'url' },
            ],
          },
        }).errors,
      ).toEqual({
        'custom_fields.meeting:meeting.identifiers.0.scheme': [
          'No valid scheme recognized for identifier.',
        ],
        'custom_fields.meeting:meeting.identifiers.1.scheme': ['Invalid scheme.'],
        'custom_fields.meeting:meeting.identifiers.2.identifier': ['Invalid DOI identifier.'],
        'custom_fields.meeting:meeting.identifiers.3.identifier': [
          'Missing data for required field.',
        ],
      });
      const twice = { identifier: '10.1234/x', scheme: 'doi' };
      expect(load({ 'meeting:meeting': { identifiers: [twice, twice] } })).toEqual({
        value: {},
        errors: {
          'custom_fields.meeting:meeting.identifiers': [
            'Duplicated identifier entry is not allowed.',
          ],
        },
      });
    });
  });
});

describe('dumping custom fields', () => {
  const lookup = (type: string, id: string) =>
    type === 'instruments' && id === 'seismometer'
      ? { id, title: { en: 'Seismometer' }, type: 'instruments', tags: ['x'] }
      : undefined;

  it('answers configured fields only, vocabulary values with their titles', () => {
    expect(
      dumpCustomFields(
        {
          'demo:instrument': { id: 'seismometer' },
          'demo:ongoing': false,
          'demo:sample_count': 0,
          'demo:gone': 'x',
          'thesis:thesis': { university: 'U', stray: 1 },
        },
        lookup,
      ),
    ).toEqual({
      'demo:instrument': { id: 'seismometer', title: { en: 'Seismometer' } },
      'demo:ongoing': false,
      'demo:sample_count': 0,
      'thesis:thesis': { university: 'U' },
    });
  });
});
