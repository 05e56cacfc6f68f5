import { screen, within } from '@testing-library/react';
import type { DraftRecord, EditorConfig } from '../../../src/core/model';
import { DepositFormWidget } from '../../../src/widgets/deposit-form';
import { aCommunity } from '../../factories/community';
import { aMetadataOnlyDraft } from '../../factories/draft';
import { descriptionEditorLoaded } from '../../support/editor/descriptionEditorLoaded';
import { FakeDraftsApi } from '../../support/editor/fakeDraftsApi';
import { renderWithOverrides } from '../../support/renderWithOverrides';
import { FakeFilesApi } from '../../support/upload/fakeFilesApi';
import { fakeCommunitiesApi } from '../community-header/renderHeader';

const DOI_CONFIG = {
  scheme: 'doi',
  label: 'DOI',
  can_be_managed: true,
  can_be_unmanaged: true,
  btn_label_get: 'Get a DOI now!',
  btn_label_discard: 'Discard the reserved DOI',
};

const renderForm = (stored: DraftRecord, config: Partial<EditorConfig> = {}) => {
  const draftsApi = new FakeDraftsApi({ stored, newId: 'new01-00001' });
  const view = renderWithOverrides(() => (
    <DepositFormWidget
      config={{
        createUrl: 'https://repo.test/api/records',
        default_locale: 'en',
        pids: [DOI_CONFIG],
        ...config,
      }}
      record={stored}
      permissions={{ can_manage: true }}
      draftsApi={draftsApi}
      filesApi={new FakeFilesApi()}
      communitiesApi={fakeCommunitiesApi([aCommunity()])}
      navigate={jest.fn()}
    />
  ));
  return { ...view, draftsApi };
};

describe('Copyright (InvenioRDM v13+)', () => {
  it('is edited and saved as metadata.copyright', async () => {
    const { user, draftsApi } = renderForm(aMetadataOnlyDraft());
    await user.type(screen.getByLabelText('Copyright'), '© 2025 The authors');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Record successfully saved.');
    const [save] = draftsApi.callsOf('save');
    expect(save?.draft).toMatchObject({ metadata: { copyright: '© 2025 The authors' } });
  });

  it('is hidden for a v12 host (copyrightField: false), a stored value kept', async () => {
    const stored = aMetadataOnlyDraft({
      metadata: { title: 'Soil samples', copyright: '© 2020 CERN' },
    });
    const { user, draftsApi } = renderForm(stored, { copyrightField: false });
    expect(screen.queryByLabelText('Copyright')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Record successfully saved.');
    const [save] = draftsApi.callsOf('save');
    expect(save?.draft).toMatchObject({ metadata: { copyright: '© 2020 CERN' } });
  });
});

describe('Optional DOI and the concept DOI (InvenioRDM v13+)', () => {
  it('says a DOI will be reserved when DOIs are required (the default)', async () => {
    renderForm(aMetadataOnlyDraft());
    expect(screen.getByText('No DOI is reserved yet.')).toBeVisible();
    await descriptionEditorLoaded();
  });

  it('offers to publish without a DOI when the instance makes them optional', async () => {
    renderForm(aMetadataOnlyDraft(), { is_doi_required: false });
    expect(
      screen.getByText('A DOI is optional: get one now, or publish without one.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Get a DOI now!' })).toBeEnabled();
    await descriptionEditorLoaded();
  });

  it('shows the concept DOI the parent carries', async () => {
    const parent = {
      id: 'par01',
      pids: { doi: { identifier: '10.5281/demo.100', provider: 'datacite' } },
    };
    renderForm(aMetadataOnlyDraft({ parent, versions: { index: 2 }, status: 'new_version_draft' }));
    const doi = screen.getByRole('region', { name: 'DOI' }).parentElement as HTMLElement;
    expect(within(doi).getByText(/Concept DOI: 10\.5281\/demo\.100/)).toHaveTextContent(
      'It stands for every version and resolves to the latest.',
    );
    await descriptionEditorLoaded();
  });
});

describe('A community required to publish (InvenioRDM v13+)', () => {
  it('replaces Publish by Submit for review, which opens the community choice', async () => {
    const { user } = renderForm(aMetadataOnlyDraft(), { community_required_to_publish: true });
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit for review' });
    expect(submit).toHaveAccessibleDescription(
      'Records are published through a community here: choose one to submit to.',
    );
    await user.click(submit);
    expect(await screen.findByRole('dialog', { name: 'Select a community' })).toBeVisible();
  });

  it('lets a draft already in a community publish directly', async () => {
    const parent = { id: 'par01', communities: { ids: ['c0mm-1'], default: 'c0mm-1' } };
    renderForm(aMetadataOnlyDraft({ parent }), { community_required_to_publish: true });
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    await descriptionEditorLoaded();
  });

  it('publishes directly when the host does not require a community', async () => {
    renderForm(aMetadataOnlyDraft());
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    await descriptionEditorLoaded();
  });
});
