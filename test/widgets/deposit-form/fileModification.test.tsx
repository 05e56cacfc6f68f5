import { screen, waitFor, within } from '@testing-library/react';
import type { FileModificationApi } from '../../../src/core/api/fileModification';
import type { ReviewRequest } from '../../../src/core/model';
import { DepositFormWidget } from '../../../src/widgets/deposit-form';
import { aMetadataOnlyDraft } from '../../factories/draft';
import { FakeDraftsApi } from '../../support/editor/fakeDraftsApi';
import { renderWithOverrides } from '../../support/renderWithOverrides';
import { FakeFilesApi } from '../../support/upload/fakeFilesApi';
import { fakeCommunitiesApi } from '../community-header/renderHeader';

const LINK = 'https://repo.test/api/records/abc12-34567/file-modification';
const config = {
  createUrl: 'https://repo.test/api/records',
  default_locale: 'en',
  filesLocked: true,
  fileModification: {
    enabled: true,
    valid_user: true,
    allowed: true,
    fileModification: { policy: { id: 'file-modification-admin-v1', description: 'Admins may.' } },
    context: { days_until: 30 },
  },
};
const PROMISE =
  'I will not modify files that supplement findings/results of an already published work.';

/** A published record's draft, its files enabled, in the deposit form. */
const renderForm = () => {
  const published = aMetadataOnlyDraft({
    status: 'published',
    is_published: true,
    files: { enabled: true, entries: {} },
  });
  const stored = { ...published, links: { ...published.links, file_modification: LINK } };
  const draftsApi = new FakeDraftsApi({ stored });
  const order: string[] = [];
  const fileModificationApi = {
    unlockFiles: jest.fn<Promise<ReviewRequest>, Parameters<FileModificationApi['unlockFiles']>>(
      async () => {
        order.push(...draftsApi.kinds(), 'unlock');
        return { id: 'req-1', links: {} } as ReviewRequest;
      },
    ),
  };
  const view = renderWithOverrides(() => (
    <DepositFormWidget
      config={config}
      record={stored}
      permissions={{ can_manage: true, can_new_version: true }}
      draftsApi={draftsApi}
      filesApi={new FakeFilesApi()}
      communitiesApi={fakeCommunitiesApi([])}
      fileModificationApi={fileModificationApi}
      navigate={jest.fn()}
    />
  ));
  return { ...view, draftsApi, fileModificationApi, order };
};

const unlockFrom = async (user: ReturnType<typeof renderForm>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Edit published files' }));
  // The dialog loads on first use (React.lazy): wait for it.
  const dialog = await screen.findByRole('dialog', { name: 'Edit files' });
  await user.click(within(dialog).getByRole('radio', { name: 'No' }));
  await user.click(within(dialog).getByRole('checkbox', { name: PROMISE }));
  await user.click(within(dialog).getByRole('button', { name: 'Enable file editing' }));
  return dialog;
};

describe('Edit published files in the deposit form', () => {
  it('saves what was typed, then unlocks the files without leaving the page', async () => {
    const { user, draftsApi, fileModificationApi, order } = renderForm();
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Soil samples, corrected');
    await unlockFrom(user);

    await waitFor(() => expect(fileModificationApi.unlockFiles).toHaveBeenCalledTimes(1));
    expect(order).toEqual(['save', 'unlock']);
    expect(draftsApi.callsOf('save')[0]?.draft).toMatchObject({
      metadata: { title: 'Soil samples, corrected' },
    });
    expect(fileModificationApi.unlockFiles).toHaveBeenCalledWith(
      { links: { file_modification: LINK } },
      expect.anything(),
    );
    expect(await screen.findByText('Unlocked, 30 days to publish changes')).toBeVisible();
    expect(screen.getByLabelText('File drop area')).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('Soil samples, corrected');
  });

  it('does not unlock while the record has validation errors', async () => {
    const { user, draftsApi, fileModificationApi } = renderForm();
    draftsApi.answerErrorsOnSave([{ field: 'metadata.title', messages: ['Too short.'] }]);
    const dialog = await unlockFrom(user);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your record has validation errors that must be fixed before enabling file editing.',
    );
    expect(fileModificationApi.unlockFiles).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('File drop area')).not.toBeInTheDocument();
  });
});
