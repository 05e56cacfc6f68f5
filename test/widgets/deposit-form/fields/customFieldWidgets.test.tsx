import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { CustomFields } from '../../../../src/widgets/deposit-form/fields/custom/CustomFields';
import type { HostCustomFieldWidgetProps } from '../../../../src/widgets/deposit-form/fields/custom/customFieldWidgetProps';
import { fakeVocabulariesApi } from '../../../support/depositForm/fakeVocabulariesApi';
import { renderInForm } from '../../../support/depositForm/renderInForm';

const DISCIPLINES_URL = '/api/vocabularies/disciplines';

/** One section with every generic widget InvenioRDM hosts configure, as a host prints it. */
const UI = [
  {
    section: 'Project details',
    fields: [
      {
        field: 'demo:project_url',
        ui_widget: 'Input',
        props: { label: 'Project website', placeholder: 'https://…', helpText: 'Where it is.' },
      },
      { field: 'demo:processing', ui_widget: 'TextArea', props: { label: 'Data processing' } },
      {
        field: 'demo:sample_count',
        ui_widget: 'NumberInput',
        props: { label: 'Number of samples', required: true },
      },
      {
        field: 'demo:instrument',
        ui_widget: 'Dropdown',
        props: { label: 'Instrument', placeholder: 'Choose an instrument' },
      },
      {
        field: 'demo:tags',
        ui_widget: 'Dropdown',
        props: { label: 'Sample types', multiple: true },
      },
      {
        field: 'demo:disciplines',
        ui_widget: 'AutocompleteDropdown',
        props: { label: 'Disciplines', autocompleteFrom: DISCIPLINES_URL, multiple: true },
      },
      {
        field: 'demo:lead_discipline',
        ui_widget: 'AutocompleteDropdown',
        props: { label: 'Lead discipline', autocompleteFrom: DISCIPLINES_URL },
      },
      {
        field: 'demo:ongoing',
        ui_widget: 'BooleanCheckbox',
        props: {
          label: 'Ongoing collection',
          trueLabel: 'Still collecting',
          falseLabel: 'Complete',
        },
      },
      {
        field: 'demo:keywords',
        ui_widget: 'MultiInput',
        props: { label: 'Project keywords', additionLabel: 'Add project keyword' },
      },
      { field: 'demo:secret', ui_widget: 'Input', props: { label: 'Hidden note', hidden: true } },
    ],
  },
];

const VOCABULARIES = {
  'demo:instrument': [
    { id: 'seismometer', title: 'Seismometer' },
    { id: 'mass-spectrometer', title: 'Mass spectrometer' },
  ],
  'demo:tags': [
    { id: 'soil', title: 'Soil' },
    { id: 'water', title: 'Water' },
  ],
};

const vocabulariesApi = () =>
  fakeVocabulariesApi({
    entries: {
      [DISCIPLINES_URL]: [
        { id: 'geology', title: { en: 'Geology' } },
        { id: 'oceanography', title: { en: 'Oceanography' } },
      ],
    },
  });

const renderFields = (options: Parameters<typeof renderInForm>[1] = {}) => {
  const api = vocabulariesApi();
  const view = renderInForm(
    <CustomFields ui={UI} vocabularies={VOCABULARIES} vocabulariesApi={api} />,
    options,
  );
  return { ...view, api };
};

describe('the generic custom-field widgets', () => {
  it('edit texts, numbers, choices, entries, yes/no and lists into custom_fields', async () => {
    const { user, values, api } = renderFields();
    await user.type(screen.getByRole('textbox', { name: 'Project website' }), 'https://p.test');
    await user.type(screen.getByRole('textbox', { name: 'Data processing' }), 'Cleaned');
    await user.type(screen.getByRole('textbox', { name: /Number of samples/ }), '42');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Instrument' }), 'Seismometer');
    await user.click(screen.getByRole('checkbox', { name: 'Water' }));
    await user.type(screen.getByRole('combobox', { name: 'Disciplines' }), 'geo');
    await user.click(await screen.findByRole('option', { name: 'Geology' }));
    await user.type(screen.getByRole('combobox', { name: 'Lead discipline' }), 'ocean');
    await screen.findByRole('option', { name: 'Oceanography' });
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByRole('radio', { name: 'Complete' }));
    await user.type(screen.getByRole('textbox', { name: 'Project keywords' }), 'tides{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Project keywords' }), 'waves');
    await user.click(screen.getByRole('button', { name: 'Add project keyword' }));

    expect(values().custom_fields).toMatchObject({
      'demo:project_url': 'https://p.test',
      'demo:processing': 'Cleaned',
      'demo:sample_count': 42,
      'demo:instrument': { id: 'seismometer', title: 'Seismometer' },
      'demo:tags': [{ id: 'water', title: 'Water' }],
      'demo:disciplines': [{ id: 'geology', title: 'Geology' }],
      'demo:lead_discipline': { id: 'oceanography', title: 'Oceanography' },
      'demo:ongoing': false,
      'demo:keywords': ['tides', 'waves'],
    });
    expect(api.calls).toContainEqual({
      method: 'entries',
      query: { url: DISCIPLINES_URL, suggest: 'geo' },
    });
  });

  it('show stored values, and let the user take them back', async () => {
    const { user, values } = renderFields({
      initialValues: {
        custom_fields: {
          'demo:sample_count': 0,
          'demo:instrument': { id: 'retired-probe', title: 'Retired probe' },
          'demo:disciplines': [{ id: 'geology', title: 'Geology' }],
          'demo:lead_discipline': { id: 'oceanography', title: 'Oceanography' },
          'demo:ongoing': true,
          'demo:keywords': ['tides'],
          'demo:secret': 'kept',
        },
      },
    });
    expect(screen.getByRole('textbox', { name: /Number of samples/ })).toHaveValue('0');
    // An entry the option list no longer has is still shown as chosen.
    expect(screen.getByRole('combobox', { name: 'Instrument' })).toHaveDisplayValue(
      'Retired probe',
    );
    expect(screen.getByRole('radio', { name: 'Still collecting' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Hidden note' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Geology' }));
    expect(screen.getByRole('combobox', { name: 'Disciplines' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Change Lead discipline' }));
    expect(screen.getByRole('combobox', { name: 'Lead discipline' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Clear the answer' }));
    expect(screen.getByRole('radio', { name: 'Still collecting' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove tides' }));

    expect(values().custom_fields).toMatchObject({
      'demo:disciplines': [],
      'demo:lead_discipline': '',
      'demo:ongoing': '',
      'demo:keywords': [],
      'demo:secret': 'kept',
    });
  });

  it('keeps a number being typed, and a text that is no number, as typed', async () => {
    const { user, values } = renderFields();
    const count = screen.getByRole('textbox', { name: /Number of samples/ });
    await user.type(count, '1.');
    expect(count).toHaveValue('1.');
    expect(values().custom_fields['demo:sample_count']).toBe(1);
    await user.clear(count);
    await user.type(count, 'about 12');
    expect(values().custom_fields['demo:sample_count']).toBe('about 12');
    await user.clear(count);
    expect(values().custom_fields['demo:sample_count']).toBe('');
  });

  it('does not add an empty or repeated keyword', async () => {
    const { user, values } = renderFields();
    const add = screen.getByRole('button', { name: 'Add project keyword' });
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Project keywords' }), 'tides{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Project keywords' }), ' tides {Enter}');
    expect(values().custom_fields['demo:keywords']).toEqual(['tides']);
  });

  it('show the server errors at their fields', () => {
    renderFields({
      initialErrors: {
        custom_fields: {
          'demo:sample_count': 'Not a valid integer.',
          'demo:ongoing': 'Not a valid boolean.',
          'demo:tags': 'Invalid value rock.',
        },
      } as never,
    });
    const count = screen.getByRole('textbox', { name: /Number of samples/ });
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(count).toHaveAccessibleDescription('Not a valid integer.');
    expect(screen.getByRole('group', { name: 'Ongoing collection' })).toHaveAccessibleDescription(
      'Not a valid boolean.',
    );
    expect(screen.getByRole('group', { name: 'Sample types' })).toHaveAccessibleDescription(
      'Invalid value rock.',
    );
  });

  it('has no axe violation, with values and errors', async () => {
    const { container } = renderFields({
      initialValues: {
        custom_fields: {
          'demo:disciplines': [{ id: 'geology', title: 'Geology' }],
          'demo:lead_discipline': { id: 'oceanography', title: 'Oceanography' },
          'demo:keywords': ['tides'],
        },
      },
      initialErrors: { custom_fields: { 'demo:project_url': 'Not a valid URL.' } } as never,
    });
    const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
    const result = await axe.run(container, { rules });
    expect(result.violations.map(({ id }) => id)).toEqual([]);
  });
});

describe("a host's own widget", () => {
  /** What a host writes: a plain component, reading and setting its value through props. */
  const Rating = ({ value, onChange, label, error, id }: HostCustomFieldWidgetProps) => (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      {[1, 2, 3].map((level) => (
        <label key={level}>
          <input type="radio" checked={value === level} onChange={() => onChange(level)} />
          {level}
        </label>
      ))}
      {error && <p id={`${id}-error`}>{error}</p>}
    </fieldset>
  );
  const ui = [
    {
      section: 'Quality',
      fields: [
        { field: 'demo:quality', ui_widget: 'Rating', props: { label: 'Data quality' } },
        // A host widget named like a built-in one replaces it.
        { field: 'demo:note', ui_widget: 'Input', props: { label: 'Note' } },
      ],
    },
  ];

  it('reads and sets its value, and shows its error', async () => {
    const Input = ({ label }: HostCustomFieldWidgetProps) => <p>host input for {label}</p>;
    const { user, values, rerender } = renderInForm(
      <CustomFields ui={ui} widgets={{ Rating, Input }} />,
      { initialValues: { custom_fields: { 'demo:quality': 2 } } },
    );
    const group = screen.getByRole('group', { name: 'Data quality' });
    expect(within(group).getByRole('radio', { name: '2' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: '3' }));
    expect(values().custom_fields['demo:quality']).toBe(3);
    expect(screen.getByText('host input for Note')).toBeInTheDocument();
    // A re-render keeps the host's component mounted (its own state would otherwise be lost).
    const radio = within(group).getByRole('radio', { name: '3' });
    act(() => rerender(<CustomFields ui={ui} widgets={{ Rating, Input }} />));
    expect(
      within(screen.getByRole('group', { name: 'Data quality' })).getByRole('radio', { name: '3' }),
    ).toBe(radio);
  });
});
