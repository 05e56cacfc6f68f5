import fc from 'fast-check';
import { serializeRecord, deserializeRecord } from '../../../src/core/serializer';
import { templateDraftOf } from '../../../src/core/serializer/templateDraft';
import { aCompleteDraft } from '../../factories/completeDraft';
import { anyServerDraft } from './recordArbitraries';

const options = { locale: 'en', today: '2026-11-28' };

/** A published record with every field, its parent, grants' owner, review and links. */
const published = aCompleteDraft({
  id: 'old01-23456',
  status: 'published',
  is_published: true,
  is_draft: false,
  created: '2020-06-01T10:00:00+00:00',
  updated: '2020-06-02T10:00:00+00:00',
  revision_id: 7,
  versions: { index: 3, is_latest: true },
  parent: {
    id: 'par01-23456',
    access: { owned_by: { user: '1' } },
    communities: { default: 'com-1', ids: ['com-1'] },
    review: { receiver: { community: 'com-1' }, status: 'accepted', id: 'req-1' },
    pids: { doi: { identifier: '10.1234/par01-23456', provider: 'datacite' } },
  },
});

describe('templateDraftOf on a record with every field', () => {
  const payload = templateDraftOf(published, options);

  it('is a new draft: no id, links, parent, versions, status or dates of the record', () => {
    expect(Object.keys(payload).sort()).toEqual([
      'access',
      'custom_fields',
      'files',
      'metadata',
      'pids',
    ]);
  });

  it('has no PIDs and no files: files stay enabled, for the new ones', () => {
    expect(payload.pids).toEqual({});
    expect(payload.files).toEqual({ enabled: true });
  });

  it('keeps what describes the work, as the deposit form would send it', () => {
    const sent = serializeRecord(deserializeRecord(published, options), options).metadata;
    const { publication_date, version, identifiers, ...described } = sent;
    expect([publication_date, version, identifiers]).toEqual([
      '2020-06-01',
      'v1.0.0',
      [{ identifier: '1924MNRAS..84..308E', scheme: 'ads' }],
    ]);
    expect(payload.metadata).toEqual(described);
    expect(payload.metadata).toMatchObject({
      title: 'A Romans story',
      description: '<p>A story about <b>Romans</b>.</p>',
      resource_type: { id: 'publication-article' },
      rights: [{ id: 'cc-by-4.0' }, expect.objectContaining({ title: { en: 'My licence' } })],
      publisher: 'InvenioRDM',
      copyright: '© 2024 The authors',
    });
    expect(payload.metadata.creators).toHaveLength(2);
    expect(payload.metadata.contributors).toHaveLength(1);
    expect(payload.metadata.funding).toHaveLength(2);
    expect(payload.metadata.related_identifiers).toHaveLength(1);
    expect(payload.metadata.references).toHaveLength(1);
    expect(payload.metadata.subjects).toHaveLength(2);
    expect(payload.custom_fields).toEqual(published.custom_fields);
  });

  it('drops the publication date, version and the record’s own identifiers', () => {
    expect(payload.metadata).not.toHaveProperty('publication_date');
    expect(payload.metadata).not.toHaveProperty('version');
    expect(payload.metadata).not.toHaveProperty('identifiers');
  });

  it('keeps the access levels and a running embargo, never the grants', () => {
    expect(payload.access).toEqual({
      record: 'public',
      files: 'restricted',
      embargo: { active: true, until: '2031-01-01', reason: 'Patent pending' },
    });
  });
});

describe('templateDraftOf, dates', () => {
  const withDates = (types: string[]) =>
    aCompleteDraft({
      metadata: {
        ...published.metadata,
        dates: types.map((type) => ({ date: '2020', type: { id: type } })),
      },
    });

  it('keeps the dates of what the data is about, drops those of the old record’s life', () => {
    const kept = ['collected', 'valid', 'coverage', 'other'];
    const life = [
      'accepted',
      'available',
      'copyrighted',
      'created',
      'issued',
      'submitted',
      'updated',
      'withdrawn',
    ];
    const { metadata } = templateDraftOf(withDates([...life, ...kept]), options);
    expect(metadata.dates?.map((date) => date.type.id)).toEqual(kept);
  });

  it('leaves no empty list when every date was of the old record', () => {
    expect(templateDraftOf(withDates(['issued']), options).metadata).not.toHaveProperty('dates');
  });
});

describe('templateDraftOf, embargo', () => {
  const embargoed = (until: string, active = true) =>
    aCompleteDraft({
      access: { record: 'public', files: 'restricted', embargo: { active, until, reason: 'r' } },
    });

  it.each([
    ['ended before today', '2026-01-01', true],
    ['ending today', '2026-11-28', true],
    ['lifted', '2031-01-01', false],
  ])('drops an embargo %s, keeping the levels', (_, until, active) => {
    expect(templateDraftOf(embargoed(until, active), options).access).toEqual({
      record: 'public',
      files: 'restricted',
    });
  });
});

describe('templateDraftOf properties', () => {
  it('never carries an id, PIDs, files, parent or the record’s dates, whatever the record', () => {
    fc.assert(
      fc.property(anyServerDraft, (record) => {
        const payload = templateDraftOf(record, options);
        expect(Object.keys(payload).sort()).toEqual([
          'access',
          'custom_fields',
          'files',
          'metadata',
          'pids',
        ]);
        expect(payload.pids).toEqual({});
        expect(payload.files).toEqual({ enabled: true });
        expect(payload.metadata).not.toHaveProperty('publication_date');
        expect(payload.metadata).not.toHaveProperty('version');
        expect(payload.metadata).not.toHaveProperty('identifiers');
        for (const date of payload.metadata.dates ?? []) {
          expect(['issued', 'updated', 'available', 'created']).not.toContain(date.type?.id);
        }
        if (payload.access.embargo)
          expect(payload.access.embargo.until! > options.today).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('reads anything without throwing', () => {
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        expect(templateDraftOf(junk, options).files).toEqual({ enabled: true });
      }),
      { numRuns: 300 },
    );
  });
});
