import { screen } from '@testing-library/react';
import { CreatibutorsField } from '../../../../src/widgets/deposit-form/fields/creatibutors/CreatibutorsField';
import { renderInForm } from '../../../support/depositForm/renderInForm';

/** The stylesheet draws the required mark after a legend with this class, as for inputs. */
const legendOf = (name: string) =>
  screen.getByRole('group', { name }).querySelector(':scope > legend');

describe('the creators list', () => {
  it('is marked required, as publishing needs a creator', () => {
    renderInForm(<CreatibutorsField kind="creators" />);
    expect(legendOf('Authors/Creators')).toHaveClass('rdm-required');
  });

  it('leaves contributors unmarked: they are optional', () => {
    renderInForm(<CreatibutorsField kind="contributors" />);
    expect(legendOf('Contributors')).not.toHaveClass('rdm-required');
  });
});
