import { act, screen, within } from '@testing-library/react';
import type { Community, EditorRecord } from '../../../src/core/model';
import { aCommunity } from '../../factories/community';
import { draftLinks } from '../../factories/draft';
import { anEditorRecord } from '../../factories/editorRecord';
import { anEditorState } from '../../support/depositForm/fakeEditorController';
import { renderDepositForm } from '../../support/depositForm/renderDepositForm';

const saved = (overrides: Partial<EditorRecord> = {}) =>
  anEditorRecord({
    id: 'abc12-34567',
    status: 'draft',
    links: draftLinks('abc12-34567'),
    ...overrides,
  });

const withCommunity = (record: EditorRecord, community: Community | null = aCommunity()) => ({
  record,
  editorState: { ...anEditorState().editorState, selectedCommunity: community },
});

const directCommunity = aCommunity({ ui: { permissions: { can_include_directly: true } } });

const FILES_MISSING = 'Upload at least one file, or make this a metadata-only record, to publish.';

const actionNames = () =>
  within(screen.getByRole('group', { name: 'Draft actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('DepositForm actions', () => {
  it.each([
    [
      'a draft without community',
      saved(),
      null,
      ['Save draft', 'Preview', 'Publish', 'Delete draft'],
    ],
    [
      'a draft with a community',
      saved(),
      aCommunity(),
      ['Save draft', 'Preview', 'Submit for review', 'Delete draft'],
    ],
    [
      'a draft with a community the user may include into directly',
      saved(),
      directCommunity,
      ['Save draft', 'Preview', 'Publish to community', 'Delete draft'],
    ],
    [
      'a draft with review',
      saved({ status: 'draft_with_review' }),
      aCommunity(),
      ['Save draft', 'Preview', 'Submit for review', 'Delete draft'],
    ],
    [
      'a declined draft',
      saved({ status: 'declined' }),
      aCommunity(),
      ['Save draft', 'Preview', 'Change community', 'Publish without community', 'Delete draft'],
    ],
    [
      'an expired draft',
      saved({ status: 'expired' }),
      aCommunity(),
      ['Save draft', 'Preview', 'Change community', 'Publish without community', 'Delete draft'],
    ],
    [
      'a new-version draft in a community',
      saved({ status: 'new_version_draft', versions: { index: 2 } }),
      directCommunity,
      ['Save draft', 'Preview', 'Publish', 'Discard version'],
    ],
    [
      'an edit of a published record in a community',
      saved({ status: 'published', is_published: true }),
      directCommunity,
      ['Save draft', 'Preview', 'Publish', 'Discard changes'],
    ],
  ])('offers the right buttons on %s', (_name, record, community, expected) => {
    renderDepositForm({ state: withCommunity(record, community) });
    expect(actionNames()).toEqual(expected);
  });

  it('shows Submit for review, disabled, on an upload already in review', () => {
    renderDepositForm({ state: withCommunity(saved({ status: 'in_review' })), fileCount: 1 });
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
  });

  it('cannot delete a draft that was never saved', () => {
    renderDepositForm({ fileCount: 1 });
    expect(screen.getByRole('button', { name: 'Delete draft' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled();
  });

  it('calls the change-community handler', async () => {
    const onChangeCommunity = jest.fn();
    const { user } = renderDepositForm({
      state: withCommunity(saved({ status: 'declined' })),
      onChangeCommunity,
    });
    await user.click(screen.getByRole('button', { name: 'Change community' }));
    expect(onChangeCommunity).toHaveBeenCalledTimes(1);
  });

  describe('Publish and files', () => {
    it('is disabled when files are enabled and there are none, and says why', async () => {
      const { user, controller } = renderDepositForm({ state: { record: saved() }, fileCount: 0 });
      const publish = screen.getByRole('button', { name: 'Publish' });
      expect(publish).toHaveAttribute('aria-disabled', 'true');
      expect(publish).toHaveAccessibleDescription(FILES_MISSING);
      await user.tab();
      await user.hover(publish);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(FILES_MISSING);
      await user.click(publish);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(controller.calls).toHaveLength(0);
    });

    it('is enabled once there is a file', () => {
      renderDepositForm({ state: { record: saved() }, fileCount: 1 });
      expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    });

    it('is enabled for a metadata-only record', () => {
      renderDepositForm({ state: { record: saved({ files: { enabled: false } }) }, fileCount: 0 });
      expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    });

    it.each([
      ['Submit for review', aCommunity(), 'draft'],
      ['Publish to community', directCommunity, 'draft'],
      ['Publish without community', aCommunity(), 'declined'],
    ])('also disables %s, and says why', (name, community, status) => {
      renderDepositForm({ state: withCommunity(saved({ status }), community), fileCount: 0 });
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(FILES_MISSING);
    });
  });

  it('disables every action while one runs, and enables them again after', async () => {
    const { user, controller } = renderDepositForm({
      state: withCommunity(saved({ status: 'declined' })),
      fileCount: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const buttons = within(screen.getByRole('group', { name: 'Draft actions' })).getAllByRole(
      'button',
    );
    expect(buttons).toHaveLength(5);
    buttons.forEach((button) => expect(button).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(controller.calls).toHaveLength(1);

    await act(() => controller.settle({ ok: true }));
    buttons.forEach((button) => expect(button).toBeEnabled());
  });
});
