import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { anAccessRequest } from '../../test/factories/accessRequest';
import { remountOnArgChange } from '../support/remountOnArgChange';
import { RequestAccessScenario } from './RequestAccessScenario';
import { ON_A_PHONE } from '../support/viewports';

const CONDITIONS =
  '<p>Access is given for <strong>non-commercial research</strong> only. Cite the dataset as ' +
  'described in the <a href="https://example.org/citation">citation guide</a>.</p>';

const meta = {
  title: 'Widgets/Request access',
  component: RequestAccessScenario,
  decorators: [remountOnArgChange],
  args: {
    loggedIn: false,
    canReadFiles: false,
    allowUserRequests: true,
    allowGuestRequests: true,
    conditions: '',
    loginUrl: '/login',
    onSent: fn(),
  },
  argTypes: {
    loggedIn: {
      description: '`visitor`: a guest (null), or a logged-in user.',
      control: 'boolean',
    },
    canReadFiles: {
      description: '`permissions.can_read_files`: the visitor has access already.',
      control: 'boolean',
    },
    allowUserRequests: {
      description: '`parent.access.settings.allow_user_requests`.',
      control: 'boolean',
    },
    allowGuestRequests: {
      description: '`parent.access.settings.allow_guest_requests`.',
      control: 'boolean',
    },
    conditions: {
      description: '`parent.access.settings.accept_conditions_text` (HTML); empty for none.',
      control: 'text',
    },
    loginUrl: { description: '`config.loginUrl`; empty for none.', control: 'text' },
    latencyMs: { description: 'How long the fake server takes to answer.', control: 'number' },
    openRequest: { control: false },
    fail: { control: false },
    hang: { control: false },
    onSent: { control: false },
  },
} satisfies Meta<typeof RequestAccessScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvas = (canvasElement: HTMLElement) => within(canvasElement);

const fillGuestForm = async (canvasElement: HTMLElement) => {
  const form = canvas(canvasElement);
  await userEvent.type(form.getByRole('textbox', { name: 'Full name' }), 'Eric Idle');
  await userEvent.type(form.getByRole('textbox', { name: 'E-mail address' }), 'eric@example.org');
  await userEvent.type(
    form.getByRole('textbox', { name: 'Message to the owner' }),
    'For a study of urban trees.',
  );
};

const send = async (canvasElement: HTMLElement) =>
  userEvent.click(await canvas(canvasElement).findByRole('button', { name: 'Send' }));

/** A guest gives a name and an e-mail address. */
export const GuestForm: Story = { name: "A guest's form" };

/** A logged-in user asks under their account, and must accept the owner's conditions. */
export const UserFormWithConditions: Story = {
  name: "A user's form, with conditions",
  args: { loggedIn: true, conditions: CONDITIONS },
};

/** Checked before sending: the errors show at their fields. */
export const GuestFormErrors: Story = {
  name: "A guest's form with errors",
  args: { conditions: CONDITIONS },
  play: ({ canvasElement }) => send(canvasElement),
};

/** Looking for an earlier request of the logged-in user; it never answers here. */
export const Checking: Story = {
  name: 'Checking for an earlier request',
  args: { loggedIn: true, hang: ['findOpenRequest'] },
};

/** The user asked before; the owner has not answered yet. */
export const Pending: Story = {
  name: 'An earlier request pending',
  args: { loggedIn: true, openRequest: anAccessRequest() },
};

/** The request is on its way; it never answers here. */
export const Sending: Story = {
  name: 'Sending',
  args: { hang: ['requestAccess'] },
  play: async ({ canvasElement }) => {
    await fillGuestForm(canvasElement);
    await send(canvasElement);
  },
};

export const SentUser: Story = {
  name: 'Sent by a user',
  args: { loggedIn: true },
  play: async ({ canvasElement, args }) => {
    await send(canvasElement);
    await canvas(canvasElement).findByText('Your request was sent');
    await expect(args.onSent).toHaveBeenCalledWith(expect.objectContaining({ kind: 'request' }));
  },
};

/** A guest's request waits for the address to be confirmed from an e-mail. */
export const SentGuest: Story = {
  name: 'Sent by a guest, to confirm',
  play: async ({ canvasElement }) => {
    await fillGuestForm(canvasElement);
    await send(canvasElement);
    await canvas(canvasElement).findByText(/Check your inbox/);
  },
};

/** The server refused the address: its message above Send, its error at the field. */
export const FailedWithFieldErrors: Story = {
  name: 'Refused, with field errors',
  args: {
    fail: {
      requestAccess: {
        status: 400,
        message: 'A validation error occurred.',
        fieldErrors: [{ field: 'email', messages: ['Not a valid email address.'] }],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await fillGuestForm(canvasElement);
    await send(canvasElement);
    await canvas(canvasElement).findByText('Unable to send your request.');
  },
};

export const TooManyRequests: Story = {
  name: 'Too many requests',
  args: { fail: { requestAccess: { status: 429, message: 'Too Many Requests' } } },
  play: async ({ canvasElement }) => {
    await fillGuestForm(canvasElement);
    await send(canvasElement);
    await canvas(canvasElement).findByText('Too many requests. Try again later.');
  },
};

/** Only logged-in users may ask: a guest is sent to log in. */
export const ClosedLogInFirst: Story = {
  name: 'Log in first',
  args: { allowGuestRequests: false },
};

/** The owner takes no requests at all. */
export const ClosedNoRequests: Story = {
  name: 'No requests taken',
  args: { allowGuestRequests: false, allowUserRequests: false },
};

/** The visitor can read the files already. */
export const HasAccess: Story = { name: 'Access already given', args: { canReadFiles: true } };

/* The main states at 375 px, in the phone viewport. */

export const GuestFormOnAPhone: Story = {
  ...GuestForm,
  name: "A guest's form on a phone",
  globals: ON_A_PHONE,
};

export const UserFormWithConditionsOnAPhone: Story = {
  ...UserFormWithConditions,
  name: "A user's form with conditions on a phone",
  globals: ON_A_PHONE,
};
