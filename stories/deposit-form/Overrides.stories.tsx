import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { aCompleteDraft } from '../../test/factories/completeDraft';
import { draftLinks } from '../../test/factories/draft';
import { KeywordsSection, NamesOnlyCreators } from './hostOverrides';
import { WholeFormScenario } from './whole-form/WholeFormScenario';

const ID = 'abc12-34567';

/** The two worked examples of docs/overrides.md, on the whole form over fake APIs. */
const meta = {
  title: 'Widgets/Deposit form/Overrides',
  component: WholeFormScenario,
  args: {
    record: aCompleteDraft({
      id: ID,
      links: draftLinks(ID),
      parent: { id: 'par01-23456', access: { owned_by: { user: '1' } } },
    }),
    navigate: fn(),
  },
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
  },
};

/** A Keywords section of the host's own after the form's, in place of the subjects field. */
export const ExtraSection: Story = {
  name: 'Extra section',
  args: {
    overrides: {
      'deposit-form.sections.extra': KeywordsSection,
      'deposit-form.field.subjects': { hide: true },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Keywords' })).toBeVisible();
  },
};
