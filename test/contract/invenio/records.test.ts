import { screen } from '@testing-library/react';
import { parseDraftRecord } from '../../../src/core/config/draftRecord';
import type { DraftRecord } from '../../../src/core/model';
import { deserializeRecord, serializeRecord } from '../../../src/core/serializer';
import { mountDepositForm } from '../../../src/widgets/deposit-form';
import { mountFileUploader } from '../../../src/widgets/file-uploader';
import { mountShareAccess } from '../../../src/widgets/share-access';
import { mountStatusBanner } from '../../../src/widgets/status-banner';
import { renderOutsideAct } from '../../support/syncMount';
import { DRAFT_ANSWERS, fixture, ORIGIN, RECORDS_WITH_METADATA } from './fixtures';

renderOutsideAct();

const options = { locale: 'en' };
const host = () => document.body.appendChild(document.createElement('div'));
const NOT_LOADED = 'This widget could not be loaded';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe("InvenioRDM's draft and record answers are read as they are", () => {
  it.each(DRAFT_ANSWERS)('%s is accepted by the record reader', (path) => {
    const read = parseDraftRecord(fixture(path));
    expect(read.ok ? [] : read.problems).toEqual([]);
  });

  it.each(DRAFT_ANSWERS)('%s gets the status InvenioRDM would compute', (path) => {
    const answer = fixture<{ is_published: boolean; versions: { index: number } }>(path);
    const read = parseDraftRecord(answer);
    const expected = path.includes('publish-a-draft') ? 'published' : 'draft';
    // The docs' examples predate `status`; the reader derives it.
    expect(read.ok && read.value.status).toBe(expected);
  });
});

/** The metadata as a round trip through the form leaves it (server → form → server). */
const roundTrip = (record: unknown) =>
  serializeRecord(deserializeRecord(record, options), options).metadata as Record<string, unknown>;

describe("InvenioRDM's metadata survives the deposit form untouched", () => {
  it.each(RECORDS_WITH_METADATA)('%s keeps every metadata field', (path) => {
    const stored = fixture<{ metadata: Record<string, unknown> }>(path).metadata;
    expect(Object.keys(roundTrip(fixture(path))).sort()).toEqual(Object.keys(stored).sort());
  });

  it('the complete record of the tests keeps every value the form edits', () => {
    const record = fixture<DraftRecord>('rdm_records_tests/full-record.json');
    const sent = roundTrip(record);
    const stored = record.metadata as Record<string, unknown>;
    // The tests' stored record writes the relation as a bare id; the API schema wants `{id}`.
    expect(sent.related_identifiers).toEqual([
      { ...(stored.related_identifiers as object[])[0], relation_type: { id: 'cites' } },
    ]);
    for (const field of [
      'title',
      'publication_date',
      'publisher',
      'version',
      'description',
      'creators',
      'contributors',
      'additional_titles',
      'additional_descriptions',
      'languages',
      'dates',
      'identifiers',
      'references',
      'subjects',
      'resource_type',
      'sizes',
      'formats',
      'locations',
    ]) {
      expect({ field, value: sent[field] }).toEqual({ field, value: stored[field] });
    }
  });

  it('the complete record keeps its licences, funder and award; titles in the locale form', () => {
    const sent = roundTrip(fixture('rdm_records_tests/full-record.json'));
    // The stored record writes a custom licence's texts as plain strings; the API schema
    // wants them by language, which is what the form sends.
    expect(sent.rights).toEqual([
      {
        title: { en: 'Creative Commons Attribution 4.0 International' },
        description: { en: 'A description.' },
        link: 'https://creativecommons.org/licenses/by/4.0/',
      },
      { id: 'cc-by-4.0' },
    ]);
    // The record's funder and award also carry `identifier` and `scheme`, keys of an older
    // funding shape that today's schema does not have; the form does not send them.
    expect(sent.funding).toEqual([
      {
        funder: { name: 'European Commission' },
        award: { number: '246686', title: { en: 'OpenAIRE' } },
      },
    ]);
  });

  it('the docs answers keep their creators, identifiers and affiliations', () => {
    type Person = { family_name?: string; given_name?: string; name?: string };
    type Creator = { person_or_org: Person; affiliations?: unknown };
    for (const path of DRAFT_ANSWERS) {
      const answer = fixture<DraftRecord>(path);
      const sent = roundTrip(answer).creators as Creator[];
      // A person's `name` is 'Family, Given' (InvenioRDM computes the same when it is left out).
      const expected = (answer.metadata.creators as Creator[]).map(
        ({ person_or_org: p, ...rest }) => ({
          ...rest,
          person_or_org: { ...p, name: p.name ?? `${p.family_name}, ${p.given_name}` },
        }),
      );
      expect({ path, creators: sent }).toEqual({ path, creators: expected });
    }
  });
});

describe('every widget mounts on an InvenioRDM answer', () => {
  const config = { createUrl: `${ORIGIN}/api/records`, default_locale: 'en' };

  it.each(DRAFT_ANSWERS)('the deposit form opens %s with its title', (path) => {
    const record = fixture<DraftRecord>(path);
    const handle = mountDepositForm(host(), { config, record, permissions: { can_manage: true } });
    expect(screen.queryByText(NOT_LOADED)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue(record.metadata.title);
    handle.unmount();
  });

  it.each(DRAFT_ANSWERS)('the status banner, the uploader and Share mount on %s', (path) => {
    const record = fixture<DraftRecord>(path);
    const handles = [
      mountStatusBanner(host(), { record }),
      mountFileUploader(host(), { config, record, permissions: { can_manage: true } }),
      mountShareAccess(host(), { record, permissions: { can_manage: true }, config }),
    ];
    expect(screen.queryByText(NOT_LOADED)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).not.toHaveAttribute('aria-disabled');
    handles.forEach((handle) => handle.unmount());
  });
});
