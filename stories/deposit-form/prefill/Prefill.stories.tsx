import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { VocabulariesApiClient, createHttpClient } from '../../../src/core/api';
import type { EditorConfig, EditorRecord } from '../../../src/core/model';
import { PrefillCoreContext } from '../../../src/widgets/deposit-form/prefill/prefillCore';
import { PrefillStart } from '../../../src/widgets/deposit-form/prefill/PrefillStart';
import { anEditorRecord } from '../../../test/factories/editorRecord';
import {
  aPrefillError,
  aPrefillResult,
  fakePrefillCore,
  type FakePrefillAnswer,
} from '../../../test/support/prefill/fakePrefillCore';
import { saved, scenarioMeta } from '../scenarioArgs';

/**
 * 'Start from a DOI or a citation file' (docs/behaviour.md#start-from-a-doi-or-a-citation-file):
 * the panel of a new upload, the dialog in each of its states, and the form once filled. The
 * lookups are answered by hand: no story reaches a real service.
 */
const meta = {
  ...scenarioMeta,
  title: 'Widgets/Deposit form/Start from a DOI or a citation file',
} satisfies Meta<typeof scenarioMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const config: EditorConfig = {
  createUrl: '/api/records',
  default_locale: 'en',
  vocabularies: {
    related_identifiers: {
      relation_type: [
        { value: 'isversionof', text: 'Is version of' },
        { value: 'isidenticalto', text: 'Is identical to' },
        { value: 'issupplementto', text: 'Is supplement to' },
      ],
    },
  },
};

/** Never called: the fake core answers every lookup. */
const vocabulariesApi = new VocabulariesApiClient(createHttpClient());

const DOI = '10.5281/zenodo.1234';

const showing = (
  record: EditorRecord,
  { fromText, fromFile }: { fromText?: FakePrefillAnswer[]; fromFile?: FakePrefillAnswer[] } = {},
): Story['args'] => ({
  record,
  slots: {
    prefill: (
      <PrefillCoreContext.Provider value={fakePrefillCore({ fromText, fromFile }).load}>
        <PrefillStart config={config} vocabulariesApi={vocabulariesApi} newUpload={!record.id} />
      </PrefillCoreContext.Provider>
    ),
  },
});

const newUpload = anEditorRecord();

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const openDialog: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const opener =
    canvas.queryByRole('button', { name: 'Start from …' }) ??
    canvas.getByRole('button', { name: 'Fill from a DOI or file…' });
  await userEvent.click(opener);
  // The modal renders in a portal on the page's body.
  await body(canvasElement).findByRole('dialog');
};

const typeDoi: Story['play'] = async (context) => {
  await openDialog(context);
  const dialog = within(await body(context.canvasElement).findByRole('dialog'));
  await userEvent.type(dialog.getByLabelText('DOI, arXiv, PubMed or ORCID work'), DOI);
};

const lookUp: Story['play'] = async (context) => {
  await typeDoi(context);
  const dialog = within(await body(context.canvasElement).findByRole('dialog'));
  await userEvent.click(dialog.getByRole('button', { name: 'Look up' }));
};

const chooseFile =
  (name: string, text: string) => async (context: Parameters<NonNullable<Story['play']>>[0]) => {
    await openDialog(context);
    const dialog = within(await body(context.canvasElement).findByRole('dialog'));
    await userEvent.upload(dialog.getByLabelText('Choose file'), new File([text], name));
  };

/** The lookup fails this way, and says so. */
const failing = (error: FakePrefillAnswer, message: string): Story => ({
  args: showing(newUpload, { fromText: [error] }),
  play: async (context) => {
    await lookUp(context);
    await body(context.canvasElement).findByText(message);
  },
});

export const Panel: Story = { name: 'On a new upload', args: showing(newUpload) };

export const OnADraft: Story = { name: 'On a saved draft', args: showing(saved()) };

export const DialogEmpty: Story = {
  name: 'Dialog',
  args: showing(newUpload),
  play: openDialog,
};

export const Recognized: Story = {
  name: 'A DOI recognised',
  args: showing(newUpload),
  play: typeDoi,
};

export const LookingUp: Story = {
  name: 'Looking up',
  args: showing(newUpload, { fromText: ['never'] }),
  play: lookUp,
};

export const NotFound: Story = {
  name: 'Not found',
  ...failing(aPrefillError('not-found'), 'The identifier was not found.'),
};
export const Timeout: Story = {
  name: 'Timed out',
  ...failing(aPrefillError('timeout'), 'The lookup took too long.'),
};
export const RateLimited: Story = {
  name: 'Rate-limited',
  ...failing(aPrefillError('rate-limited', 30), 'The service is busy. Try again in 30 seconds.'),
};
export const Offline: Story = {
  name: 'Offline',
  ...failing(aPrefillError('offline'), 'The service could not be reached. Check your connection.'),
};
export const ServiceError: Story = {
  name: 'Service error',
  ...failing(aPrefillError('service'), 'The service answered with an error.'),
};
export const Unrecognised: Story = {
  name: 'Not an identifier',
  ...failing(
    aPrefillError('unrecognised'),
    'This is not a DOI, arXiv, PubMed or ORCID work identifier.',
  ),
};

export const Unreadable: Story = {
  name: 'A file not read',
  args: showing(newUpload, { fromFile: [aPrefillError('unreadable')] }),
  play: async (context) => {
    await chooseFile('notes.docx', 'PK')(context);
    await body(context.canvasElement).findByText(/^The file is not BibTeX/);
  },
};

export const EmptyFile: Story = {
  name: 'A file with no work',
  args: showing(newUpload, { fromFile: [aPrefillError('empty')] }),
  play: async (context) => {
    await chooseFile('empty.bib', '% nothing yet')(context);
    await body(context.canvasElement).findByText('No work was found.');
  },
};

export const Chooser: Story = {
  name: 'A file of three works',
  args: showing(newUpload),
  play: async (context) => {
    await chooseFile('climate.bib', '@article{a,}\n@article{b,}\n@article{c,}')(context);
    await body(context.canvasElement).findByRole('radio', {
      name: 'Sea ice extent by month (Parkinson, 2019)',
    });
  },
};

export const Review: Story = {
  name: 'Review, the form already filled',
  args: showing(saved({ metadata: { ...saved().metadata, version: 'v1' } }), {
    fromText: [aPrefillResult()],
  }),
  play: async (context) => {
    await lookUp(context);
    await body(context.canvasElement).findByRole('table');
  },
};

export const Filled: Story = {
  name: 'Filled, with Undo',
  args: showing(newUpload),
  play: async (context) => {
    await lookUp(context);
    const page = body(context.canvasElement);
    await page.findByRole('table');
    await userEvent.click(page.getByRole('button', { name: 'Fill the form' }));
    await within(context.canvasElement).findByRole('button', { name: 'Undo' });
  },
};
