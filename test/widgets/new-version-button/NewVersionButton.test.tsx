import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { AccessApiClient } from '../../../src/core/api';
import type { DraftRecord } from '../../../src/core/model';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import {
  NewVersionButton,
  type NewVersionButtonProps,
} from '../../../src/widgets/new-version-button';
import { aSharedRecord } from '../../factories/access';
import { aDraft } from '../../factories/draft';
import { deferred } from '../../support/upload/deferred';
import { fakeAccessApi, type FakeAccessApiOptions } from '../../support/share/fakeAccessApi';

const newDraft = aDraft({ id: 'new01-23456', versions: { index: 2 } });

const renderButton = (
  props: Partial<NewVersionButtonProps> = {},
  apiOptions: FakeAccessApiOptions = {},
) => {
  const accessApi = fakeAccessApi({ newVersion: newDraft, ...apiOptions });
  const onCreated = jest.fn<void, [DraftRecord]>();
  const view = render(
    <I18nextProvider i18n={createI18n()}>
      <NewVersionButton
        record={aSharedRecord()}
        permissions={{ can_new_version: true }}
        accessApi={accessApi}
        onCreated={onCreated}
        {...props}
      />
    </I18nextProvider>,
  );
  return { ...view, accessApi, onCreated, user: userEvent.setup() };
};

const button = () => screen.getByRole('button', { name: 'New version' });

describe('NewVersionButton without can_new_version', () => {
  it.each([[{}], [{ can_new_version: false }]])(
    'is disabled, says why, and stays reachable by keyboard (%j)',
    async (permissions) => {
      const { user, accessApi } = renderButton({ permissions });
      expect(button()).toHaveAttribute('aria-disabled', 'true');
      expect(button()).toHaveAccessibleDescription(
        "You don't have permissions to create a new version.",
      );
      await user.tab();
      expect(button()).toHaveFocus();
      expect(await screen.findByRole('tooltip')).toHaveTextContent(
        "You don't have permissions to create a new version.",
      );
      await user.click(button());
      expect(accessApi.calls).toHaveLength(0);
    },
  );
});

describe('NewVersionButton on a draft that was never published', () => {
  it('is disabled and says why, instead of failing when pressed', async () => {
    const { user, accessApi } = renderButton({
      record: { ...aSharedRecord(), is_published: false },
    });
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(button()).toHaveAccessibleDescription(
      'A new version can be created once this upload is published.',
    );
    await user.click(button());
    expect(accessApi.calls).toHaveLength(0);
    expect(screen.queryByText('The persistent identifier is not registered.')).toBeNull();
  });
});

describe('NewVersionButton', () => {
  // The default onCreated (window.location.assign) is left untested: jsdom cannot navigate.
  it("sends one POST to the record's versions link and goes to the new draft", async () => {
    const { user, accessApi, onCreated } = renderButton();
    await user.click(button());
    await act(async () => undefined);
    expect(accessApi.calls).toEqual([
      {
        method: 'newVersion',
        links: expect.objectContaining({
          versions: 'https://repo.test/api/records/rec12-34567/versions',
        }),
        args: [],
      },
    ]);
    expect(onCreated).toHaveBeenCalledWith(newDraft);
  });

  it('shows it is busy while creating and sends no second request', async () => {
    const { user, accessApi } = renderButton({}, { hang: ['newVersion'] });
    await user.click(button());
    expect(button()).toBeDisabled();
    expect(button()).toHaveAttribute('aria-busy', 'true');
    await user.click(button());
    expect(accessApi.callsOf('newVersion')).toHaveLength(1);
  });

  it("shows the server's message when it fails, and can be tried again", async () => {
    const { user, accessApi, onCreated } = renderButton(
      {},
      {
        fail: {
          newVersion: { message: 'The record has an unpublished new version.', status: 400 },
        },
      },
    );
    await user.click(button());
    const message = await screen.findByText('The record has an unpublished new version.');
    expect(message.closest('[aria-live]')).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
    expect(button()).toBeEnabled();
    accessApi.failWith('newVersion', null);
    await user.click(button());
    await act(async () => undefined);
    expect(onCreated).toHaveBeenCalledWith(newDraft);
    expect(
      screen.queryByText('The record has an unpublished new version.'),
    ).not.toBeInTheDocument();
  });

  it('says so when the record has no versions link', async () => {
    // The real client refuses before any request is sent.
    const { user } = renderButton({ record: { links: {} }, accessApi: new AccessApiClient() });
    await user.click(button());
    expect(await screen.findByText("The record has no 'versions' link.")).toBeInTheDocument();
  });

  it('drops an answer that comes after it went away', async () => {
    // A server that answers even though the call was aborted.
    const answer = deferred<DraftRecord>();
    const accessApi = { ...fakeAccessApi(), newVersion: () => answer.promise };
    const { user, onCreated, unmount } = renderButton({ accessApi });
    await user.click(button());
    unmount();
    await act(async () => answer.resolve(newDraft));
    expect(onCreated).not.toHaveBeenCalled();
  });
});
