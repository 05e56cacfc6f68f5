import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { aCompleteDraft } from '../../test/factories/completeDraft';
import { draftLinks } from '../../test/factories/draft';
import { KeywordsSection, NamesOnlyCreators } from './hostOverrides';
import { WholeFormScenario } from './whole-form/WholeFormScenario';

/**
 * A draft of its own for each story: what one story's play function changes is kept in the
 * browser under its draft's id, and another story of the same draft would offer it back.
 */
const draftOf = (id: string) =>
  aCompleteDraft({
    id,
    links: draftLinks(id),
    parent: { id: 'par01-23456', access: { owned_by: { user: '1' } } },
  });

/**
 * The form has settled: the licence's title has come from the vocabulary (a picture taken
 * before would show its id, and the next one its title).
 */
const settled = async (canvasElement: HTMLElement) =>
  expect(
    await within(canvasElement).findByText(
      'Creative Commons Attribution 4.0 International',
      {},
      { timeout: 10_000 },
    ),
  ).toBeVisible();

/** The two worked examples of docs/overrides.md, on the whole form over fake APIs. */
const meta = {
  title: 'Widgets/Deposit form/Overrides',
  component: WholeFormScenario,
  args: { record: draftOf('ovr01-00001'), navigate: fn() },
  argTypes: { record: { control: false }, overrides: { control: false } },
} satisfies Meta<typeof WholeFormScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The host's creators field, family and given names only, in place of the built-in one. */
export const ReplacedCreators: Story = {
  name: 'Replaced creators field',
  args: { overrides: { 'deposit-form.field.creators': NamesOnlyCreators } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add creator' }));
    await expect(
      canvas.getAllByRole('textbox', { name: /^Family name of creator/ }),
    ).not.toHaveLength(0);
    // The new row is autosaved a moment later: pictured after that, always the same.
    await canvas.findByText('Unsaved changes');
    await waitFor(() => expect(canvas.queryByText('Unsaved changes')).toBeNull(), {
      timeout: 10_000,
    });
    await settled(canvasElement);
  },
};

/** A Keywords section of the host's own after the form's, in place of the subjects field. */
export const ExtraSection: Story = {
  name: 'Extra section',
  args: {
    record: draftOf('ovr02-00002'),
    overrides: {
      'deposit-form.sections.extra': KeywordsSection,
      'deposit-form.field.subjects': { hide: true },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Keywords' })).toBeVisible();
    await settled(canvasElement);
  },
};
