import { screen, within } from '@testing-library/react';
import { draftLinks } from '../../factories/draft';
import { anEditorRecord } from '../../factories/editorRecord';
import { renderDepositForm } from '../../support/depositForm/renderDepositForm';

/** A draft with a title, a date nobody can read, and no resource type or creators yet. */
const unfinished = () =>
  anEditorRecord({
    id: 'abc12-34567',
    status: 'draft',
    links: draftLinks('abc12-34567'),
    metadata: { title: 'Soil samples', publication_date: '2024-13-45' },
  });

const fieldsToFix = () =>
  within(screen.getByRole('list', { name: 'Fields that need attention' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Publish with a date the form refuses', () => {
  it('lists every field to fix at once, not the date first and the rest on the next try', async () => {
    const { user, controller } = renderDepositForm({
      state: { record: unfinished() },
      fileCount: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Publish' }));

    expect(controller.calls).toHaveLength(0);
    expect(fieldsToFix()).toEqual(
      expect.arrayContaining(['Publication date', 'Resource type', 'Authors/Creators']),
    );
  });

  it('does not hold empty fields against a plain save', async () => {
    const { user } = renderDepositForm({ state: { record: unfinished() }, fileCount: 1 });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(fieldsToFix()).toEqual(['Publication date']);
  });
});
