import { act, screen, within } from '@testing-library/react';
import type { ActionState } from '../../../src/core/model';
import { flashFor } from '../../../src/core/serializer/flashMessages';
import { renderDepositForm } from '../../support/depositForm/renderDepositForm';

const RETRY = 'Please try again. If the problem persists, contact user support.';

// The messages after each action, written out here so a changed text fails the test.
const FLASH_MESSAGES: [ActionState, 'status' | 'alert', string][] = [
  ['DRAFT_SAVE_SUCCEEDED', 'status', 'Record successfully saved.'],
  ['DRAFT_HAS_VALIDATION_ERRORS', 'alert', 'Record saved with validation errors:'],
  ['DRAFT_SAVE_FAILED', 'alert', `The draft was not saved. ${RETRY}`],
  ['DRAFT_PUBLISH_FAILED', 'alert', `The draft was not published. ${RETRY}`],
  [
    'DRAFT_PUBLISH_FAILED_WITH_VALIDATION_ERRORS',
    'alert',
    'The draft was not published. Record saved with validation errors:',
  ],
  ['DRAFT_SUBMIT_REVIEW_FAILED', 'alert', `The draft was not submitted for review. ${RETRY}`],
  [
    'DRAFT_SUBMIT_REVIEW_FAILED_WITH_VALIDATION_ERRORS',
    'alert',
    'The draft was not submitted for review. Record saved with validation errors:',
  ],
  ['DRAFT_DELETE_FAILED', 'alert', `Draft deletion failed. ${RETRY}`],
  ['DRAFT_PREVIEW_FAILED', 'alert', `Draft preview failed. ${RETRY}`],
  ['RESERVE_PID_FAILED', 'alert', `Identifier reservation failed. ${RETRY}`],
  ['DISCARD_PID_FAILED', 'alert', `Identifier could not be discarded. ${RETRY}`],
  ['DRAFT_SAVE_BEFORE_UPLOAD_FAILED', 'alert', `Draft save failed before file upload. ${RETRY}`],
  ['FILES_IMPORT_FAILED', 'alert', `Files import from the previous version failed. ${RETRY}`],
];

describe('DepositForm flash banner', () => {
  it.each(FLASH_MESSAGES)('shows %s word for word as a %s', (actionState, role, message) => {
    renderDepositForm({ state: { actionState, flash: flashFor(actionState) } });
    const banner = screen.getByRole(role);
    expect(banner).toHaveTextContent(message);
    expect(banner).toHaveAttribute(
      'data-state',
      actionState === 'DRAFT_SAVE_SUCCEEDED'
        ? 'positive'
        : actionState === 'DRAFT_HAS_VALIDATION_ERRORS'
          ? 'warning'
          : 'negative',
    );
  });

  it('shows nothing without a flash', () => {
    renderDepositForm();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lists the field errors under their labels, one list per label', () => {
    const flash = flashFor('DRAFT_HAS_VALIDATION_ERRORS', {
      errors: [
        { field: 'metadata.title', messages: ['Missing data for required field.'] },
        { field: 'metadata.creators.0.person_or_org.family_name', messages: ['Too short.'] },
        { field: 'metadata.creators.1.affiliations', messages: ['Unknown affiliation.'] },
        { field: 'mystery', messages: ['Odd.'] },
      ],
    });
    renderDepositForm({ state: { flash } });
    const banner = screen.getByRole('alert');
    expect(within(banner).getByRole('list', { name: 'Title' })).toHaveTextContent(
      'Missing data for required field.',
    );
    const creators = within(
      within(banner).getByRole('list', { name: 'Authors/Creators' }),
    ).getAllByRole('listitem');
    expect(creators.map((item) => item.textContent)).toEqual([
      'Too short.',
      'Unknown affiliation.',
    ]);
    expect(within(banner).getByRole('list', { name: 'Unknown field' })).toHaveTextContent('Odd.');
  });

  it("puts the server's message in place of the headline, as text only", () => {
    const flash = flashFor('DRAFT_PUBLISH_FAILED', {
      serverMessage: '<img src=x onerror=alert(1)>Quota exceeded',
    });
    const { container } = renderDepositForm({ state: { flash } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      '<img src=x onerror=alert(1)>Quota exceeded',
    );
    expect(container.querySelector('img')).toBeNull();
  });

  it('is dismissed by its button', async () => {
    const { user, controller } = renderDepositForm({
      state: { flash: flashFor('DRAFT_SAVE_FAILED') },
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(controller.dismissed).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes focus when a failure appears after an action', async () => {
    const { user, controller } = renderDepositForm();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await act(() => controller.settle({ ok: false, flash: flashFor('DRAFT_SAVE_FAILED') }));
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('announces a success without moving focus away from the pressed button', async () => {
    const { user, controller } = renderDepositForm();
    const save = screen.getByRole('button', { name: 'Save draft' });
    await user.click(save);
    await act(() => controller.settle({ ok: true, flash: flashFor('DRAFT_SAVE_SUCCEEDED') }));
    expect(screen.getByRole('status')).toHaveTextContent('Record successfully saved.');
    expect(save).toHaveFocus();
  });
});
