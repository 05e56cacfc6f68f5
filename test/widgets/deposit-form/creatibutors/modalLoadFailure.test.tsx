import { screen, within } from '@testing-library/react';
import { TextField } from '../../../../src/ui/fields';
import { CreatibutorsField } from '../../../../src/widgets/deposit-form/fields/creatibutors/CreatibutorsField';
import { renderInForm } from '../../../support/depositForm/renderInForm';
import { someFormCreators, withMetadata } from './listFixtures';

// The dialog's code cannot be loaded when the pointer reaches the list nor on the click; it
// can by the time Retry is pressed.
let mockLoads = 0;
jest.mock('../../../../src/widgets/deposit-form/fields/creatibutors/CreatibutorModal', () => {
  mockLoads += 1;
  if (mockLoads <= 2) throw new Error('Loading chunk CreatibutorModal failed');
  return jest.requireActual(
    '../../../../src/widgets/deposit-form/fields/creatibutors/CreatibutorModal',
  );
});

it('keeps what was typed when the author dialog cannot load, and Retry opens it', async () => {
  const { user, values } = renderInForm(
    <>
      <TextField name="metadata.title" label="Title" />
      <CreatibutorsField kind="creators" />
    </>,
    { initialValues: withMetadata({ creators: someFormCreators(2) }) },
  );
  await user.type(screen.getByLabelText('Title'), 'Soil samples');
  const add = screen.getByRole('button', { name: 'Add author' });

  await user.click(add);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This dialog could not be loaded.');
  expect(screen.getByLabelText('Title')).toHaveValue('Soil samples');
  expect(values().metadata.creators).toHaveLength(2);

  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add author' });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(dialog).not.toBeInTheDocument();
  expect(add).toHaveFocus();
  expect(values().metadata.title).toBe('Soil samples');
});
