import { screen, within } from '@testing-library/react';
import type { FormVocabularies } from '../../../../src/core/model';
import { AdditionalTitlesField } from '../../../../src/widgets/deposit-form/fields/AdditionalTitlesField';
import { PublicationDateField } from '../../../../src/widgets/deposit-form/fields/PublicationDateField';
import { PublisherField } from '../../../../src/widgets/deposit-form/fields/PublisherField';
import { ResourceTypeField } from '../../../../src/widgets/deposit-form/fields/ResourceTypeField';
import { TitleField } from '../../../../src/widgets/deposit-form/fields/TitleField';
import { VersionField } from '../../../../src/widgets/deposit-form/fields/VersionField';
import { renderInForm } from '../../../support/depositForm/renderInForm';

const vocabularies: FormVocabularies = {
  resource_type: [
    { id: 'software', icon: 'code', type_name: 'Software', subtype_name: '' },
    {
      id: 'publication-article',
      icon: 'file alternate',
      type_name: 'Publication',
      subtype_name: 'Article',
    },
    { id: 'dataset', icon: 'table', type_name: 'Dataset', subtype_name: '' },
  ],
  titles: {
    type: [
      { value: 'alternative-title', text: 'Alternative title' },
      { value: 'subtitle', text: 'Subtitle' },
    ],
  },
};

describe('basic text fields', () => {
  it.each([
    ['Title', <TitleField key="title" />, 'title'],
    ['Publication date', <PublicationDateField key="date" />, 'publication_date'],
    ['Version', <VersionField key="version" />, 'version'],
    ['Publisher', <PublisherField key="publisher" />, 'publisher'],
  ] as const)('puts what is typed in %s into the form values', async (label, field, key) => {
    const { user, values } = renderInForm(field);
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), '2024-05');
    expect(values().metadata[key]).toBe('2024-05');
  });

  it('marks title and publication date as required, version and publisher not', () => {
    renderInForm(
      <>
        <TitleField />
        <PublicationDateField />
        <VersionField />
        <PublisherField />
      </>,
    );
    expect(screen.getByLabelText('Title').closest('.field')).toHaveClass('required');
    expect(screen.getByLabelText('Publication date').closest('.field')).toHaveClass('required');
    expect(screen.getByLabelText('Version').closest('.field')).not.toHaveClass('required');
    expect(screen.getByLabelText('Publisher').closest('.field')).not.toHaveClass('required');
  });

  it('explains the publication date formats and shows its error under the input', () => {
    renderInForm(<PublicationDateField />, {
      initialErrors: { metadata: { publication_date: 'Invalid date.' } as never },
    });
    const input = screen.getByLabelText('Publication date');
    expect(input).toHaveAccessibleDescription(
      'Format: YYYY-MM-DD, YYYY-MM, YYYY, or intervals DATE/DATE. Invalid date.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the title input named metadata.title (the bench types into it)', () => {
    const { container } = renderInForm(<TitleField />, {
      initialErrors: { metadata: { title: 'Missing data for required field.' } as never },
    });
    const input = container.querySelector('input[name="metadata.title"]');
    expect(input).toBe(screen.getByLabelText('Title'));
    expect(input).toHaveAccessibleDescription('Missing data for required field.');
  });
});

describe('ResourceTypeField', () => {
  it('offers the types as "type / subtype", sorted, and stores the chosen id', async () => {
    const { user, values } = renderInForm(<ResourceTypeField vocabularies={vocabularies} />);
    const select = screen.getByRole('combobox', { name: 'Resource type' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a resource type…', 'Dataset', 'Publication / Article', 'Software']);
    await user.selectOptions(select, 'Publication / Article');
    expect(values().metadata.resource_type).toBe('publication-article');
  });

  it('shows the chosen type’s icon beside the select, hidden from screen readers', () => {
    const { container } = renderInForm(<ResourceTypeField vocabularies={vocabularies} />, {
      initialValues: { metadata: { resource_type: 'dataset' } as never },
    });
    expect(screen.getByRole('combobox', { name: 'Resource type' })).toHaveValue('dataset');
    const icon = container.querySelector('i.table.icon');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('is required and shows its error', () => {
    renderInForm(<ResourceTypeField vocabularies={vocabularies} />, {
      initialErrors: { metadata: { resource_type: 'Missing data for required field.' } as never },
    });
    const select = screen.getByRole('combobox', { name: 'Resource type' });
    expect(select.closest('.field')).toHaveClass('required');
    expect(select).toHaveAccessibleDescription('Missing data for required field.');
  });
});

describe('AdditionalTitlesField', () => {
  it('adds a title row whose type starts as alternative title', async () => {
    const { user, values } = renderInForm(<AdditionalTitlesField vocabularies={vocabularies} />);
    await user.click(screen.getByRole('button', { name: 'Add title' }));
    const row = screen.getByRole('group', { name: 'Additional title 1' });
    expect(within(row).getByLabelText('Title')).toHaveFocus();
    await user.keyboard('Soil data');
    expect(within(row).getByRole('combobox', { name: 'Type' })).toHaveValue('alternative-title');
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Type' }), 'Subtitle');
    expect(values().metadata.additional_titles).toEqual([{ title: 'Soil data', type: 'subtitle' }]);
  });

  it('removes the row asked for', async () => {
    const { user, values } = renderInForm(<AdditionalTitlesField vocabularies={vocabularies} />, {
      initialValues: {
        metadata: {
          additional_titles: [
            { title: 'First', type: 'subtitle' },
            { title: 'Second', type: 'alternative-title' },
          ],
        } as never,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Remove additional title 1' }));
    expect(values().metadata.additional_titles).toEqual([
      { title: 'Second', type: 'alternative-title' },
    ]);
  });

  it('shows each row’s errors at their inputs', () => {
    renderInForm(<AdditionalTitlesField vocabularies={vocabularies} />, {
      initialValues: {
        metadata: {
          additional_titles: [
            { title: 'Fine', type: 'subtitle' },
            { title: '', type: '' },
          ],
        } as never,
      },
      initialErrors: {
        metadata: {
          additional_titles: [
            undefined,
            { title: 'Title is a required field.', type: 'Type is a required field.' },
          ],
        } as never,
      },
    });
    const first = screen.getByRole('group', { name: 'Additional title 1' });
    expect(within(first).getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    const second = screen.getByRole('group', { name: 'Additional title 2' });
    expect(within(second).getByLabelText('Title')).toHaveAccessibleDescription(
      'Title is a required field.',
    );
    expect(within(second).getByRole('combobox', { name: 'Type' })).toHaveAccessibleDescription(
      'Type is a required field.',
    );
  });
});
