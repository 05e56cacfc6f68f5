import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { ApiError } from '../../src/core/api/errors';
import type { DeletionOutcome, RecordDeletionApi } from '../../src/core/api/recordDeletion';
import type { RecordDeletionConfig } from '../../src/core/model';
import { RecordDeletion } from '../../src/widgets/deposit-form/deletion/RecordDeletion';
import { draftLinks } from '../../test/factories/draft';
import { saved, scenarioMeta } from './scenarioArgs';

/**
 * InvenioRDM v14's record deletion under a published record's draft actions: the dialog that
 * deletes at once or asks the administrators, and the states around it.
 */
const meta = {
  ...scenarioMeta,
  title: 'Widgets/Deposit form/Record deletion',
} satisfies Meta<typeof scenarioMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const record = saved({
  status: 'published',
  is_published: true,
  links: {
    ...draftLinks('abc12-34567'),
    request_deletion: '/api/records/abc12-34567/request-deletion',
  },
});

const REASONS = [
  { text: 'Spam', value: 'spam' },
  { text: 'Duplicate record', value: 'duplicate' },
  { text: 'Uploaded by mistake', value: 'mistake' },
  { text: 'Other', value: 'other' },
];

const CHECKLIST = [
  {
    label: 'I want to change the metadata (title, description, etc.)',
    message: 'You can edit the metadata of a published record at any time.',
  },
  {
    label: "I want to change the record's files",
    message:
      'Publish a <a href="https://inveniordm.docs.cern.ch/use/deposit/">new version</a> with the right files instead.',
  },
];

const policy = (allowed: boolean, description: string) => ({
  enabled: true,
  valid_user: true,
  allowed,
  policy: allowed ? { id: 'policy', description } : null,
});

const immediate: RecordDeletionConfig = {
  enabled: true,
  valid_user: true,
  allowed: true,
  recordDeletion: {
    immediate_deletion: policy(true, 'You may delete your record within 30 days of publication.'),
    request_deletion: policy(false, ''),
  },
  checklist: CHECKLIST,
  context: { files: 3, internalDoi: true },
  existing_request: null,
};

const byRequest: RecordDeletionConfig = {
  ...immediate,
  recordDeletion: {
    immediate_deletion: policy(false, ''),
    request_deletion: policy(
      true,
      'More than 30 days after publication, an administrator reviews each deletion.',
    ),
  },
  checklist: [],
  context: { files: 1, internalDoi: false },
};

const answering = (answer: () => Promise<DeletionOutcome>): RecordDeletionApi => ({
  requestDeletion: answer,
});
const NEVER = answering(() => new Promise(() => undefined));
const REFUSED = answering(() =>
  Promise.reject(
    new ApiError({ status: 400, message: 'A deletion request for this record already exists.' }),
  ),
);

/** The form of a published record's draft with the deletion part as the repository describes it. */
const showing = (config: RecordDeletionConfig, api: RecordDeletionApi = NEVER): Story['args'] => ({
  record,
  slots: {
    recordDeletion: (
      <RecordDeletion
        config={config}
        reasons={REASONS}
        record={record}
        api={api}
        navigate={() => undefined}
        busy={false}
      />
    ),
  },
});

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const openDialog: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete record' }));
  // The modal renders in a portal on the page's body.
  await body(canvasElement).findByRole('dialog');
};

/** Ticks both statements, answers No to every question and picks a reason. */
const fillIn: Story['play'] = async (context) => {
  await openDialog(context);
  const dialog = within(await body(context.canvasElement).findByRole('dialog'));
  for (const box of dialog.getAllByRole('checkbox')) await userEvent.click(box);
  for (const no of dialog.queryAllByRole('radio', { name: / No$/ })) await userEvent.click(no);
  await userEvent.selectOptions(dialog.getByLabelText(/I want to delete/), 'duplicate');
  const justification = dialog.queryByLabelText(/Detailed justification/);
  if (justification) {
    await userEvent.type(justification, 'The same data set was uploaded twice by mistake.');
  }
};

export const Offered: Story = { name: 'Delete record offered', args: showing(immediate) };

export const ImmediateDialog: Story = {
  name: 'Delete at once, with a checklist',
  args: showing(immediate),
  play: openDialog,
};

export const Suggestion: Story = {
  name: 'A Yes suggests a better way',
  args: showing(immediate),
  play: async (context) => {
    await openDialog(context);
    await userEvent.click(
      body(context.canvasElement).getByRole('radio', {
        name: "I want to change the record's files Yes",
      }),
    );
  },
};

export const RequestDialog: Story = {
  name: 'Ask for deletion',
  args: showing(byRequest),
  play: openDialog,
};

export const NotAllowed: Story = {
  name: 'Deleting not possible',
  args: showing({ enabled: true, valid_user: true, allowed: false, existing_request: null }),
};

export const RequestOpen: Story = {
  name: 'Deletion request open',
  args: showing({
    enabled: true,
    valid_user: true,
    allowed: false,
    existing_request: '/me/requests/4f1c2b7e',
  }),
};

export const Sending: Story = {
  name: 'Deleting',
  args: showing(immediate, NEVER),
  play: async (context) => {
    await fillIn(context);
    await userEvent.click(
      body(context.canvasElement).getByRole('button', { name: 'Delete immediately' }),
    );
  },
};

export const Refused: Story = {
  name: 'Deletion refused',
  args: showing(byRequest, REFUSED),
  play: async (context) => {
    await fillIn(context);
    const page = body(context.canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Request deletion' }));
    await page.findByRole('alert');
  },
};
