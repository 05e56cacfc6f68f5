import { screen, within } from '@testing-library/react';
import type { FormVocabularies } from '../../../../src/core/model';
import { AdditionalDescriptionsField } from '../../../../src/widgets/deposit-form/fields/AdditionalDescriptionsField';
import { DescriptionField } from '../../../../src/widgets/deposit-form/fields/DescriptionField';
import { renderInForm } from '../../../support/depositForm/renderInForm';
import { clickIntoText } from '../../../support/richText/caret';

const findEditor = (name: string, within_: HTMLElement = document.body) =>
  within(within_).findByRole('textbox', { name });

const vocabularies: FormVocabularies = {
  descriptions: {
    type: [
      { value: 'abstract', text: 'Abstract' },
      { value: 'methods', text: 'Methods' },
    ],
  },
};

describe('DescriptionField', () => {
  it('puts what is typed into metadata.description as HTML', async () => {
    const { user, values } = renderInForm(<DescriptionField />);
    await clickIntoText(user, await findEditor('Description'));
    await user.keyboard('Soil samples');
    expect(values().metadata.description).toBe('<p>Soil samples</p>');
  });

  it('shows the stored description and its error', async () => {
    renderInForm(<DescriptionField />, {
      initialValues: { metadata: { description: '<p>Stored <strong>text</strong></p>' } as never },
      initialErrors: { metadata: { description: 'Too long.' } as never },
    });
    const editor = await findEditor('Description');
    expect(editor).toHaveTextContent('Stored text');
    expect(editor).toHaveAccessibleDescription('Too long.');
  });
});

describe('AdditionalDescriptionsField', () => {
  it('adds a row whose description and type land in the form values', async () => {
    const { user, values } = renderInForm(
      <AdditionalDescriptionsField vocabularies={vocabularies} />,
    );
    await user.click(screen.getByRole('button', { name: 'Add description' }));
    const row = screen.getByRole('group', { name: 'Additional description 1' });
    await clickIntoText(user, await findEditor('Description', row));
    await user.keyboard('How we sampled');
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Type' }), 'Methods');
    expect(values().metadata.additional_descriptions).toEqual([
      { description: '<p>How we sampled</p>', type: 'methods' },
    ]);
  });

  it('shows each row’s errors at their inputs', async () => {
    renderInForm(<AdditionalDescriptionsField vocabularies={vocabularies} />, {
      initialValues: {
        metadata: { additional_descriptions: [{ description: '', type: '' }] } as never,
      },
      initialErrors: {
        metadata: {
          additional_descriptions: [
            {
              description: 'Description is a required field.',
              type: 'Type is a required field.',
            },
          ],
        } as never,
      },
    });
    const row = screen.getByRole('group', { name: 'Additional description 1' });
    expect(await findEditor('Description', row)).toHaveAccessibleDescription(
      'Description is a required field.',
    );
    expect(within(row).getByRole('combobox', { name: 'Type' })).toHaveAccessibleDescription(
      'Type is a required field.',
    );
  });

  it('removes the row asked for', async () => {
    const { user, values } = renderInForm(
      <AdditionalDescriptionsField vocabularies={vocabularies} />,
      {
        initialValues: {
          metadata: {
            additional_descriptions: [
              { description: '<p>One</p>', type: 'abstract' },
              { description: '<p>Two</p>', type: 'methods' },
            ],
          } as never,
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Remove additional description 2' }));
    expect(values().metadata.additional_descriptions).toEqual([
      { description: '<p>One</p>', type: 'abstract' },
    ]);
  });
});
