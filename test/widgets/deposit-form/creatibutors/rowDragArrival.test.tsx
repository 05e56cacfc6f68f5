import { screen, within } from '@testing-library/react';
import { CreatibutorsField } from '../../../../src/widgets/deposit-form/fields/creatibutors/CreatibutorsField';
import { renderInForm } from '../../../support/depositForm/renderInForm';
import { aFormCreator, rowDragLoaded, withMetadata } from './listFixtures';

// A file of its own: drag and drop's code is loaded once per module registry, so here it
// arrives after the list has shown, as on a page.
describe('drag and drop arriving after the list', () => {
  it('leaves the rows as they are: the focus stays on the button that had it', async () => {
    renderInForm(<CreatibutorsField kind="creators" />, {
      initialValues: withMetadata({
        creators: [aFormCreator('Doe', 'Jane'), aFormCreator('Roe', 'Rick')],
      }),
    });
    const [first] = within(screen.getByRole('list', { name: 'Authors/Creators' })).getAllByRole(
      'listitem',
    );
    const down = screen.getByRole('button', { name: 'Move Doe, Jane down' });
    down.focus();
    expect(first!.querySelector('.rdm-drag-handle')).not.toHaveAttribute('draggable');

    await rowDragLoaded();
    expect(down).toBeInTheDocument();
    expect(down).toHaveFocus();
  });
});
