import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../../../src/core/api';
import type { GrantPermission } from '../../../src/core/model';
import { grantPermissionOptions } from '../../../src/core/rules';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import { PermissionSelect } from '../../../src/widgets/share-access/PermissionSelect';
import { deferred } from '../../support/upload/deferred';

const LABEL = 'Permission of Jane Doe';

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

const renderSelect = (
  onSave: (permission: GrantPermission, signal: AbortSignal) => Promise<unknown>,
  onError = jest.fn(),
) => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = render(
    <I18nextProvider i18n={createI18n()}>
      <PermissionSelect
        label={LABEL}
        value="view"
        options={grantPermissionOptions(true)}
        onSave={onSave}
        onError={onError}
      />
    </I18nextProvider>,
  );
  const select = () => screen.getByRole('combobox', { name: LABEL });
  const status = () => screen.getByRole('status');
  return { ...view, user, select, status, onError };
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('PermissionSelect', () => {
  it('offers the options by label and shows the saved value', () => {
    const { select } = renderSelect(jest.fn());
    expect(select()).toHaveValue('view');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Can view',
      'Can preview',
      'Can edit',
      'Can manage',
    ]);
  });

  it('shows a saved permission the record no longer offers, instead of the first option', () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <PermissionSelect
          label={LABEL}
          value="view"
          options={grantPermissionOptions(false)}
          onSave={() => Promise.resolve()}
        />
      </I18nextProvider>,
    );
    expect(screen.getByRole('combobox', { name: LABEL })).toHaveDisplayValue('Can view');
  });

  it('saves the chosen permission at once', async () => {
    const onSave = jest.fn().mockResolvedValue({});
    const { user, select } = renderSelect(onSave);
    await user.selectOptions(select(), 'edit');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith('edit', expect.any(AbortSignal));
  });

  it('keeps the spinner 400 ms even when the save answers at once', async () => {
    const { user, select, status } = renderSelect(jest.fn().mockResolvedValue({}));
    await user.selectOptions(select(), 'edit');
    expect(status()).toHaveTextContent('Saving…');
    expect(select()).toHaveAttribute('aria-busy', 'true');
    await advance(399);
    expect(status()).toHaveTextContent('Saving…');
    await advance(1);
    expect(status()).toHaveTextContent('Saved');
    expect(select()).toHaveValue('edit');
    expect(select()).toHaveAttribute('aria-busy', 'false');
  });

  it('drops a second choice made while the first is saving', async () => {
    const save = deferred<unknown>();
    const onSave = jest.fn(() => save.promise);
    const { user, select } = renderSelect(onSave);
    await user.selectOptions(select(), 'edit');
    await user.selectOptions(select(), 'manage');
    expect(select()).toHaveValue('edit');
    expect(select()).toHaveFocus();
    await act(async () => save.resolve({}));
    await advance(400);
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(select()).toHaveValue('edit');
  });

  it('keeps the spinner until a slow save answers', async () => {
    const save = deferred<unknown>();
    const { user, select, status } = renderSelect(() => save.promise);
    await user.selectOptions(select(), 'preview');
    await advance(2000);
    expect(status()).toHaveTextContent('Saving…');
    await act(async () => save.resolve({}));
    expect(status()).toHaveTextContent('Saved');
  });

  it('shows the success mark for 3 s', async () => {
    const { user, select, status } = renderSelect(jest.fn().mockResolvedValue({}));
    await user.selectOptions(select(), 'manage');
    await advance(400);
    expect(status()).toHaveTextContent('Saved');
    await advance(2999);
    expect(status()).toHaveTextContent('Saved');
    await advance(1);
    expect(status()).toHaveTextContent('');
    expect(select()).toHaveValue('manage');
  });

  it('puts the saved value back and reports the error when the save fails', async () => {
    const error = new ApiError({ message: 'Permission denied.', status: 403 });
    const { user, select, status, onError } = renderSelect(jest.fn().mockRejectedValue(error));
    await user.selectOptions(select(), 'edit');
    expect(select()).toHaveValue('edit');
    await advance(400);
    expect(select()).toHaveValue('view');
    expect(status()).toHaveTextContent('');
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('after a success, a failure goes back to the newly saved value', async () => {
    const onSave = jest
      .fn()
      .mockResolvedValueOnce({})
      .mockRejectedValueOnce(new ApiError({ message: 'Nope', status: 500 }));
    const { user, select } = renderSelect(onSave);
    await user.selectOptions(select(), 'edit');
    await advance(400);
    await user.selectOptions(select(), 'manage');
    await advance(400);
    expect(select()).toHaveValue('edit');
  });

  it('ignores a save cancelled by unmounting, and updates nothing afterwards', async () => {
    const save = deferred<unknown>();
    let seen: AbortSignal | undefined;
    const { user, select, unmount, onError } = renderSelect((_permission, signal) => {
      seen = signal;
      return save.promise;
    });
    await user.selectOptions(select(), 'edit');
    unmount();
    expect(seen?.aborted).toBe(true);
    await act(async () => save.reject(new ApiError({ message: 'canceled', isAbort: true })));
    await advance(5000);
    expect(onError).not.toHaveBeenCalled();
  });
});
