import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreatibutorsImportModal } from '../../src/widgets/deposit-form/fields/creatibutors/CreatibutorsImportModal';
import { fakeVocabulariesApi } from '../../test/support/depositForm/fakeVocabulariesApi';

const vocabulariesApi = fakeVocabulariesApi({
  affiliations: [
    { id: '01ggx4157', name: 'European Organization for Nuclear Research', acronym: 'CERN' },
    { id: '05a28rw58', name: 'ETH Zurich' },
  ],
});

const roleOptions = [
  { value: 'editor', text: 'Editor' },
  { value: 'datacurator', text: 'Data curator' },
];

/** A file of creators with a few mistakes: a wrong ORCID check digit, no family name. */
const WITH_ERRORS = [
  'type,family_name,given_name,name,orcid,affiliations',
  'personal,Curie,Marie,,0000-0002-1825-0097,ETH Zurich;Radium Institute',
  'personal,Bohr,Niels,,0000-0002-1825-0098,01ggx4157',
  'personal,,Lise,,,',
  'organizational,,,Open Science Lab,,',
  'personal,Meitner,Lise,,,03yrm5c26',
].join('\n');

/** Five thousand people: the preview scrolls through them without a pause. */
const LARGE = Array.from(
  { length: 5000 },
  (_, index) => `Author ${index + 1},Given,,${index % 7 ? 'ETH Zurich' : '01ggx4157'}`,
).join('\n');

/** The modal renders in a portal on the page's body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const previewOf =
  (text: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByRole('textbox', { name: 'Or paste a list' }));
    await userEvent.paste(text);
    await userEvent.click(body.getByRole('button', { name: 'Preview' }));
    await expect(await body.findByRole('table')).toBeVisible();
  };

const meta = {
  title: 'Widgets/Deposit form/Fields/Creators from a file',
  component: CreatibutorsImportModal,
  args: { kind: 'creators', roleOptions, vocabulariesApi, onAdd: fn(), onClose: fn() },
} satisfies Meta<typeof CreatibutorsImportModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing read yet: a file to choose or drop, or a list to paste, and the format. */
export const Empty: Story = { name: 'Choosing a file' };

export const WithErrors: Story = {
  name: 'Preview with errors',
  play: async (context) => {
    await previewOf(WITH_ERRORS)(context);
    const body = page(context.canvasElement);
    await expect(await body.findByText('3 entries could not be imported')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Add 2 creators' })).toBeEnabled();
  },
};

export const Contributors: Story = {
  name: 'Contributors with roles',
  args: { kind: 'contributors' },
  play: previewOf(
    'family_name,given_name,role\nCurie,Marie,Editor\nBohr,Niels,sponsor\nMeitner,Lise,',
  ),
};

export const Large: Story = {
  name: 'A large list',
  play: async (context) => {
    await previewOf(LARGE)(context);
    const body = page(context.canvasElement);
    await expect(await body.findByRole('button', { name: 'Add 5000 creators' })).toBeEnabled();
  },
};
