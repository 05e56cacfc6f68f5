import { act, screen, waitFor } from '@testing-library/react';
import type { DraftRecord } from '../../../src/core/model';
import { DepositFormWidget } from '../../../src/widgets/deposit-form';
import { aMetadataOnlyDraft, draftLinks } from '../../factories/draft';
import { FakeDraftsApi } from '../../support/editor/fakeDraftsApi';
import { renderWithOverrides } from '../../support/renderWithOverrides';
import { FakeFilesApi } from '../../support/upload/fakeFilesApi';
import { fakeCommunitiesApi } from '../community-header/renderHeader';
import { descriptionEditorLoaded } from '../../support/editor/descriptionEditorLoaded';

const config = { createUrl: 'https://repo.test/api/records', default_locale: 'en' };
const NAME = 'New upload from this record';

const saved = aMetadataOnlyDraft({
  id: 'old01-23456',
  status: 'published',
  is_published: true,
  links: draftLinks('old01-23456'),
  pids: { doi: { identifier: '10.1234/old01-23456', provider: 'datacite' } },
  metadata: {
    title: 'Tide gauge readings, Visby 2024',
    publication_date: '2024-05-01',
    resource_type: { id: 'dataset' },
  },
});

const renderForm = async (record: DraftRecord | Record<string, never>) => {
  const draftsApi = new FakeDraftsApi({ stored: record.id ? (record as DraftRecord) : undefined });
  const navigate = jest.fn<void, [string]>();
  const view = renderWithOverrides(() => (
    <DepositFormWidget
      config={config}
      record={record}
      permissions={{ can_manage: true }}
      draftsApi={draftsApi}
      filesApi={new FakeFilesApi()}
      communitiesApi={fakeCommunitiesApi([])}
      navigate={navigate}
    />
  ));
  await descriptionEditorLoaded();
  return { ...view, draftsApi, navigate };
};

describe('New upload from this record in the deposit form', () => {
  afterEach(() => window.localStorage.clear());

  it('is not offered before the draft is saved: there is nothing to copy', async () => {
    await renderForm({});
    expect(screen.queryByRole('button', { name: NAME })).toBeNull();
  });

  it('copies the draft without its PIDs, and opens the new upload', async () => {
    const { user, draftsApi, navigate } = await renderForm(saved);
    await user.click(screen.getByRole('button', { name: NAME }));
    await act(async () => undefined);
    const [create] = draftsApi.callsOf('create');
    expect(draftsApi.callsOf('create')).toHaveLength(1);
    expect(create?.draft).not.toHaveProperty('id');
    expect(create?.draft).toMatchObject({
      pids: {},
      files: { enabled: true },
      metadata: { title: 'Tide gauge readings, Visby 2024', resource_type: { id: 'dataset' } },
    });
    expect((create?.draft as DraftRecord).metadata).not.toHaveProperty('publication_date');
    // The fake answers with its stored draft's links.
    expect(navigate).toHaveBeenCalledWith(saved.links.self_html);
  });

  it('copies what the form holds, saved or not, and never waits for a save', async () => {
    const { user, draftsApi } = await renderForm(saved);
    await user.type(screen.getByLabelText('Title'), ' II');
    const button = screen.getByRole('button', { name: NAME });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await user.click(button);
    await act(async () => undefined);
    expect(draftsApi.callsOf('create')).toHaveLength(1);
    expect(draftsApi.callsOf('create')[0]?.draft).toMatchObject({
      metadata: { title: 'Tide gauge readings, Visby 2024 II' },
    });
  });
});
