import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { DraftRecord } from '../../../../src/core/model';
import { DepositFormWidget, type DepositFormConfig } from '../../../../src/widgets/deposit-form';
import { PrefillCoreContext } from '../../../../src/widgets/deposit-form/prefill/prefillCore';
import { aMetadataOnlyDraft, draftLinks } from '../../../factories/draft';
import { FakeDraftsApi } from '../../../support/editor/fakeDraftsApi';
import {
  aPrefillEntry,
  aPrefillError,
  aPrefillResult,
  fakePrefillCore,
  type FakePrefillAnswer,
} from '../../../support/prefill/fakePrefillCore';
import { renderWithOverrides } from '../../../support/renderWithOverrides';
import { FakeFilesApi } from '../../../support/upload/fakeFilesApi';
import { fakeCommunitiesApi } from '../../community-header/renderHeader';
import { descriptionEditorLoaded } from '../../../support/editor/descriptionEditorLoaded';

/** Starting the deposit form from a DOI or a citation file: the panel, the review, Undo. */

const RELATIONS = [
  { value: 'cites', text: 'Cites' },
  { value: 'isversionof', text: 'Is version of' },
  { value: 'isidenticalto', text: 'Is identical to' },
  { value: 'issupplementto', text: 'Is supplement to' },
];

const config: DepositFormConfig = {
  createUrl: 'https://repo.test/api/records',
  default_locale: 'en',
  vocabularies: { related_identifiers: { relation_type: RELATIONS } },
};

const DOI = '10.5281/zenodo.1234';

const saved = aMetadataOnlyDraft({
  id: 'abc12-34567',
  links: draftLinks('abc12-34567'),
  metadata: { title: 'Soil samples from the Rhine delta', publication_date: '2024-01-01' },
});

const renderForm = async ({
  record = {},
  fromText,
  fromFile,
  formConfig = config,
}: {
  record?: DraftRecord | Record<string, never>;
  fromText?: FakePrefillAnswer[];
  fromFile?: FakePrefillAnswer[];
  formConfig?: DepositFormConfig;
} = {}) => {
  const draftsApi = new FakeDraftsApi({ stored: record.id ? (record as DraftRecord) : undefined });
  const fake = fakePrefillCore({ fromText, fromFile });
  const view = renderWithOverrides(() => (
    <PrefillCoreContext.Provider value={fake.load}>
      <DepositFormWidget
        config={formConfig}
        record={record}
        permissions={{ can_manage: true }}
        draftsApi={draftsApi}
        filesApi={new FakeFilesApi()}
        communitiesApi={fakeCommunitiesApi([])}
        navigate={() => undefined}
      />
    </PrefillCoreContext.Provider>
  ));
  await descriptionEditorLoaded();
  return { ...view, draftsApi, fake };
};

const openDialog = async (user: ReturnType<typeof renderWithOverrides>['user'], name: string) => {
  await user.click(screen.getByRole('button', { name }));
  return within(await screen.findByRole('dialog'));
};

const lookUp = async (user: ReturnType<typeof renderWithOverrides>['user'], text = DOI) => {
  const dialog = await openDialog(user, 'Start from …');
  await user.type(dialog.getByLabelText('DOI, arXiv, PubMed or ORCID work'), text);
  await user.click(dialog.getByRole('button', { name: 'Look up' }));
  return dialog;
};

/** Contrast needs real styles; jsdom has none, so it is left to Storybook's a11y check. */
const violations = async (element: HTMLElement) => {
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html)}`);
};

/** The 'Use' box of a field's row. */
const tickBoxOf = (dialog: ReturnType<typeof within>, label: string) =>
  dialog.getByRole('checkbox', { name: `Use ${label}` });

describe('Start from a DOI or a citation file', () => {
  afterEach(() => window.localStorage.clear());

  it('invites a new upload to start from a work, above the form', async () => {
    await renderForm();
    const panel = screen.getByRole('region', { name: 'Start from a DOI or a citation file' });
    expect(within(panel).getByRole('button', { name: 'Start from …' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    // Above the first section: the files.
    const files = screen.getByRole('region', { name: 'Files' });
    expect(panel.compareDocumentPosition(files) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers a saved draft a smaller button, and nothing when the host turns it off', async () => {
    const { unmount } = await renderForm({ record: saved });
    expect(
      screen.queryByRole('region', { name: 'Start from a DOI or a citation file' }),
    ).toBeNull();
    expect(screen.getByRole('button', { name: 'Fill from a DOI or file…' })).toBeInTheDocument();
    unmount();
    await renderForm({ formConfig: { ...config, prefill: false } });
    expect(screen.queryByRole('button', { name: 'Start from …' })).toBeNull();
  });

  it('opens by keyboard, keeps Tab inside, and gives focus back when closed', async () => {
    const { user } = await renderForm();
    const opener = screen.getByRole('button', { name: 'Start from …' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('DOI, arXiv, PubMed or ORCID work');
    await waitFor(() => expect(field).toHaveFocus());
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('says what the text is, looks it up, fills the form and undoes it in one step', async () => {
    const { user, fake } = await renderForm();
    const dialog = await openDialog(user, 'Start from …');
    await user.type(
      dialog.getByLabelText('DOI, arXiv, PubMed or ORCID work'),
      `https://doi.org/${DOI}`,
    );
    expect(dialog.getByText(`Recognized: DOI ${DOI}`)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Look up' }));
    expect(fake.textCalls.map((call) => call.text)).toEqual([`https://doi.org/${DOI}`]);

    const review = within(await screen.findByRole('table'));
    expect(review.getByRole('rowheader', { name: 'Title' })).toBeInTheDocument();
    expect(review.getByRole('row', { name: /Authors\/Creators Lind, Astrid/ })).toBeInTheDocument();
    for (const label of ['Title', 'Publication date', 'Authors/Creators', 'Version', 'Publisher']) {
      expect(tickBoxOf(dialog, label)).toBeChecked();
    }
    // What has no place in the form is shown, not dropped.
    expect(
      dialog.getByRole('heading', { name: 'Not filled in (no place in the form)' }),
    ).toBeVisible();
    expect(dialog.getByText('1234-5678')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Fill the form' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Title')).toHaveValue('Tide gauge readings, Visby 2024');
    expect(screen.getByLabelText('Version')).toHaveValue('1.2');
    expect(screen.getByLabelText('Publisher')).toHaveValue('Zenodo');
    expect(screen.getByText(`Filled 6 fields from DOI ${DOI}.`)).toBeInTheDocument();

    // Typed after filling, in a field the work did not fill: Undo keeps it.
    await user.type(screen.getByLabelText('Copyright'), '© Uppsala University');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Version')).toHaveValue('');
    expect(screen.getByLabelText('Publisher')).toHaveValue('');
    expect(screen.getByLabelText('Copyright')).toHaveValue('© Uppsala University');
    expect(screen.getByText('Undone: the fields are as they were before.')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('leaves what the form holds alone unless the depositor ticks it', async () => {
    const { user } = await renderForm({ record: saved });
    const dialog = await openDialog(user, 'Fill from a DOI or file…');
    await user.type(dialog.getByLabelText('DOI, arXiv, PubMed or ORCID work'), DOI);
    await user.click(dialog.getByRole('button', { name: 'Look up' }));
    await screen.findByRole('table');
    expect(
      dialog.getByRole('row', {
        name: /^Title Tide gauge readings, Visby 2024 Soil samples from the Rhine delta/,
      }),
    ).toBeInTheDocument();
    expect(tickBoxOf(dialog, 'Title')).not.toBeChecked();
    expect(tickBoxOf(dialog, 'Publication date')).not.toBeChecked();
    expect(tickBoxOf(dialog, 'Version')).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Fill the form' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Soil samples from the Rhine delta');
    expect(screen.getByLabelText('Version')).toHaveValue('1.2');

    const again = await openDialog(user, 'Fill from a DOI or file…');
    await user.type(again.getByLabelText('DOI, arXiv, PubMed or ORCID work'), DOI);
    await user.click(again.getByRole('button', { name: 'Look up' }));
    await screen.findByRole('table');
    await user.click(again.getByRole('button', { name: 'Use none' }));
    await user.click(tickBoxOf(again, 'Title'));
    await user.click(again.getByRole('button', { name: 'Fill the form' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Tide gauge readings, Visby 2024');
    expect(screen.getByText(`Filled 1 field from DOI ${DOI}.`)).toBeInTheDocument();
  });

  it('adds the source to the related works with the relation chosen', async () => {
    const { user, draftsApi } = await renderForm();
    const dialog = await lookUp(user);
    await screen.findByRole('table');
    const relation = dialog.getByLabelText(`Add ${DOI} to the related works as`);
    // Only the relations that fit a source, as the repository's vocabulary names them.
    expect(
      within(relation)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Do not add', 'Is version of', 'Is identical to', 'Is supplement to']);
    await user.selectOptions(relation, 'isversionof');
    await user.click(dialog.getByRole('button', { name: 'Fill the form' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(draftsApi.callsOf('save')).toHaveLength(1));
    const created = draftsApi.callsOf('save')[0]?.draft as DraftRecord;
    expect(created.metadata.related_identifiers).toEqual([
      { relation_type: { id: 'isversionof' }, identifier: DOI, scheme: 'doi' },
    ]);
  });

  it('keeps the typed text through a failure, and Retry asks again', async () => {
    const { user, fake } = await renderForm({
      fromText: [aPrefillError('timeout'), aPrefillResult()],
    });
    const dialog = await lookUp(user);
    expect(await dialog.findByText('The lookup took too long.')).toBeInTheDocument();
    expect(dialog.getByLabelText('DOI, arXiv, PubMed or ORCID work')).toHaveValue(DOI);
    await user.click(dialog.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(fake.textCalls.map((call) => call.text)).toEqual([DOI, DOI]);
  });

  it.each([
    ['not-found', undefined, 'The identifier was not found.'],
    ['rate-limited', 30, 'The service is busy. Try again in 30 seconds.'],
    ['rate-limited', undefined, 'The service is busy. Try again later.'],
    ['offline', undefined, 'The service could not be reached. Check your connection.'],
    ['service', undefined, 'The service answered with an error.'],
    ['unrecognised', undefined, 'This is not a DOI, arXiv, PubMed or ORCID work identifier.'],
  ] as const)('words a failure: %s (retry after %s s)', async (kind, seconds, message) => {
    const { user } = await renderForm({ fromText: [aPrefillError(kind, seconds)] });
    const dialog = await lookUp(user);
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(message));
  });

  it('keeps the chosen file named when it cannot be read', async () => {
    const { user, fake } = await renderForm({ fromFile: [aPrefillError('unreadable')] });
    const dialog = await openDialog(user, 'Start from …');
    const file = new File(['@misc{broken'], 'references.bib', { type: 'text/plain' });
    await user.upload(dialog.getByLabelText('Choose file'), file);
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        'The file is not BibTeX, RIS, CSL-JSON, CITATION.cff or codemeta.json, or it is damaged.',
      ),
    );
    expect(dialog.getByText('references.bib')).toBeInTheDocument();
    expect(fake.fileCalls.map((call) => call.text)).toEqual(['@misc{broken']);
  });

  it('cancels a lookup under way: its signal is aborted, the text stays', async () => {
    const { user, fake } = await renderForm({ fromText: ['never'] });
    const dialog = await lookUp(user);
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('Loading…'));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(fake.textCalls[0]?.signal?.aborted).toBe(true);
    expect(dialog.getByRole('status')).toHaveTextContent('');
    expect(dialog.getByLabelText('DOI, arXiv, PubMed or ORCID work')).toHaveValue(DOI);
    expect(dialog.getByRole('button', { name: 'Look up' })).toBeEnabled();
  });

  it('asks which work of a file of three to start from', async () => {
    const { user } = await renderForm();
    const dialog = await openDialog(user, 'Start from …');
    await user.upload(
      dialog.getByLabelText('Choose file'),
      new File(['@article{a,}\n@article{b,}\n@article{c,}'], 'climate.bib'),
    );
    const works = within(
      await dialog.findByRole('group', { name: 'Which work do you start from?' }),
    );
    expect(works.getAllByRole('radio')).toHaveLength(3);
    expect(dialog.queryByRole('table')).toBeNull();
    expect(dialog.getByRole('button', { name: 'Fill the form' })).toBeDisabled();
    await user.click(
      works.getByRole('radio', { name: 'Sea ice extent by month (Parkinson, 2019)' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Fill the form' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Sea ice extent by month');
    expect(screen.getByText('Filled 1 field from climate.bib.')).toBeInTheDocument();
  });

  it('fills a custom field the form shows, by the host’s label', async () => {
    const { user } = await renderForm({
      formConfig: {
        ...config,
        custom_fields: {
          ui: [
            {
              section: 'Publishing information',
              fields: [
                {
                  field: 'journal:journal',
                  ui_widget: 'JournalField',
                  props: { label: 'Journal', title: { label: 'Title' } },
                },
              ],
            },
          ],
        },
      },
      fromText: [
        aPrefillResult([
          aPrefillEntry({
            custom_fields: {
              'journal:journal': { title: 'Ocean Science', volume: '12' },
              'thesis:thesis': { university: 'Uppsala University' },
            },
          }),
        ]),
      ],
    });
    const dialog = await lookUp(user);
    await screen.findByRole('table');
    expect(dialog.getByRole('row', { name: /^Journal Ocean Science, 12/ })).toBeInTheDocument();
    // The form has no thesis fields: shown with what has no place.
    expect(dialog.getByText('Uppsala University')).toBeInTheDocument();
    expect(dialog.getByText('thesis:thesis')).toBeInTheDocument();
  });

  it('meets axe in each of its states: panel, failure, review, chooser', async () => {
    const { user } = await renderForm({ fromText: [aPrefillError('timeout'), aPrefillResult()] });
    const panel = screen.getByRole('region', { name: 'Start from a DOI or a citation file' });
    expect(await violations(panel)).toEqual([]);
    const dialog = await lookUp(user);
    const retry = await dialog.findByRole('button', { name: 'Retry' });
    expect(await violations(screen.getByRole('dialog'))).toEqual([]);
    await user.click(retry);

    await dialog.findByRole('table');
    expect(dialog.getByLabelText(`Add ${DOI} to the related works as`)).toBeInTheDocument();
    expect(await violations(screen.getByRole('dialog'))).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Back' }));
    await user.upload(dialog.getByLabelText('Choose file'), new File(['@misc{a,}'], 'works.bib'));
    await dialog.findByRole('group', { name: 'Which work do you start from?' });
    expect(await violations(screen.getByRole('dialog'))).toEqual([]);
  });
});
