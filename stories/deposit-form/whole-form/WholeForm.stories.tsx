import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DraftRecord } from '../../../src/core/model';
import { aCompleteDraft } from '../../../test/factories/completeDraft';
import { draftLinks } from '../../../test/factories/draft';
import { openScience } from '../../community-header/communities';
import { ON_A_PHONE } from '../../support/viewports';
import { WholeFormScenario } from './WholeFormScenario';

const ID = 'abc12-34567';
// As the server expands them, with their titles.
const ENGLISH = { id: 'eng', title: { en: 'English' } };
const GERMAN = { id: 'deu', title: { en: 'German' } };

/** A saved draft the owner may share (its parent names them), every field filled. */
const filledDraft = (overrides: Partial<DraftRecord> = {}) => {
  const draft = aCompleteDraft({ id: ID, links: draftLinks(ID) });
  return aCompleteDraft({
    id: ID,
    links: draftLinks(ID),
    parent: { id: 'par01-23456', access: { owned_by: { user: '1' } } },
    metadata: {
      ...draft.metadata,
      title: 'Soil samples from the Rhine delta',
      additional_titles: [
        { title: 'Bodenproben aus dem Rheindelta', type: { id: 'translated-title' }, lang: GERMAN },
      ],
      description: '<p>Moisture and salt in <b>240 soil cores</b> taken across the delta.</p>',
      additional_descriptions: [
        { description: 'Cores were taken at low tide.', type: { id: 'methods' }, lang: ENGLISH },
      ],
    },
    ...overrides,
  });
};

const inReview = filledDraft({
  status: 'in_review',
  parent: {
    id: 'par01-23456',
    access: { owned_by: { user: '1' } },
    review: { id: 'req-1', status: 'submitted', receiver: { community: openScience.id } },
  },
  expanded: { parent: { review: { receiver: openScience } } },
});

const meta = {
  title: 'Widgets/Deposit form/Whole form',
  component: WholeFormScenario,
  args: { record: filledDraft(), navigate: fn() },
  argTypes: {
    record: { control: false },
    communities: { control: false },
    saveErrors: { control: false },
  },
} satisfies Meta<typeof WholeFormScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What 'New upload' opens on: nothing saved yet, no identifier, no file. */
export const NewUpload: Story = { name: 'A new upload', args: { record: {} } };

/** A saved draft with every field filled, a file uploaded and a DOI reserved. */
export const FilledDraft: Story = { name: 'A saved draft, filled in' };

/** The server refused values the form let through: the banner lists them, each field says why. */
export const RefusedPublish: Story = {
  name: 'A draft with errors after a refused publish',
  args: {
    saveErrors: [
      { field: 'metadata.dates.0.date', messages: ['Please provide a valid date or interval.'] },
      { field: 'metadata.identifiers.0.identifier', messages: ['Invalid identifier.'] },
    ],
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // Usable once the uploader has counted the draft's file; until then another button says why.
    const publish = await waitFor(
      () => {
        const button = within(canvasElement).getByRole('button', { name: 'Publish' });
        expect(button).not.toHaveAttribute('aria-disabled');
        return button;
      },
      { timeout: 5000 },
    );
    await userEvent.click(publish);
    await userEvent.click(
      within(await body.findByRole('dialog')).getByRole('button', { name: 'Publish' }),
    );
    await body.findByRole('list', { name: 'Fields that need attention' });
  },
};

/** Submitted to a community: the banner says so and the form waits for the curators. */
export const InReview: Story = {
  name: 'In review by a community',
  args: { record: inReview, communities: [openScience] },
};

/** Editing a published record: its files are locked, its DOI is kept. */
export const PublishedEdit: Story = {
  name: 'Editing a published record',
  args: { record: filledDraft({ status: 'published', is_published: true }) },
};

/** The draft of a second version: no files yet (they can be imported), no DOI yet. */
export const NewVersion: Story = {
  name: 'A new version',
  args: {
    record: filledDraft({
      status: 'new_version_draft',
      versions: { index: 2 },
      files: { enabled: true, entries: {} },
      pids: {},
    }),
  },
};

export const NewUploadOnAPhone: Story = {
  ...NewUpload,
  name: 'A new upload on a phone',
  globals: ON_A_PHONE,
};

export const FilledDraftOnAPhone: Story = {
  ...FilledDraft,
  name: 'A saved draft on a phone',
  globals: ON_A_PHONE,
};
