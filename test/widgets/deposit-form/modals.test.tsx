import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { Community, EditorRecord } from '../../../src/core/model';
import { flashFor } from '../../../src/core/serializer/flashMessages';
import { createI18n } from '../../../src/ui/i18n/createI18n';
import { SubmitReviewModal } from '../../../src/widgets/deposit-form/SubmitReviewModal';
import { aCommunity } from '../../factories/community';
import { draftLinks } from '../../factories/draft';
import { anEditorRecord } from '../../factories/editorRecord';
import { anEditorState } from '../../support/depositForm/fakeEditorController';
import { renderDepositForm } from '../../support/depositForm/renderDepositForm';

const MUST_ACCEPT = 'You must accept this.';

const saved = (overrides: Partial<EditorRecord> = {}) =>
  anEditorRecord({
    id: 'abc12-34567',
    status: 'draft',
    links: draftLinks('abc12-34567'),
    metadata: { title: 'Soil samples' },
    ...overrides,
  });

const inCommunity = (record: EditorRecord, community: Community = aCommunity()) => ({
  record,
  editorState: { ...anEditorState().editorState, selectedCommunity: community },
});

const dialog = () => screen.getByRole('dialog');

describe('Publish confirmation', () => {
  it('publishes the typed values and goes to the published record', async () => {
    const { user, controller, navigate } = renderDepositForm({
      state: { record: saved() },
      fileCount: 1,
    });
    await user.type(screen.getByLabelText('Title'), ' 2026');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(dialog()).toHaveAccessibleName('Publish this record?');
    await user.click(within(dialog()).getByRole('button', { name: 'Publish' }));

    expect(controller.calls).toEqual([
      expect.objectContaining({ action: 'publish', values: expect.anything() }),
    ]);
    expect(controller.calls[0]).toMatchObject({
      values: { metadata: { title: 'Soil samples 2026' } },
    });
    expect(within(dialog()).getByRole('button', { name: 'Publish' })).toBeDisabled();

    await act(() =>
      controller.settle({ ok: true, redirect: 'https://repo.test/records/abc12-34567' }),
    );
    expect(navigate).toHaveBeenCalledWith('https://repo.test/records/abc12-34567');
  });

  it('moves focus in, closes on Escape and gives focus back', async () => {
    const { user, controller } = renderDepositForm({ state: { record: saved() }, fileCount: 1 });
    const publish = screen.getByRole('button', { name: 'Publish' });
    await user.click(publish);
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(publish).toHaveFocus();
    expect(controller.calls).toEqual([]);
  });

  it('publishes a declined draft without its community', async () => {
    const { user, controller, navigate } = renderDepositForm({
      state: inCommunity(saved({ status: 'declined' })),
      fileCount: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Publish without community' }));
    expect(dialog()).toHaveAccessibleName('Publish without a community?');
    await user.click(within(dialog()).getByRole('button', { name: 'Publish without community' }));
    expect(controller.calls.map((call) => call.action)).toEqual(['publishWithoutCommunity']);
    await act(() => controller.settle({ ok: true, redirect: '/records/abc12-34567' }));
    expect(navigate).toHaveBeenCalledWith('/records/abc12-34567');
  });

  it('closes on a failure, stays on the page and moves focus to the flash', async () => {
    const { user, controller, navigate } = renderDepositForm({
      state: { record: saved() },
      fileCount: 1,
    });
    await user.type(screen.getByLabelText('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Publish' }));
    await act(() => controller.settle({ ok: false, flash: flashFor('DRAFT_PUBLISH_FAILED') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveValue('Soil samples!');
  });
});

describe('Submit-review confirmation', () => {
  const openSubmit = async (state = inCommunity(saved())) => {
    const rendered = renderDepositForm({ state, fileCount: 1 });
    await rendered.user.click(
      screen.getByRole('button', { name: /^(Submit for review|Publish to community)$/ }),
    );
    return rendered;
  };

  it('asks for both consents on a record never published', async () => {
    const { user, controller } = await openSubmit();
    expect(dialog()).toHaveAccessibleName('Submit for review');
    const access = within(dialog()).getByRole('checkbox', { name: /will be able to see and edit/ });
    expect(access).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: 'Submit record for review' }));
    const errors = within(dialog()).getAllByText(MUST_ACCEPT);
    expect(errors).toHaveLength(2);
    expect(access).toHaveAccessibleDescription(MUST_ACCEPT);
    expect(controller.calls).toEqual([]);

    await user.click(access);
    await user.click(within(dialog()).getByRole('button', { name: 'Submit record for review' }));
    expect(within(dialog()).getAllByText(MUST_ACCEPT)).toHaveLength(1);
    expect(
      within(dialog()).getByRole('checkbox', { name: /If the curators accept this upload/ }),
    ).toHaveAccessibleDescription(MUST_ACCEPT);
    expect(controller.calls).toEqual([]);
  });

  it('names the community in the consent', async () => {
    await openSubmit(inCommunity(saved(), aCommunity({ metadata: { title: 'Marine Biology' } })));
    expect(
      within(dialog()).getByRole('checkbox', {
        name: 'The curators of "Marine Biology" will be able to see and edit the metadata and files of this upload.',
      }),
    ).toBeInTheDocument();
  });

  it('sends the comment and goes to the request', async () => {
    const { user, controller, navigate } = await openSubmit();
    for (const checkbox of within(dialog()).getAllByRole('checkbox')) await user.click(checkbox);
    await user.type(
      within(dialog()).getByRole('textbox', { name: 'Message to the curators (optional)' }),
      '  Please review.  ',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Submit record for review' }));
    expect(controller.calls).toEqual([
      expect.objectContaining({ action: 'submitReview', options: { comment: 'Please review.' } }),
    ]);
    await act(() => controller.settle({ ok: true, redirect: '/me/requests/req-1' }));
    expect(navigate).toHaveBeenCalledWith('/me/requests/req-1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends no comment when none is typed', async () => {
    const { user, controller } = await openSubmit();
    for (const checkbox of within(dialog()).getAllByRole('checkbox')) await user.click(checkbox);
    await user.click(within(dialog()).getByRole('button', { name: 'Submit record for review' }));
    expect(controller.calls[0]).toMatchObject({ options: { comment: undefined } });
  });

  it('hides the comment for a direct publish', async () => {
    const direct = aCommunity({ ui: { permissions: { can_include_directly: true } } });
    const { user, controller } = await openSubmit(inCommunity(saved(), direct));
    expect(dialog()).toHaveAccessibleName('Publish to community');
    expect(within(dialog()).queryByRole('textbox')).toBeNull();
    for (const checkbox of within(dialog()).getAllByRole('checkbox')) await user.click(checkbox);
    await user.click(within(dialog()).getByRole('button', { name: 'Publish record to community' }));
    expect(controller.calls.map((call) => call.action)).toEqual(['submitReview']);
  });

  it('asks only the access consent when the record is published', async () => {
    // Submitting is not offered for published records; the modal still follows the rule.
    const onConfirm = jest.fn();
    render(
      <I18nextProvider i18n={createI18n()}>
        <SubmitReviewModal
          open
          communityTitle="Open Science"
          directPublish={false}
          recordPublished
          submitting={false}
          onConfirm={onConfirm}
          onClose={jest.fn()}
        />
      </I18nextProvider>,
    );
    expect(within(dialog()).getAllByRole('checkbox')).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(within(dialog()).getByRole('checkbox'));
    await user.click(within(dialog()).getByRole('button', { name: 'Submit record for review' }));
    expect(onConfirm).toHaveBeenCalledWith(undefined);
  });

  it('can be cancelled', async () => {
    const { user, controller } = await openSubmit();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toHaveFocus();
    expect(controller.calls).toEqual([]);
  });
});

describe('Delete confirmation', () => {
  it.each([
    ['a first draft', saved(), 'Delete draft', 'Delete this draft?'],
    [
      'a new-version draft',
      saved({ status: 'new_version_draft', versions: { index: 2 } }),
      'Discard version',
      'Discard this new version?',
    ],
    [
      'an edit of a published record',
      saved({ status: 'published', is_published: true }),
      'Discard changes',
      'Discard your changes?',
    ],
  ])('deletes %s and goes to the uploads', async (_name, record, label, question) => {
    const { user, controller, navigate } = renderDepositForm({ state: { record } });
    await user.click(screen.getByRole('button', { name: label }));
    expect(dialog()).toHaveAccessibleName(question);
    await user.click(within(dialog()).getByRole('button', { name: label }));
    expect(controller.calls.map((call) => call.action)).toEqual(['deleteDraft']);
    await act(() => controller.settle({ ok: true, redirect: '/me/uploads' }));
    expect(navigate).toHaveBeenCalledWith('/me/uploads');
  });

  it('stays on the page when the deletion fails', async () => {
    const { user, controller, navigate } = renderDepositForm({ state: { record: saved() } });
    await user.click(screen.getByRole('button', { name: 'Delete draft' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Delete draft' }));
    await act(() => controller.settle({ ok: false, flash: flashFor('DRAFT_DELETE_FAILED') }));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Draft deletion failed.');
  });
});
