import { act, screen, within } from '@testing-library/react';
import type { Community, EditorRecord, PublishChecklistItem } from '../../../src/core/model';
import { flashFor } from '../../../src/core/serializer/flashMessages';
import { aCommunity } from '../../factories/community';
import { draftLinks } from '../../factories/draft';
import { anEditorRecord } from '../../factories/editorRecord';
import { anEditorState } from '../../support/depositForm/fakeEditorController';
import { renderDepositForm } from '../../support/depositForm/renderDepositForm';

const MUST_ACCEPT = 'You must accept this.';
const CHECK_EVERY_BOX = 'Check every box first.';

const NO_PERSONAL_DATA: PublishChecklistItem = {
  id: 'no-personal-data',
  text: 'I confirm that the record contains no personal data.',
};
const POLICY: PublishChecklistItem = {
  id: 'policy',
  text: 'I have read the {link} of the repository.',
  link: { href: 'https://repo.test/policy', text: 'deposit policy' },
};

const saved = (overrides: Partial<EditorRecord> = {}) =>
  anEditorRecord({
    id: 'abc12-34567',
    status: 'draft',
    links: draftLinks('abc12-34567'),
    metadata: { title: 'Soil samples' },
    ...overrides,
  });

const withChecklist = (
  checklist: PublishChecklistItem[],
  { community = null as Community | null, record = saved() } = {},
) => ({
  record,
  config: { ...anEditorState().config, publish_checklist: checklist },
  editorState: { ...anEditorState().editorState, selectedCommunity: community },
});

const dialog = () => screen.getByRole('dialog');
const confirmButton = (name: string) => within(dialog()).getByRole('button', { name });

describe('the publish checklist in the publish confirmation', () => {
  const openPublish = async (checklist = [NO_PERSONAL_DATA, POLICY]) => {
    const rendered = renderDepositForm({ state: withChecklist(checklist), fileCount: 1 });
    await rendered.user.click(screen.getByRole('button', { name: 'Publish' }));
    return rendered;
  };

  it('shows each statement as a required box, the first one focused, its link a link', async () => {
    await openPublish();
    const boxes = within(dialog()).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('aria-required'))).toEqual(['true', 'true']);
    expect(within(dialog()).getByRole('checkbox', { name: NO_PERSONAL_DATA.text })).toHaveFocus();
    expect(
      within(dialog()).getByRole('checkbox', {
        name: 'I have read the deposit policy of the repository.',
      }),
    ).not.toBeChecked();
    expect(within(dialog()).getByRole('link', { name: 'deposit policy' })).toHaveAttribute(
      'href',
      'https://repo.test/policy',
    );
  });

  it('keeps Publish disabled with its reason, and sends nothing, until every box is ticked', async () => {
    const { user, controller } = await openPublish();
    const publish = confirmButton('Publish');
    expect(publish).toHaveAttribute('aria-disabled', 'true');
    expect(publish).toHaveAccessibleDescription(CHECK_EVERY_BOX);

    await user.click(within(dialog()).getByRole('checkbox', { name: NO_PERSONAL_DATA.text }));
    expect(confirmButton('Publish')).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirmButton('Publish'));
    expect(controller.calls).toEqual([]);

    await user.click(within(dialog()).getByRole('checkbox', { name: /deposit policy/ }));
    expect(confirmButton('Publish')).not.toHaveAttribute('aria-disabled');
    await user.click(confirmButton('Publish'));
    expect(controller.calls.map((call) => call.action)).toEqual(['publish']);
  });

  it('answers a try anyway with a summary that leads to each unticked box', async () => {
    const { user, controller } = await openPublish();
    await user.click(within(dialog()).getByRole('checkbox', { name: NO_PERSONAL_DATA.text }));
    act(() => confirmButton('Publish').focus());
    await user.keyboard('{Enter}');

    const summary = within(dialog()).getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(CHECK_EVERY_BOX);
    const policyBox = within(dialog()).getByRole('checkbox', { name: /deposit policy/ });
    expect(policyBox).toHaveAccessibleDescription(MUST_ACCEPT);
    expect(policyBox).toHaveAttribute('aria-invalid', 'true');
    // The ticked box has no error.
    expect(
      within(dialog()).getByRole('checkbox', { name: NO_PERSONAL_DATA.text }),
    ).not.toHaveAttribute('aria-invalid');

    await user.click(
      within(summary).getByRole('link', {
        name: 'I have read the deposit policy of the repository.',
      }),
    );
    expect(policyBox).toHaveFocus();
    await user.keyboard(' ');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(controller.calls).toEqual([]);
  });

  it('starts unticked each time it opens', async () => {
    const { user } = await openPublish([NO_PERSONAL_DATA]);
    await user.click(within(dialog()).getByRole('checkbox', { name: NO_PERSONAL_DATA.text }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      within(dialog()).getByRole('checkbox', { name: NO_PERSONAL_DATA.text }),
    ).not.toBeChecked();
    expect(confirmButton('Publish')).toHaveAttribute('aria-disabled', 'true');
  });

  it('asks only the statements meant for publishing', async () => {
    await openPublish([NO_PERSONAL_DATA, { ...POLICY, in: ['submit-review'] }]);
    expect(within(dialog()).getAllByRole('checkbox')).toHaveLength(1);
  });

  it('asks nothing more when the config has no checklist', async () => {
    const { user, controller } = await openPublish([]);
    expect(within(dialog()).queryByRole('checkbox')).toBeNull();
    await user.click(confirmButton('Publish'));
    expect(controller.calls.map((call) => call.action)).toEqual(['publish']);
  });
});

describe('the publish checklist in the submit-review confirmation', () => {
  const openSubmit = async (checklist: PublishChecklistItem[]) => {
    const rendered = renderDepositForm({
      state: withChecklist(checklist, { community: aCommunity() }),
      fileCount: 1,
    });
    await rendered.user.click(screen.getByRole('button', { name: 'Submit for review' }));
    return rendered;
  };

  it('adds the statements after the consents; the button waits for every box', async () => {
    const { user, controller } = await openSubmit([
      NO_PERSONAL_DATA,
      { ...POLICY, in: ['publish'] },
    ]);
    const boxes = within(dialog()).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    expect(boxes[2]).toHaveAccessibleName(NO_PERSONAL_DATA.text);

    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    const submit = confirmButton('Submit record for review');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAccessibleDescription(CHECK_EVERY_BOX);
    await user.click(submit);
    expect(controller.calls).toEqual([]);
    const summary = within(dialog()).getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([NO_PERSONAL_DATA.text]);
    expect(boxes[2]).toHaveAccessibleDescription(MUST_ACCEPT);

    await user.click(boxes[2]!);
    await user.click(confirmButton('Submit record for review'));
    expect(controller.calls.map((call) => call.action)).toEqual(['submitReview']);
  });
});

describe('a community required to publish', () => {
  it("shows InvenioRDM's message when the repository refuses a publish without community", async () => {
    const { user, controller } = renderDepositForm({ state: { record: saved() }, fileCount: 1 });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(confirmButton('Publish'));
    await act(() =>
      controller.settle({
        ok: false,
        flash: flashFor('DRAFT_PUBLISH_FAILED', {
          errors: { status: 400, message: 'Cannot publish without selecting a community.' },
        }),
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cannot publish without selecting a community.',
    );
  });
});
