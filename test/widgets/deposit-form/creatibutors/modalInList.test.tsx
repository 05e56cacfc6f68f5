import { screen, waitFor, within } from '@testing-library/react';
import { CreatibutorsField } from '../../../../src/widgets/deposit-form/fields/creatibutors/CreatibutorsField';
import { renderInForm } from '../../../support/depositForm/renderInForm';

/** The real modal inside the real list: the contract between the two, end to end. */
describe('Creator modal in the creators list', () => {
  it('adds two people with Save and add another, then Save, without submitting the record', async () => {
    const { user, values, onSubmit } = renderInForm(
      <CreatibutorsField kind="creators" autocompleteNames="off" />,
    );
    await user.click(screen.getByRole('button', { name: 'Add author' }));
    const modal = screen.getByRole('dialog', { name: 'Add author' });
    await user.type(within(modal).getByRole('textbox', { name: /Family name/ }), 'Doe');
    await user.click(within(modal).getByRole('button', { name: 'Save and add another' }));
    await within(modal).findByRole('button', { name: 'Added!' });

    await user.type(within(modal).getByRole('textbox', { name: /Family name/ }), 'Roe');
    // Enter submits the modal's own form only, not the deposit form around it.
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();

    expect(values().metadata.creators.map((creator) => creator.person_or_org.name)).toEqual([
      'Doe',
      'Roe',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add author' })).toHaveFocus();
  });

  it('edits a contributor in place', async () => {
    const { user, values } = renderInForm(
      <CreatibutorsField
        kind="contributors"
        autocompleteNames="off"
        vocabularies={{ contributors: { role: [{ value: 'editor', text: 'Editor' }] } }}
      />,
      {
        initialValues: {
          metadata: {
            contributors: [
              {
                person_or_org: { type: 'personal', family_name: 'Doe', name: 'Doe' },
                affiliations: [],
              },
            ],
          } as never,
        },
      },
    );
    await user.click(screen.getByRole('button', { name: /Edit/ }));
    const modal = screen.getByRole('dialog', { name: 'Edit contributor' });
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('Role is a required field.')).toBeVisible();
    await user.selectOptions(within(modal).getByRole('combobox', { name: /Role/ }), 'Editor');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    // The modal's validation is asynchronous: the modal closes once it has passed.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(values().metadata.contributors).toEqual([
      {
        person_or_org: {
          type: 'personal',
          family_name: 'Doe',
          given_name: '',
          name: 'Doe',
          identifiers: [],
        },
        affiliations: [],
        role: 'editor',
      },
    ]);
  });
});
