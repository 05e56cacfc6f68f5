import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { ApiError } from '../../../src/core/api';
import type {
  DeletionOutcome,
  DeletionPayload,
  RecordDeletionApi,
} from '../../../src/core/api/recordDeletion';
import type { DraftRecord, EditorConfig, RecordDeletionConfig } from '../../../src/core/model';
import { DepositFormWidget } from '../../../src/widgets/deposit-form';
import { aCommunity } from '../../factories/community';
import { aMetadataOnlyDraft, API, draftLinks, UI } from '../../factories/draft';
import { FakeDraftsApi } from '../../support/editor/fakeDraftsApi';
import { renderWithOverrides } from '../../support/renderWithOverrides';
import { FakeFilesApi } from '../../support/upload/fakeFilesApi';
import { fakeCommunitiesApi } from '../community-header/renderHeader';
import { descriptionEditorLoaded } from '../../support/editor/descriptionEditorLoaded';

const ID = 'abc12-34567';
const REQUEST_DELETION = `${API}/records/${ID}/request-deletion`;
const REQUEST_PAGE = `${UI}/me/requests/req-9`;
const REASONS = [
  { text: 'Spam', value: 'spam' },
  { text: 'Duplicate', value: 'duplicate' },
];
const JUSTIFICATION = 'The same data set was uploaded twice by mistake.';

const published = (overrides: Partial<DraftRecord> = {}) =>
  aMetadataOnlyDraft({
    id: ID,
    status: 'published',
    is_published: true,
    links: { ...draftLinks(ID), request_deletion: REQUEST_DELETION },
    ...overrides,
  });

const ways = (immediate: boolean) => ({
  immediate_deletion: {
    enabled: true,
    valid_user: true,
    allowed: immediate,
    policy: immediate ? { id: 'grace', description: 'Within 30 days of publication.' } : null,
  },
  request_deletion: {
    enabled: true,
    valid_user: true,
    allowed: !immediate,
    policy: immediate ? null : { id: 'request', description: 'An administrator decides.' },
  },
});

const allowed = (immediate: boolean, extra: Partial<RecordDeletionConfig> = {}) => ({
  enabled: true,
  valid_user: true,
  allowed: true,
  recordDeletion: ways(immediate),
  checklist: [
    {
      label: 'I want to change the files',
      message:
        'Publish a <a href="https://repo.test/help/versions">new version</a> instead.<script>window.hacked = true</script>',
    },
    { label: 'I forgot to submit to a community', message: 'Submit it from its page.' },
  ],
  context: { files: 3, internalDoi: true },
  existing_request: null,
  ...extra,
});

const anAnswer = (outcome: DeletionOutcome['outcome']): DeletionOutcome => ({
  outcome,
  request: {
    id: 'req-9',
    type: 'record-deletion',
    status: outcome === 'deleted' ? 'accepted' : 'submitted',
    receiver: {},
    links: { self_html: REQUEST_PAGE },
  },
});

const fakeApi = (answer: () => Promise<DeletionOutcome>) => ({
  requestDeletion: jest.fn<
    Promise<DeletionOutcome>,
    Parameters<RecordDeletionApi['requestDeletion']>
  >(answer),
});

const renderForm = async ({
  record = published(),
  recordDeletion,
  api = fakeApi(() => Promise.resolve(anAnswer('deleted'))),
}: {
  record?: DraftRecord;
  recordDeletion?: RecordDeletionConfig;
  api?: ReturnType<typeof fakeApi>;
} = {}) => {
  const navigate = jest.fn();
  const config: EditorConfig = {
    createUrl: `${API}/records`,
    default_locale: 'en',
    vocabularies: { deletion_request_removal_reasons: REASONS },
    ...(recordDeletion && { recordDeletion }),
  };
  const view = renderWithOverrides(() => (
    <DepositFormWidget
      config={config}
      record={record}
      permissions={{ can_manage: true }}
      draftsApi={new FakeDraftsApi({ stored: record })}
      filesApi={new FakeFilesApi()}
      communitiesApi={fakeCommunitiesApi([aCommunity()])}
      recordDeletionApi={api}
      navigate={navigate}
    />
  ));
  await descriptionEditorLoaded();
  return { ...view, api, navigate };
};

const deleteButton = () => screen.queryByRole('button', { name: 'Delete record' });
const dialog = () => screen.getByRole('dialog');
const inDialog = () => within(dialog());

/** Opens the dialog, which loads on first use. */
const openDialog = async (user: Awaited<ReturnType<typeof renderForm>>['user']) => {
  await user.click(deleteButton()!);
  await screen.findByRole('dialog');
};

/** Ticks both statements and answers No to every question. */
const confirmAll = async (user: Awaited<ReturnType<typeof renderForm>>['user']) => {
  await user.click(inDialog().getByLabelText('3 files will be deleted.'));
  await user.click(inDialog().getByLabelText(/The DOI cannot be reused/));
  for (const label of ['I want to change the files', 'I forgot to submit to a community']) {
    await user.click(inDialog().getByRole('radio', { name: `${label} No` }));
  }
};

/** Contrast needs real styles; jsdom has none, so it is left to Storybook's a11y check. */
const violations = async (element: Element) => {
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html)}`);
};

describe('Delete record: what shows when', () => {
  it.each<[string, { record?: DraftRecord; recordDeletion?: RecordDeletionConfig }]>([
    ['the repository says nothing of deletion (v12, v13)', {}],
    ['the instance has it off', { recordDeletion: { ...allowed(true), enabled: false } }],
    [
      'the record was never published',
      {
        record: published({ is_published: false, status: 'draft' }),
        recordDeletion: allowed(true),
      },
    ],
    [
      'the draft has no request_deletion link',
      { record: published({ links: draftLinks(ID) }), recordDeletion: allowed(true) },
    ],
  ])('shows nothing when %s', async (_, options) => {
    await renderForm(options);
    expect(deleteButton()).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View deletion request' })).not.toBeInTheDocument();
  });

  it('says why the record cannot be deleted, as text next to the disabled button', async () => {
    const { container } = await renderForm({
      recordDeletion: { enabled: true, valid_user: true, allowed: false, existing_request: null },
    });
    const button = deleteButton();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('It is not possible to delete this record.');
    expect(screen.getByText('It is not possible to delete this record.')).toBeVisible();
    expect(await violations(container)).toEqual([]);
  });

  it('links to the deletion request already open in place of the button', async () => {
    await renderForm({
      recordDeletion: {
        enabled: true,
        valid_user: true,
        allowed: false,
        existing_request: REQUEST_PAGE,
      },
    });
    expect(screen.getByRole('link', { name: 'View deletion request' })).toHaveAttribute(
      'href',
      REQUEST_PAGE,
    );
    expect(deleteButton()).not.toBeInTheDocument();
  });
});

describe('Delete record: deleting at once', () => {
  it('holds the deletion back until both statements are ticked and every answer is No', async () => {
    const { user, api } = await renderForm({ recordDeletion: allowed(true) });
    await openDialog(user);
    expect(dialog()).toHaveAccessibleName('Delete record');
    expect(inDialog().getByText('Within 30 days of publication.')).toBeVisible();
    const action = () => inDialog().getByRole('button', { name: 'Delete immediately' });
    expect(action()).toHaveAttribute('aria-disabled', 'true');
    expect(action()).toHaveAccessibleDescription(
      'Tick both statements and answer No to each question first.',
    );

    await user.click(inDialog().getByLabelText('3 files will be deleted.'));
    await user.click(inDialog().getByLabelText(/The DOI cannot be reused/));
    await user.click(inDialog().getByRole('radio', { name: 'I want to change the files No' }));
    expect(action()).toHaveAttribute('aria-disabled', 'true');
    await user.click(action());
    expect(api.requestDeletion).not.toHaveBeenCalled();

    await user.click(
      inDialog().getByRole('radio', { name: 'I forgot to submit to a community No' }),
    );
    expect(action()).not.toHaveAttribute('aria-disabled');
    expect(action()).toBeEnabled();
  });

  it('shows the suggestion of a Yes, its HTML sanitised, and holds the deletion back', async () => {
    const { user } = await renderForm({ recordDeletion: allowed(true) });
    await openDialog(user);
    await confirmAll(user);
    await user.click(inDialog().getByRole('radio', { name: 'I want to change the files Yes' }));
    const link = inDialog().getByRole('link', { name: 'new version' });
    expect(link).toHaveAttribute('href', 'https://repo.test/help/versions');
    expect(dialog().querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(inDialog().getByRole('button', { name: 'Delete immediately' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('asks for a reason, then sends it alone and goes to the record’s page (tombstone)', async () => {
    let settle: (answer: DeletionOutcome) => void = () => undefined;
    const api = fakeApi(() => new Promise((resolve) => (settle = resolve)));
    const { user, navigate } = await renderForm({ recordDeletion: allowed(true), api });
    await openDialog(user);
    await confirmAll(user);
    await user.click(inDialog().getByRole('button', { name: 'Delete immediately' }));
    const reason = inDialog().getByLabelText(/I want to delete this record because:/);
    expect(reason).toHaveAccessibleDescription('Required');
    expect(reason).toHaveFocus();
    expect(api.requestDeletion).not.toHaveBeenCalled();

    await user.selectOptions(reason, 'duplicate');
    await user.click(inDialog().getByRole('button', { name: 'Delete immediately' }));
    // One action at a time: the button waits for the answer.
    expect(inDialog().getByRole('button', { name: 'Delete immediately' })).toBeDisabled();
    await user.click(inDialog().getByRole('button', { name: 'Delete immediately' }));
    expect(api.requestDeletion).toHaveBeenCalledTimes(1);
    const [record, payload] = api.requestDeletion.mock.calls[0]!;
    expect(record.links.request_deletion).toBe(REQUEST_DELETION);
    expect(payload).toEqual<DeletionPayload>({ reason: 'duplicate' });

    settle(anAnswer('deleted'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${UI}/records/${ID}`));
  });

  it('says why it failed in the dialog, every choice kept, and lets the user try again', async () => {
    const refusal = new ApiError({
      status: 400,
      message: 'A deletion request for this record already exists.',
    });
    const api = fakeApi(() => Promise.reject(refusal));
    const { user } = await renderForm({ recordDeletion: allowed(true), api });
    await openDialog(user);
    await confirmAll(user);
    await user.selectOptions(inDialog().getByLabelText(/I want to delete/), 'spam');
    await user.click(inDialog().getByRole('button', { name: 'Delete immediately' }));

    const alert = await inDialog().findByRole('alert');
    expect(alert).toHaveTextContent('Unable to request deletion.');
    expect(alert).toHaveTextContent('A deletion request for this record already exists.');
    expect(inDialog().getByLabelText('3 files will be deleted.')).toBeChecked();
    expect(
      inDialog().getByRole('radio', { name: 'I forgot to submit to a community No' }),
    ).toBeChecked();
    expect(inDialog().getByLabelText(/I want to delete/)).toHaveValue('spam');
    expect(inDialog().getByRole('button', { name: 'Delete immediately' })).toBeEnabled();
  });

  it('goes by keyboard: opens, closes with Escape and gives focus back', async () => {
    const { user } = await renderForm({ recordDeletion: allowed(true) });
    deleteButton()!.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    inDialog().getByLabelText('3 files will be deleted.').focus();
    await user.keyboard(' ');
    expect(inDialog().getByLabelText('3 files will be deleted.')).toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteButton()).toHaveFocus();
  });

  it('is accessible with its checklist and a suggestion showing', async () => {
    const { user } = await renderForm({ recordDeletion: allowed(true) });
    await openDialog(user);
    await user.click(inDialog().getByRole('radio', { name: 'I want to change the files Yes' }));
    expect(await violations(dialog())).toEqual([]);
  });
});

describe('Delete record: asking for deletion', () => {
  it('needs a justification of 25 characters, sends it, then links to the request', async () => {
    const api = fakeApi(() => Promise.resolve(anAnswer('requested')));
    const { user, navigate } = await renderForm({
      recordDeletion: allowed(false, { checklist: [], context: { files: 0, internalDoi: false } }),
      api,
    });
    await openDialog(user);
    expect(dialog()).toHaveAccessibleName('Request deletion');
    expect(inDialog().getByText('An administrator decides.')).toBeVisible();
    await user.click(inDialog().getByLabelText('0 files will be deleted.'));
    await user.click(
      inDialog().getByLabelText('A tombstone page with the citation will replace the record page'),
    );
    await user.selectOptions(inDialog().getByLabelText(/I want to delete/), 'spam');
    const justification = inDialog().getByLabelText(/Detailed justification:/);
    await user.type(justification, 'Uploaded twice.');
    await user.click(inDialog().getByRole('button', { name: 'Request deletion' }));
    expect(justification).toHaveAccessibleDescription(
      'Your justification will not be shared publicly Please write at least 25 characters',
    );
    expect(api.requestDeletion).not.toHaveBeenCalled();

    await user.clear(justification);
    await user.type(justification, JUSTIFICATION);
    await user.click(inDialog().getByRole('button', { name: 'Request deletion' }));
    expect(api.requestDeletion.mock.calls[0]![1]).toEqual({
      reason: 'spam',
      comment: JUSTIFICATION,
    });

    const link = await screen.findByRole('link', { name: 'View deletion request' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveAttribute('href', REQUEST_PAGE);
    expect(link).toHaveFocus();
    const announcement = screen.getByText('Your deletion request was submitted.');
    expect(announcement.closest('[role="status"]')).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});
