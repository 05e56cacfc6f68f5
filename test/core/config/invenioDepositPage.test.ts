import { depositPropsFromInvenioPage } from '../../../src/core/config/invenioDepositPage';
import { communityOfRecord } from '../../../src/core/editor/initialState';
import { depositFormWidget } from '../../../src/widgets/deposit-form';
import { aDraft } from '../../factories/draft';
import {
  invenioEditInputs,
  invenioFormsConfig,
  invenioNewUploadInputs,
  preselectedCommunity,
} from '../../support/invenio/invenioDepositInputs';

/** The props as the deposit form takes them, checked as any injected props are. */
const parsedFrom = (inputs: Record<string, unknown>) => {
  const parsed = depositFormWidget.parseProps(depositPropsFromInvenioPage(inputs));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.value;
};

describe("InvenioRDM's deposit page read into the deposit form's props", () => {
  it('takes the form config as the page builds it, in the form’s words', () => {
    const { config } = parsedFrom(invenioNewUploadInputs());
    expect(config).toMatchObject({
      createUrl: '/api/records',
      default_locale: 'en',
      autocompleteNames: 'search_only',
      decimalSizeDisplay: false,
      quota: { maxFiles: 100, maxStorage: 10_000_000_000 },
      recordRestrictionGracePeriod: 30,
      allowEmptyFiles: false,
      licenceSearchUrl: '/api/vocabularies/licenses',
    });
    expect(config.pids?.[0]).toMatchObject({
      scheme: 'doi',
      label: 'DOI',
      placeholder: 'Copy/paste your existing DOI here...',
      btn_label_get: 'Get a DOI now!',
      btn_label_discard: 'Discard the reserved DOI.',
      can_be_managed: true,
      can_be_unmanaged: true,
    });
    // v13 prints null where the DOI's requirement is not configured: the default stays.
    expect(config).not.toHaveProperty('is_doi_required');
  });

  it('finds the related works’ lists where the page puts them (v12, v13) and where v14 does', () => {
    const { config } = parsedFrom(invenioNewUploadInputs());
    expect(config.vocabularies?.related_identifiers).toEqual({
      relation_type: [{ text: 'Is cited by', value: 'iscitedby' }],
      scheme: [
        { text: 'DOI', value: 'doi' },
        { text: 'URL', value: 'url' },
      ],
    });
    expect(config.vocabularies?.identifiers?.scheme).toHaveLength(2);

    const v14 = invenioFormsConfig();
    const related = {
      relations: [{ text: 'Cites', value: 'cites' }],
      scheme: [{ text: 'ARK', value: 'ark' }],
    };
    const withRelated = {
      ...v14,
      vocabularies: { ...v14.vocabularies, related_identifiers: related },
    };
    const { config: fromV14 } = parsedFrom(
      invenioNewUploadInputs({ 'deposits-config': withRelated }),
    );
    expect(fromV14.vocabularies?.related_identifiers).toEqual({
      relation_type: related.relations,
      scheme: related.scheme,
    });
  });

  it('shows the form in the page’s language', () => {
    expect(depositPropsFromInvenioPage(invenioNewUploadInputs())).toMatchObject({
      i18n: { locale: 'de' },
    });
  });

  it('keeps of a new upload’s empty record only what the instance set', () => {
    const { record } = parsedFrom(invenioNewUploadInputs());
    expect(record).not.toHaveProperty('id');
    expect(record.metadata).toEqual({ publisher: 'Tide Data Repository' });
    expect(record.access).toMatchObject({ record: 'public', files: 'public' });
    expect(record.files.enabled).toBe(true);
    expect(record.status).toBe('draft');
  });

  it('starts a new upload in the community the page preselects', () => {
    const community = preselectedCommunity();
    const { record } = parsedFrom(
      invenioNewUploadInputs({ 'deposits-draft-community': community }),
    );
    expect(communityOfRecord(record)).toEqual(community);
  });

  it('gives an edited draft its files, keyed by name, and the page’s permissions', () => {
    const draft = aDraft({ id: 'abc12-34567', metadata: { title: 'Tides' } });
    const { record, permissions } = parsedFrom(invenioEditInputs(draft));
    expect(record.id).toBe('abc12-34567');
    expect(record.metadata.title).toBe('Tides');
    expect(record.files).toMatchObject({
      enabled: true,
      default_preview: 'tides.csv',
      order: ['tides.csv'],
      entries: { 'tides.csv': { key: 'tides.csv', size: 1024 } },
    });
    expect(permissions).toMatchObject({ can_manage: true, can_new_version: true });
  });

  it('reads whether a published record’s files are locked and may be unlocked (v14)', () => {
    const fileModification = {
      enabled: true,
      valid_user: true,
      allowed: true,
      fileModification: {
        enabled: true,
        valid_user: true,
        allowed: true,
        policy: { id: 'file-modification-admin-v1', description: 'As an admin.' },
      },
      context: { days_until: -12 },
    };
    const draft = aDraft({ id: 'abc12-34567', is_published: true });
    const { config } = parsedFrom({
      ...invenioEditInputs(draft),
      'deposits-record-locked-files': true,
      'deposits-file-modification': fileModification,
    });
    expect(config.filesLocked).toBe(true);
    expect(config.fileModification).toEqual(fileModification);
    // A page without them (v12, v13): files of a published record stay locked.
    const older = parsedFrom(invenioNewUploadInputs());
    expect(older.config.fileModification).toBeUndefined();
  });

  it('creates drafts where every instance does when the page (a draft’s) does not say', () => {
    const { config } = parsedFrom(invenioEditInputs(aDraft({ id: 'abc12-34567' })));
    expect(config.createUrl).toBe('/api/records');
  });
});
