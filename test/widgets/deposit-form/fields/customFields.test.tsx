import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { ComingSoonField } from '../../../../src/widgets/deposit-form/fields/ComingSoonField';
import { CustomFields } from '../../../../src/widgets/deposit-form/fields/custom/CustomFields';
import { readCustomFieldSections } from '../../../../src/widgets/deposit-form/fields/custom/customFieldSections';
import { renderInForm } from '../../../support/depositForm/renderInForm';

/** The sections as an InvenioRDM host page prints them in the form's config. */
const UI = [
  {
    section: 'Publishing information',
    fields: [
      {
        field: 'journal:journal',
        ui_widget: 'JournalField',
        props: { label: 'Journal', pages: { label: 'Page range or article number' } },
      },
      { field: 'imprint:imprint', ui_widget: 'ImprintField', props: { label: 'Imprint' } },
      {
        field: 'thesis:thesis',
        ui_widget: 'ThesisField',
        props: {
          university: { description: 'As on the title page.' },
          department: { label: 'Department' },
          type: { label: 'Thesis type' },
          date_submitted: { label: 'Date submitted' },
          date_defended: { label: 'Date defended' },
        },
      },
    ],
  },
  {
    section: 'Conference',
    fields: [
      { field: 'meeting:meeting', ui_widget: 'MeetingField', props: {} },
      { field: 'rdm:funding_note', ui_widget: 'ComingSoon', props: { label: 'Funding note' } },
      { field: 'rdm:venue_note', ui_widget: 'FancyMapPicker', props: { label: 'Venue note' } },
    ],
  },
];

const section = (name: string) => screen.getByRole('region', { name });
const group = (name: string) => screen.getByRole('group', { name });

describe('CustomFields', () => {
  it('places each widget under its config section heading', () => {
    renderInForm(<CustomFields ui={UI} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Publishing information',
      'Conference',
    ]);
    const publishing = section('Publishing information');
    expect(within(publishing).getByRole('group', { name: 'Journal' })).toBeInTheDocument();
    expect(within(publishing).getByRole('group', { name: 'Imprint' })).toBeInTheDocument();
    expect(within(publishing).getByRole('group', { name: 'Thesis' })).toBeInTheDocument();
    const conference = section('Conference');
    expect(within(conference).getByRole('group', { name: 'Meeting' })).toBeInTheDocument();
    expect(within(conference).getByLabelText('Funding note')).toBeDisabled();
  });

  it('binds every text of every bundle to custom_fields.<bundle>.<key>', async () => {
    const { user, values } = renderInForm(<CustomFields ui={UI} />);
    // Pasted rather than typed: 22 inputs key by key would take seconds in jsdom.
    const typeIn = async (groupName: string, label: string, text: string) => {
      await user.click(within(group(groupName)).getByRole('textbox', { name: label }));
      await user.paste(text);
    };

    await typeIn('Journal', 'Journal title', 'Nature');
    await typeIn('Journal', 'ISSN', '0028-0836');
    await typeIn('Journal', 'Volume', '12');
    await typeIn('Journal', 'Issue', '3');
    await typeIn('Journal', 'Page range or article number', '1-9');
    await typeIn('Imprint', 'Book title', 'Soils');
    await typeIn('Imprint', 'ISBN', '978-3-16-148410-0');
    await typeIn('Imprint', 'Place', 'Geneva');
    await typeIn('Imprint', 'Pages', '20-30');
    await typeIn('Imprint', 'Edition', '3rd');
    await typeIn('Meeting', 'Meeting title', 'Soil Days');
    await typeIn('Meeting', 'Acronym', 'SD');
    await typeIn('Meeting', 'Dates', '1-3 May 2026');
    await typeIn('Meeting', 'Place', 'Bern');
    await typeIn('Meeting', 'Website', 'https://soil.test');
    await typeIn('Meeting', 'Session', 'A');
    await typeIn('Meeting', 'Session part', '2');
    await typeIn('Thesis', 'Awarding university', 'ETH');
    await typeIn('Thesis', 'Department', 'Earth sciences');
    await typeIn('Thesis', 'Thesis type', 'PhD');
    await typeIn('Thesis', 'Date submitted', '2025-09');
    await typeIn('Thesis', 'Date defended', '2026-01-20');

    expect(values().custom_fields).toEqual({
      'journal:journal': {
        title: 'Nature',
        issn: '0028-0836',
        volume: '12',
        issue: '3',
        pages: '1-9',
      },
      'imprint:imprint': {
        title: 'Soils',
        isbn: '978-3-16-148410-0',
        place: 'Geneva',
        pages: '20-30',
        edition: '3rd',
      },
      'meeting:meeting': {
        title: 'Soil Days',
        acronym: 'SD',
        dates: '1-3 May 2026',
        place: 'Bern',
        url: 'https://soil.test',
        session: 'A',
        session_part: '2',
      },
      'thesis:thesis': {
        university: 'ETH',
        department: 'Earth sciences',
        type: 'PhD',
        date_submitted: '2025-09',
        date_defended: '2026-01-20',
      },
    });
  });

  it('shows stored values, the config help and the errors at their paths', () => {
    renderInForm(<CustomFields ui={UI} />, {
      initialValues: { custom_fields: { 'thesis:thesis': { university: 'EPFL' } } },
      initialErrors: { custom_fields: { 'thesis:thesis': { university: 'Too long.' } } } as never,
    });
    const university = within(group('Thesis')).getByRole('textbox', {
      name: 'Awarding university',
    });
    expect(university).toHaveValue('EPFL');
    expect(university).toHaveAccessibleDescription('As on the title page. Too long.');
    expect(university).toHaveAttribute('aria-invalid', 'true');
  });

  it('says which widget it lacks for an unknown widget, keeping the value', () => {
    const { values } = renderInForm(<CustomFields ui={UI} />, {
      initialValues: { custom_fields: { 'rdm:venue_note': { hall: 'B', floor: 2 } } },
    });
    const field = screen.getByRole('textbox', { name: 'Venue note' });
    expect(field).toBeDisabled();
    expect(field).toHaveAccessibleDescription(
      'This field cannot be edited here: no widget is named “FancyMapPicker”.',
    );
    expect(values().custom_fields['rdm:venue_note']).toEqual({ hall: 'B', floor: 2 });
  });

  it('keeps a bundle widget for a bundle under an unknown widget name', () => {
    renderInForm(
      <CustomFields
        ui={[{ section: 'Other', fields: [{ field: 'thesis:thesis', ui_widget: 'Thesis2' }] }]}
      />,
    );
    expect(within(group('Thesis')).getByLabelText('Awarding university')).toBeInTheDocument();
  });

  it('takes the bundles by their InvenioRDM widget names, under any key', () => {
    renderInForm(
      <CustomFields
        ui={[{ section: 'Degree', fields: [{ field: 'uni:thesis', ui_widget: 'Thesis' }] }]}
      />,
    );
    expect(within(group('Thesis')).getByLabelText('Awarding university')).toHaveAttribute(
      'name',
      'custom_fields.uni:thesis.university',
    );
  });

  it('shows only the later bundle parts the config gives, as its release has them', () => {
    // A thesis and a meeting configured as invenio-rdm-records' contrib modules did in 2023.
    const older = [
      {
        section: 'Older release',
        fields: [
          {
            field: 'thesis:thesis',
            ui_widget: 'Thesis',
            props: { label: 'Thesis', university: { label: 'Awarding university' } },
          },
          {
            field: 'meeting:meeting',
            ui_widget: 'Meeting',
            props: { label: 'Meeting', title: { label: 'Title', placeholder: 'e.g. Soil Days' } },
          },
        ],
      },
    ];
    renderInForm(<CustomFields ui={older} />);
    const texts = (name: string) =>
      within(group(name))
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('name'));
    expect(texts('Thesis')).toEqual(['custom_fields.thesis:thesis.university']);
    expect(texts('Meeting')).not.toContain('custom_fields.meeting:meeting.url');
    expect(within(group('Meeting')).getByRole('textbox', { name: 'Title' })).toHaveAttribute(
      'placeholder',
      'e.g. Soil Days',
    );
  });

  it('shows nothing without config', () => {
    const { container } = renderInForm(<CustomFields />);
    expect(container.querySelectorAll('input')).toHaveLength(0);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('has no axe violation', async () => {
    const { container } = renderInForm(<CustomFields ui={UI} />);
    const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
    const result = await axe.run(container, { rules });
    expect(result.violations.map(({ id }) => id)).toEqual([]);
  });
});

describe('readCustomFieldSections', () => {
  it('drops malformed entries and empty sections', () => {
    expect(
      readCustomFieldSections([
        null,
        'junk',
        { section: 'Empty', fields: [{ ui_widget: 'Input' }] },
        { section: 'Kept', fields: [{ field: 'a:b', ui_widget: 'Input', props: 'x' }, 3] },
      ]),
    ).toEqual([{ section: 'Kept', fields: [{ field: 'a:b', widget: 'Input', props: {} }] }]);
    expect(readCustomFieldSections({ section: 'not a list' })).toEqual([]);
  });
});

describe('ComingSoonField', () => {
  it('is a labelled, disabled placeholder saying Coming soon', () => {
    renderInForm(<ComingSoonField label="Locations" />);
    const input = screen.getByRole('textbox', { name: 'Locations' });
    expect(input).toBeDisabled();
    expect(input).toHaveAccessibleDescription('Coming soon');
    expect(screen.getByText('Coming soon')).toBeVisible();
  });
});
