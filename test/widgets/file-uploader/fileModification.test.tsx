import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { ApiError } from '../../../src/core/api/errors';
import type { FileModificationApi } from '../../../src/core/api/fileModification';
import type { FileModificationConfig, ReviewRequest } from '../../../src/core/model';
import { anUploadEntry } from '../../support/upload/fakeUploadManager';
import { renderUploader, type UploaderOptions } from './renderUploader';

const LINK = '/api/records/abcd-1234/file-modification';
const OWNER_POLICY = {
  id: 'file-modification-grace-period-v1',
  description: 'You can edit the files of your records within 30 days of publishing.',
};
const ALLOWED: FileModificationConfig = {
  enabled: true,
  valid_user: true,
  allowed: true,
  fileModification: { policy: OWNER_POLICY },
  context: { days_until: 44 },
};
const NOT_ALLOWED: FileModificationConfig = { enabled: true, valid_user: true, allowed: false };
const CONTACT_US =
  'Please contact us to request file modification, including the record URL and a detailed justification in your message.';
const PROMISE =
  'I will not modify files that supplement findings/results of an already published work.';

const fakeApi = () => ({
  unlockFiles: jest.fn<Promise<ReviewRequest>, Parameters<FileModificationApi['unlockFiles']>>(() =>
    Promise.resolve({
      id: 'req-1',
      type: 'file-modification',
      status: 'accepted',
      receiver: {},
      links: {},
    } as ReviewRequest),
  ),
});

const render = (api = fakeApi(), options: UploaderOptions = {}) => ({
  api,
  ...renderUploader({
    entries: [anUploadEntry('data.csv')],
    record: { files: { enabled: true }, is_published: true, links: { file_modification: LINK } },
    config: { filesLocked: true, fileModification: ALLOWED },
    fileModificationApi: api,
    newVersionButton: <button type="button">New version</button>,
    permissions: { can_new_version: true },
    ...options,
  }),
});

const editButton = () => screen.queryByRole('button', { name: 'Edit published files' });

/** Contrast needs real styles; jsdom has none, so it is left to Storybook's a11y check. */
const violations = async (element: Element) => {
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html)}`);
};

/** Opens the modal and answers its checklist so that files may be unlocked. */
const answerChecklist = async (user: ReturnType<typeof render>['user']) => {
  await user.click(editButton()!);
  // The dialog loads on first use (React.lazy): wait for it.
  const dialog = await screen.findByRole('dialog', { name: 'Edit files' });
  await user.click(within(dialog).getByRole('radio', { name: 'No' }));
  await user.click(within(dialog).getByRole('checkbox', { name: PROMISE }));
  return dialog;
};

describe('Edit published files', () => {
  it.each<[string, UploaderOptions]>([
    ['the repository has no file modification', { config: { filesLocked: true } }],
    [
      'it is off',
      { config: { filesLocked: true, fileModification: { ...ALLOWED, enabled: false } } },
    ],
    [
      'no policy speaks of this user',
      { config: { filesLocked: true, fileModification: { ...ALLOWED, valid_user: false } } },
    ],
    ['there is no client to unlock with', { fileModificationApi: undefined }],
  ])('is not offered when %s: files stay locked as before', (_case, options) => {
    render(fakeApi(), options);
    expect(editButton()).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'File addition, removal or modification are not allowed after you have published your upload.',
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('File drop area')).not.toBeInTheDocument();
  });

  it('offers a new version first, then unlocking for minor errors', async () => {
    render();
    const panel = document.querySelector('[data-state="locked"]') as HTMLElement;
    expect(within(panel).getByText('Edit files')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'New version' })).toBeVisible();
    expect(
      within(panel).getByText('To correct minor errors, you can unlock the files.'),
    ).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Edit published files' })).toBeVisible();
    expect(await violations(panel)).toEqual([]);
  });

  it('says what unlocking means; only No and the promise enable the button', async () => {
    const { user } = render();
    await user.click(editButton()!);
    // The dialog loads on first use (React.lazy): wait for it.
    const dialog = await screen.findByRole('dialog', { name: 'Edit files' });
    expect(within(dialog).getByText(OWNER_POLICY.description)).toBeVisible();
    expect(
      within(dialog).getByText('Once unlocked you will have 44 days to publish your changes.'),
    ).toBeVisible();
    expect(within(dialog).getByText(/a DOI already registered for it will point/)).toBeVisible();
    const enable = within(dialog).getByRole('button', { name: 'Enable file editing' });
    expect(enable).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    expect(within(dialog).getByText('Instead, you can make a new version')).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: PROMISE }));
    expect(enable).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    expect(within(dialog).queryByText('Instead, you can make a new version')).toBeNull();
    expect(enable).toBeEnabled();
    expect(await violations(dialog)).toEqual([]);
  });

  it('saves first, then unlocks in place: drop area, Delete and the days left', async () => {
    const calls: string[] = [];
    const api = fakeApi();
    api.unlockFiles.mockImplementation(async () => {
      calls.push('unlock');
      return { id: 'req-1', links: {} } as ReviewRequest;
    });
    const onBeforeUnlock = jest.fn(async () => {
      calls.push('save');
      return true;
    });
    const { user } = render(api, { onBeforeUnlock });
    const dialog = await answerChecklist(user);
    await user.click(within(dialog).getByRole('button', { name: 'Enable file editing' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual(['save', 'unlock']);
    expect(api.unlockFiles).toHaveBeenCalledWith(
      { links: { file_modification: LINK } },
      expect.anything(),
    );
    const notice = screen.getByText('Unlocked, 44 days to publish changes');
    expect(notice.closest('p')).toHaveFocus();
    expect(screen.getByLabelText('File drop area')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete data.csv' })).toBeVisible();
    expect(editButton()).not.toBeInTheDocument();
  });

  it('keeps the modal and its answers when the record has validation errors', async () => {
    const api = fakeApi();
    const { user } = render(api, { onBeforeUnlock: async () => false });
    const dialog = await answerChecklist(user);
    await user.click(within(dialog).getByRole('button', { name: 'Enable file editing' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Unable to unlock files');
    expect(alert).toHaveTextContent(
      'Your record has validation errors that must be fixed before enabling file editing.',
    );
    expect(api.unlockFiles).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('checkbox', { name: PROMISE })).toBeChecked();
    expect(screen.queryByLabelText('File drop area')).not.toBeInTheDocument();
  });

  it("says the server's refusal in the modal and leaves the files locked", async () => {
    const api = fakeApi();
    api.unlockFiles.mockRejectedValueOnce(
      new ApiError({ status: 403, message: 'Permission denied.' }),
    );
    const { user } = render(api);
    const dialog = await answerChecklist(user);
    await user.click(within(dialog).getByRole('button', { name: 'Enable file editing' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Unable to unlock files');
    expect(alert).toHaveTextContent('Permission denied.');
    expect(within(dialog).getByRole('button', { name: 'Enable file editing' })).toBeEnabled();
    expect(await violations(dialog)).toEqual([]);
  });

  it('says whom to ask when no policy allows it now, and sends nothing', async () => {
    const api = fakeApi();
    const { user } = render(api, {
      config: { filesLocked: true, fileModification: NOT_ALLOWED },
    });
    await user.click(editButton()!);
    // The dialog loads on first use (React.lazy): wait for it.
    const dialog = await screen.findByRole('dialog', { name: 'Edit files' });
    expect(within(dialog).getByText(CONTACT_US)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Enable file editing' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editButton()).toHaveFocus();
    expect(api.unlockFiles).not.toHaveBeenCalled();
  });

  it('works from the keyboard alone', async () => {
    const { user, api } = render();
    editButton()!.focus();
    await user.keyboard('{Enter}');
    // The dialog loads on first use (React.lazy): wait for it.
    const dialog = await screen.findByRole('dialog', { name: 'Edit files' });
    within(dialog).getByRole('radio', { name: 'No' }).focus();
    await user.keyboard(' ');
    await user.tab();
    expect(within(dialog).getByRole('checkbox', { name: PROMISE })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Enable file editing' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.unlockFiles).toHaveBeenCalledTimes(1));
  });

  it('shows the files unlocked when the page says so', () => {
    render(fakeApi(), { config: { filesLocked: false, fileModification: ALLOWED } });
    expect(screen.getByText('Unlocked, 44 days to publish changes')).toBeVisible();
    expect(screen.getByLabelText('File drop area')).toBeVisible();
    expect(editButton()).not.toBeInTheDocument();
  });
});
