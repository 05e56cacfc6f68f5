import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../../../src/core/api';
import type { DraftRecord } from '../../../src/core/model';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import {
  NewUploadFromRecordButton,
  newUploadFromRecordWidget,
  type NewUploadFromRecordButtonProps,
} from '../../../src/widgets/new-version-button';
import { aCompleteDraft } from '../../factories/completeDraft';
import { FakeDraftsApi } from '../../support/editor/fakeDraftsApi';

const record = aCompleteDraft({ id: 'old01-23456', status: 'published', is_published: true });
const config = { createUrl: 'https://repo.test/api/records' };

const renderButton = (props: Partial<NewUploadFromRecordButtonProps> = {}) => {
  const draftsApi = new FakeDraftsApi({ newId: 'new01-23456' });
  const onCreated = jest.fn<void, [DraftRecord]>();
  const view = render(
    <I18nextProvider i18n={createI18n()}>
      <NewUploadFromRecordButton
        record={record as unknown as Record<string, unknown>}
        config={config}
        draftsApi={draftsApi}
        onCreated={onCreated}
        {...props}
      />
    </I18nextProvider>,
  );
  return { ...view, draftsApi, onCreated, user: userEvent.setup() };
};

const button = () => screen.getByRole('button', { name: 'New upload from this record' });

const axeViolations = async (container: HTMLElement) => {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html)}`);
};

describe('NewUploadFromRecordButton', () => {
  it('creates one draft with the record’s metadata and none of its PIDs or files', async () => {
    const { user, draftsApi, onCreated } = renderButton();
    await user.click(button());
    await act(async () => undefined);
    expect(draftsApi.kinds()).toEqual(['create']);
    const sent = draftsApi.calls[0]?.draft as DraftRecord;
    expect(sent).not.toHaveProperty('id');
    expect(sent.pids).toEqual({});
    expect(sent.files).toEqual({ enabled: true });
    expect(sent.metadata.title).toBe('A Romans story');
    expect(sent.metadata).not.toHaveProperty('publication_date');
    expect(onCreated).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'new01-23456', links: expect.any(Object) }),
    );
  });

  it('says it is working, keeps the focus and sends no second request', async () => {
    const { user, draftsApi } = renderButton();
    draftsApi.hold('create');
    await user.tab();
    await user.keyboard('{Enter}');
    await act(async () => undefined);
    expect(button()).toHaveFocus();
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Creating the new upload…');
    await user.keyboard(' ');
    await user.click(button());
    expect(draftsApi.callsOf('create')).toHaveLength(1);
  });

  it('says why it failed, keeps saying it, and can be tried again', async () => {
    const { user, draftsApi, onCreated } = renderButton();
    draftsApi.failNext('create', new ApiError({ message: 'Permission denied.', status: 403 }));
    await user.click(button());
    await act(async () => undefined);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Could not create the new upload. Permission denied.',
    );
    expect(onCreated).not.toHaveBeenCalled();
    expect(button()).not.toHaveAttribute('aria-disabled', 'true');
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(button());
    await act(async () => undefined);
    expect(onCreated).toHaveBeenCalledTimes(1);
    // Busy while the browser leaves; the failure is gone.
    expect(screen.getByRole('status')).toHaveTextContent('Creating the new upload…');
  });

  it('is disabled with its reason, reachable by keyboard, and sends nothing', async () => {
    const { user, draftsApi } = renderButton({ unavailableReason: 'Save your changes first.' });
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(button()).toHaveAccessibleDescription('Save your changes first.');
    await user.tab();
    expect(button()).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button());
    expect(draftsApi.calls).toHaveLength(0);
  });

  it('has no axe violation idle', async () => {
    const { container } = renderButton();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('newUploadFromRecordWidget props', () => {
  it('needs a record and a createUrl', () => {
    const parsed = newUploadFromRecordWidget.parseProps({ record: [], config: {} });
    expect(parsed.ok ? [] : parsed.problems.map((problem) => problem.field)).toEqual([
      'record',
      'config.createUrl',
    ]);
  });

  it('takes any record object', () => {
    expect(newUploadFromRecordWidget.parseProps({ record: {}, config }).ok).toBe(true);
  });
});
