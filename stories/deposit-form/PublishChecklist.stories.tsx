import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { PublishChecklistItem } from '../../src/core/model';
import { community, scenarioMeta } from './scenarioArgs';

/** The instance's statements to tick before publishing (config `publish_checklist`). */
const CHECKLIST: PublishChecklistItem[] = [
  { id: 'no-personal-data', text: 'I confirm that the record contains no personal data.' },
  {
    id: 'policy',
    text: 'I have read the {link} of the repository.',
    link: { href: 'https://example.org/policy', text: 'deposit policy' },
  },
];

/** The publish and submit-review confirmations with the instance's checklist. */
const meta = {
  ...scenarioMeta,
  title: 'Widgets/Deposit form/Publish checklist',
  args: { ...scenarioMeta.args, checklist: CHECKLIST },
  argTypes: { ...scenarioMeta.argTypes, checklist: { control: 'object' } },
} satisfies Meta<typeof scenarioMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;
type Context = Parameters<Play>[0];

/** The page's body: the modal renders in a portal there. */
const body = ({ canvasElement }: Context) => within(canvasElement.ownerDocument.body);

const open =
  (button: string): Play =>
  async (context) => {
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: button }));
    await body(context).findByRole('dialog');
  };

const tickAll: Play = async (context) => {
  for (const box of body(context).getAllByRole('checkbox')) await userEvent.click(box);
};

/** A keyboard user presses the waiting button: the summary of what is missing shows. */
const tryAnyway =
  (button: string): Play =>
  async (context) => {
    body(context).getByRole('button', { name: button }).focus();
    await userEvent.keyboard('{Enter}');
    await body(context).findByRole('alert');
  };

export const PublishUnticked: Story = {
  name: 'Publish, boxes not ticked',
  play: open('Publish'),
};
export const PublishTicked: Story = {
  name: 'Publish, every box ticked',
  play: async (context) => {
    await open('Publish')(context);
    await tickAll(context);
  },
};
export const PublishTriedUnticked: Story = {
  name: 'Publish, tried with a box not ticked',
  play: async (context) => {
    await open('Publish')(context);
    await userEvent.click(body(context).getAllByRole('checkbox')[0]!);
    await tryAnyway('Publish')(context);
  },
};
export const SubmitReviewUnticked: Story = {
  name: 'Submit for review, boxes not ticked',
  args: { community },
  play: open('Submit for review'),
};
export const SubmitReviewTicked: Story = {
  name: 'Submit for review, every box ticked',
  args: { community },
  play: async (context) => {
    await open('Submit for review')(context);
    await tickAll(context);
  },
};
export const SubmitReviewTriedUnticked: Story = {
  name: 'Submit for review, tried with boxes not ticked',
  args: { community },
  play: async (context) => {
    await open('Submit for review')(context);
    await tryAnyway('Submit record for review')(context);
  },
};
