import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { DraftRecord } from '../../../../src/core/model';
import { DepositFormWidget } from '../../../../src/widgets/deposit-form';
import { aMetadataOnlyDraft } from '../../../factories/draft';
import { FakeDraftsApi } from '../../../support/editor/fakeDraftsApi';
import { fakeVocabulariesApi } from '../../../support/depositForm/fakeVocabulariesApi';
import { renderWithOverrides } from '../../../support/renderWithOverrides';
import { clickIntoText } from '../../../support/richText/caret';
import { FakeFilesApi } from '../../../support/upload/fakeFilesApi';
import { fakeCommunitiesApi } from '../../community-header/renderHeader';

const LANGUAGES_URL = '/api/vocabularies/code:programmingLanguages';

/**
 * `forms_config.custom_fields` as invenio-app-rdm's deposit view prints it (`load_custom_fields`):
 * `RDM_CUSTOM_FIELDS_UI` written the way InvenioRDM's docs and contrib modules write it, each
 * field's `props.id` set to its key, the options of a vocabulary field dumped into its
 * `props.options` (`{id, title_l10n}`), and `vocabularies` naming those fields.
 */
const CUSTOM_FIELDS = {
  ui: [
    {
      section: 'CERN Experiment',
      fields: [
        {
          field: 'cern:experiment',
          ui_widget: 'Dropdown',
          is_vocabulary: true,
          props: {
            id: 'cern:experiment',
            label: 'CERN Experiment',
            placeholder: 'ATLAS',
            icon: 'lab',
            description: 'One of the experiments e.g LHC, ATLAS etc.',
            search: false,
            multiple: false,
            clearable: true,
            options: [
              { id: 'ATLAS', title_l10n: 'ATLAS' },
              { id: 'LHC', title_l10n: 'Large Hadron Collider' },
            ],
          },
        },
        {
          field: 'cern:experiment_description_html',
          ui_widget: 'RichInput',
          props: { id: 'cern:experiment_description_html', label: 'Experiment description' },
        },
        {
          field: 'cern:experiment_url',
          ui_widget: 'Input',
          props: {
            id: 'cern:experiment_url',
            label: 'Experiment URL',
            placeholder: 'https://your.experiment.url',
            icon: 'linkify',
            description: 'URL of the experiment to which the record belongs to.',
            required: true,
          },
        },
      ],
    },
    {
      section: 'Software',
      fields: [
        {
          field: 'code:programmingLanguage',
          ui_widget: 'AutocompleteDropdown',
          is_vocabulary: true,
          props: {
            id: 'code:programmingLanguage',
            label: 'Programming language',
            icon: 'code',
            placeholder: 'e.g. Python ...',
            autocompleteFrom: LANGUAGES_URL,
            autocompleteFromAcceptHeader: 'application/vnd.inveniordm.v1+json',
            multiple: true,
            clearable: true,
            // A searched vocabulary (dump_options=False) dumps no options.
            options: null,
          },
        },
        {
          field: 'code:developmentStatus',
          ui_widget: 'Dropdown',
          is_vocabulary: true,
          props: {
            id: 'code:developmentStatus',
            label: 'Development Status',
            placeholder: 'Repository status',
            labelIcon: 'heartbeat',
            helpText: 'Repository current status.',
            options: [
              { id: 'active', title_l10n: 'Active' },
              { id: 'wip', title_l10n: 'WIP' },
            ],
          },
        },
      ],
    },
    {
      section: 'Experiment run',
      fields: [
        {
          field: 'cern:samples',
          ui_widget: 'NumberInput',
          props: { id: 'cern:samples', label: 'Samples', labelIcon: 'calculator' },
        },
        {
          field: 'cern:active',
          ui_widget: 'BooleanCheckbox',
          props: {
            id: 'cern:active',
            label: 'Active experiment',
            trueLabel: 'Yes, running',
            falseLabel: 'No, stopped',
          },
        },
        {
          field: 'cern:keywords',
          ui_widget: 'MultiInput',
          props: { id: 'cern:keywords', label: 'Keywords', additionLabel: 'Add keyword' },
        },
        // An EDTFDateStringCF: InvenioRDM has no date widget for custom fields, only Input.
        {
          field: 'cern:run_dates',
          ui_widget: 'Input',
          props: { id: 'cern:run_dates', label: 'Run dates', helpText: 'e.g. 2024-05/2025' },
        },
        {
          field: 'cern:notes',
          ui_widget: 'TextArea',
          props: { id: 'cern:notes', label: 'Notes', rows: 5 },
        },
      ],
    },
    {
      section: 'Journal',
      fields: [
        {
          field: 'journal:journal',
          ui_widget: 'Journal',
          props: {
            id: 'journal:journal',
            label: 'Journal',
            title: { label: 'Title', placeholder: '', description: 'Title of the journal' },
            volume: { label: 'Volume', placeholder: 'e.g. 645', description: '' },
            issue: { label: 'Issue', placeholder: 'e.g. 7', description: '' },
            pages: { label: 'Page range or article number', placeholder: '', description: '' },
            issn: { label: 'ISSN', placeholder: 'e.g. 2077-9550', description: '' },
            labelIcon: 'newspaper outline',
          },
        },
      ],
    },
    {
      section: 'Internal',
      hide_from_upload_form: true,
      fields: [{ field: 'cern:internal', ui_widget: 'Input', props: { label: 'Internal code' } }],
    },
  ],
  vocabularies: ['cern:experiment', 'code:programmingLanguage', 'code:developmentStatus'],
  error_labels: { 'custom_fields.cern:experiment': 'CERN Experiment' },
};

/** The deposit page of a new upload, or of the draft `stored`. */
const renderForm = (stored?: DraftRecord) => {
  const draftsApi = new FakeDraftsApi({ stored });
  const view = renderWithOverrides(() => (
    <DepositFormWidget
      config={{
        createUrl: 'https://repo.test/api/records',
        default_locale: 'en',
        custom_fields: CUSTOM_FIELDS,
      }}
      record={stored ?? {}}
      permissions={{ can_manage: true }}
      draftsApi={draftsApi}
      filesApi={new FakeFilesApi()}
      communitiesApi={fakeCommunitiesApi([])}
      vocabulariesApi={fakeVocabulariesApi({
        entries: { [LANGUAGES_URL]: [{ id: 'python', title: { en: 'Python' } }] },
      })}
      navigate={jest.fn()}
    />
  ));
  return { ...view, draftsApi };
};

/** Pasted rather than typed: key by key, the whole form would take seconds in jsdom. */
const fill = async (user: UserEvent, input: HTMLElement, text: string) => {
  await user.click(input);
  await user.paste(text);
};

/** The rich-text editor loads after the form. */
const findRichInput = (name: string) => screen.findByRole('textbox', { name });

/** The draft the last save sent, once the form says it is saved. */
const lastSaved = async (draftsApi: FakeDraftsApi) => {
  await screen.findByText('Record successfully saved.');
  return draftsApi.callsOf('save').at(-1)?.draft;
};

/** What the server is sent: vocabulary entries by id, empty fields left out. */
const SENT = {
  'cern:experiment': { id: 'LHC' },
  'cern:experiment_description_html': '<p>Muons</p>',
  'cern:experiment_url': 'https://lhc.test',
  'code:programmingLanguage': [{ id: 'python' }],
  'code:developmentStatus': { id: 'active' },
  'cern:samples': 12,
  'cern:active': false,
  'cern:keywords': ['muons', 'jets'],
  'cern:run_dates': '2024-05/2025',
  'cern:notes': 'Two runs',
  'journal:journal': { title: 'Nature', issn: '0028-0836', volume: '645', pages: 'A29' },
};

describe('custom fields configured as InvenioRDM configures them', () => {
  it('renders every field of the config with its label, help and options', async () => {
    renderForm();
    expect(await findRichInput('Experiment description')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'CERN Experiment' })).toHaveAccessibleDescription(
      'One of the experiments e.g LHC, ATLAS etc.',
    );
    expect(
      within(screen.getByRole('combobox', { name: 'CERN Experiment' }))
        .getAllByRole('option')
        .map(({ textContent }) => textContent),
    ).toEqual(['ATLAS', 'ATLAS', 'Large Hadron Collider']); // the placeholder, then the options
    expect(
      screen.getByRole('combobox', { name: 'Development Status' }),
    ).toHaveAccessibleDescription('Repository current status.');
    const journal = screen.getByRole('group', { name: 'Journal' });
    expect(within(journal).getByRole('textbox', { name: 'Volume' })).toHaveAttribute(
      'placeholder',
      'e.g. 645',
    );
    expect(within(journal).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Title of the journal',
    );
    expect(screen.queryByRole('heading', { name: 'Internal' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Internal code' })).toBeNull();
  });

  it('lists the errors of each field under its label from the config', async () => {
    const { user, draftsApi } = renderForm();
    draftsApi.answerErrorsOnSave([
      { field: 'custom_fields.cern:samples', messages: ['Not a valid integer.'] },
      { field: 'custom_fields.cern:experiment_url', messages: ['Not a valid URL.'] },
    ]);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const summary = await screen.findByRole('list', { name: 'Fields that need attention' });
    expect(within(summary).getByRole('list', { name: 'Samples' })).toHaveTextContent(
      'Not a valid integer.',
    );
    expect(within(summary).getByRole('list', { name: 'Experiment URL' })).toHaveTextContent(
      'Not a valid URL.',
    );
  });

  it('sends what is filled in as the server expects it, and gets it back after a reload', async () => {
    const { user, draftsApi, unmount } = renderForm();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'CERN Experiment' }),
      'Large Hadron Collider',
    );
    await clickIntoText(user, await findRichInput('Experiment description'));
    await user.keyboard('Muons');
    await fill(user, screen.getByRole('textbox', { name: /Experiment URL/ }), 'https://lhc.test');
    await user.type(screen.getByRole('combobox', { name: 'Programming language' }), 'pyt');
    await user.click(await screen.findByRole('option', { name: 'Python' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Development Status' }),
      'Active',
    );
    await fill(user, screen.getByRole('textbox', { name: 'Samples' }), '12');
    await user.click(screen.getByRole('radio', { name: 'No, stopped' }));
    await user.type(screen.getByRole('textbox', { name: 'Keywords' }), 'muons{Enter}jets{Enter}');
    await fill(user, screen.getByRole('textbox', { name: 'Run dates' }), '2024-05/2025');
    await fill(user, screen.getByRole('textbox', { name: 'Notes' }), 'Two runs');
    const journal = screen.getByRole('group', { name: 'Journal' });
    await fill(user, within(journal).getByRole('textbox', { name: 'Title' }), 'Nature');
    await fill(user, within(journal).getByRole('textbox', { name: 'ISSN' }), '0028-0836');
    await fill(user, within(journal).getByRole('textbox', { name: 'Volume' }), '645');
    await fill(
      user,
      within(journal).getByRole('textbox', { name: 'Page range or article number' }),
      'A29',
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await lastSaved(draftsApi)).toHaveProperty('custom_fields', SENT);
    unmount();

    // The server answers vocabulary entries with their titles by locale (VocabularyCF's dump).
    const reloaded = renderForm(
      aMetadataOnlyDraft({
        custom_fields: {
          ...SENT,
          'cern:experiment': { id: 'LHC', title: { en: 'Large Hadron Collider' } },
          'code:programmingLanguage': [{ id: 'python', title: { en: 'Python' } }],
          'code:developmentStatus': { id: 'active', title: { en: 'Active' } },
        },
      }),
    );
    expect(screen.getByRole('combobox', { name: 'CERN Experiment' })).toHaveDisplayValue(
      'Large Hadron Collider',
    );
    expect(screen.getByRole('list', { name: 'Chosen Programming language' })).toHaveTextContent(
      'Python',
    );
    expect(screen.getByRole('radio', { name: 'No, stopped' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Samples' })).toHaveValue('12');
    await reloaded.user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await lastSaved(reloaded.draftsApi)).toHaveProperty('custom_fields', SENT);
  }, 15_000);
});
