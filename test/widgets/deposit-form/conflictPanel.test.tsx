import { screen, within } from '@testing-library/react';
import { flashFor } from '../../../src/core/serializer/flashMessages';
import { anEditorRecord } from '../../factories/editorRecord';
import { renderDepositForm } from '../../support/depositForm/renderDepositForm';

const record = anEditorRecord({ id: 'abc12-34567', metadata: { title: 'Tab A title' } });
const conflicts = [
  { path: 'metadata.title', local: 'Tab A title', remote: 'Tab B title' },
  { path: 'metadata.description', local: '<p>Mine, <b>bold</b></p>', remote: '' },
];

const renderConflict = () =>
  renderDepositForm({
    state: { record, flash: flashFor('DRAFT_SAVE_CONFLICT'), conflicts },
  });

describe('ConflictPanel', () => {
  it('shows both versions of each value, the user’s own chosen, and takes the focus', () => {
    renderConflict();
    const panel = screen.getByRole('region', { name: 'Changed here and elsewhere' });
    expect(panel).toHaveFocus();
    const title = within(panel).getByRole('group', { name: 'Title' });
    expect(within(title).getByLabelText('Keep mine: Tab A title')).toBeChecked();
    expect(within(title).getByLabelText('Take theirs: Tab B title')).not.toBeChecked();
    // HTML is shown as text without its tags; an empty value says so.
    const description = within(panel).getByRole('group', { name: 'Description' });
    expect(within(description).getByLabelText('Keep mine: Mine, bold')).toBeChecked();
    expect(within(description).getByLabelText('Take theirs: (empty)')).toBeInTheDocument();
  });

  it('saves the form values with the choices applied', async () => {
    const { user, controller } = renderConflict();
    const title = screen.getByRole('group', { name: 'Title' });
    await user.click(within(title).getByLabelText('Take theirs: Tab B title'));
    await user.click(screen.getByRole('button', { name: 'Save with these choices' }));
    const [call] = controller.calls;
    expect(call?.action).toBe('save');
    expect(call?.values.metadata.title).toBe('Tab B title');
    expect(call?.values.metadata.description).toBe(record.metadata.description);
  });
});
