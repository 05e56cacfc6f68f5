import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import {
  RECORD_STATUSES,
  type ActionState,
  type Community,
  type EditorRecord,
} from '../../src/core/model';
import { AUTOSAVE_MERGED_FLASH, flashFor } from '../../src/core/serializer/flashMessages';
import { mapServerErrors } from '../../src/core/serializer/serverErrors';
import { aCommunity } from '../../test/factories/community';
import { draftLinks } from '../../test/factories/draft';
import { anEditorRecord } from '../../test/factories/editorRecord';
import { AutosaveStatus } from '../../src/widgets/deposit-form/autosave/AutosaveStatus';
import { remountOnArgChange } from '../support/remountOnArgChange';
import { DepositFormScenario } from './DepositFormScenario';

const saved = (overrides: Partial<EditorRecord> = {}) =>
  anEditorRecord({
    id: 'abc12-34567',
    status: 'draft',
    links: draftLinks('abc12-34567'),
    metadata: { title: 'Soil samples from the Rhine delta' },
    ...overrides,
  });

const community = aCommunity();
const directCommunity = aCommunity({
  metadata: { title: 'Marine Biology' },
  ui: { permissions: { can_include_directly: true } },
});

const validationErrors = [
  { field: 'metadata.title', messages: ['Missing data for required field.'] },
  { field: 'metadata.creators', messages: ['Missing data for required field.'] },
  {
    field: 'files.enabled',
    messages: [
      'Missing uploaded files. To disable files for this record please mark it as metadata-only.',
    ],
  },
];

/**
 * What the status control offers: a draft not saved yet, then every status
 * (docs/behaviour.md#record-statuses).
 */
const recordByStatus: Record<string, EditorRecord> = {
  'unsaved new draft': anEditorRecord(),
  ...Object.fromEntries(
    RECORD_STATUSES.map((status) => [
      status,
      saved({
        status,
        is_published: status === 'published',
        ...(status === 'new_version_draft' ? { versions: { index: 2 } } : {}),
      }),
    ]),
  ),
};

const communityByChoice: Record<string, Community | null> = {
  none: null,
  'needs review': community,
  'direct publish': directCommunity,
};

const meta = {
  title: 'Widgets/Deposit form',
  component: DepositFormScenario,
  decorators: [remountOnArgChange],
  args: { record: saved() },
  argTypes: {
    record: {
      description: "The draft's `status`; a new draft has no id yet.",
      options: Object.keys(recordByStatus),
      mapping: recordByStatus,
      control: 'select',
    },
    community: {
      description: 'The community the draft is addressed to (`parent.review.receiver`).',
      options: Object.keys(communityByChoice),
      mapping: communityByChoice,
      control: 'radio',
    },
    fileCount: {
      description: 'Files uploaded so far; without any, Publish is disabled.',
      control: { type: 'number', min: 0 },
    },
    flash: { control: false },
    errors: { control: false },
    answer: { control: false },
    checks: { control: false },
    slots: { control: false },
  },
} satisfies Meta<typeof DepositFormScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

/* One story per record status (docs/behaviour.md#record-statuses). */

export const NewDraft: Story = { args: { record: anEditorRecord(), fileCount: 0 } };
export const Draft: Story = {};
export const DraftWithCommunity: Story = { args: { community } };
export const DraftWithDirectPublish: Story = { args: { community: directCommunity } };
export const DraftWithReview: Story = {
  args: { record: saved({ status: 'draft_with_review' }), community },
};
export const InReview: Story = { args: { record: saved({ status: 'in_review' }), community } };
export const Declined: Story = { args: { record: saved({ status: 'declined' }), community } };
export const Expired: Story = { args: { record: saved({ status: 'expired' }), community } };
export const Published: Story = {
  args: { record: saved({ status: 'published', is_published: true }), community },
};
export const NewVersionDraft: Story = {
  args: { record: saved({ status: 'new_version_draft', versions: { index: 2 } }) },
};
export const PublishDisabledWithoutFiles: Story = { args: { fileCount: 0 } };

/** Focus on the disabled Publish says why it cannot be used yet. */
export const PublishDisabledReasonShown: Story = {
  args: { fileCount: 0 },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Publish' }).focus();
    await within(canvasElement.ownerDocument.body).findByRole('tooltip');
  },
};

/** A date the form refuses stops Publish, which then names the empty required fields too. */
export const PublishRefusedListsEveryField: Story = {
  args: {
    record: { ...saved(), metadata: { ...saved().metadata, publication_date: '2024-13-45' } },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Publish' }));
    await userEvent.click(
      within(await page.findByRole('dialog')).getByRole('button', { name: 'Publish' }),
    );
    await page.findByRole('list', { name: 'Fields that need attention' });
  },
};

/** The last save found no files; they have been uploaded since, so only the rest is listed. */
export const SavedWithErrorsFilesSinceUploaded: Story = {
  args: {
    flash: flashFor('DRAFT_HAS_VALIDATION_ERRORS', { errors: validationErrors }),
    fileCount: 2,
  },
};

/* Every message after an action (docs/behaviour.md#messages-after-an-action). */

const flashStory = (actionState: ActionState, errors?: unknown): Story => ({
  args: { flash: flashFor(actionState, { errors }) },
});

export const FlashSaved = flashStory('DRAFT_SAVE_SUCCEEDED');
export const FlashSavedWithValidationErrors = flashStory(
  'DRAFT_HAS_VALIDATION_ERRORS',
  validationErrors,
);
export const FlashSaveFailed = flashStory('DRAFT_SAVE_FAILED');
export const FlashPublishFailed = flashStory('DRAFT_PUBLISH_FAILED');
export const FlashPublishFailedWithValidationErrors = flashStory(
  'DRAFT_PUBLISH_FAILED_WITH_VALIDATION_ERRORS',
  validationErrors,
);
export const FlashSubmitFailed = flashStory('DRAFT_SUBMIT_REVIEW_FAILED');
export const FlashSubmitFailedWithValidationErrors = flashStory(
  'DRAFT_SUBMIT_REVIEW_FAILED_WITH_VALIDATION_ERRORS',
  validationErrors,
);
export const FlashDeleteFailed = flashStory('DRAFT_DELETE_FAILED');
export const FlashPreviewFailed = flashStory('DRAFT_PREVIEW_FAILED');
export const FlashReservePidFailed = flashStory('RESERVE_PID_FAILED');
export const FlashDiscardPidFailed = flashStory('DISCARD_PID_FAILED');
export const FlashSaveBeforeUploadFailed = flashStory('DRAFT_SAVE_BEFORE_UPLOAD_FAILED');
export const FlashFilesImportFailed = flashStory('FILES_IMPORT_FAILED');
export const FlashWithServerMessage: Story = {
  args: {
    flash: flashFor('DRAFT_PUBLISH_FAILED', { serverMessage: 'The storage quota is exceeded.' }),
  },
};

/* Each confirmation open. */

const open =
  (button: string): Story['play'] =>
  async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
    // The modal renders in a portal on the page's body.
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
  };

export const PublishModalOpen: Story = { play: open('Publish') };
export const PublishWithoutCommunityModalOpen: Story = {
  args: Declined.args,
  play: open('Publish without community'),
};
export const SubmitReviewModalOpen: Story = {
  args: { community },
  play: open('Submit for review'),
};
export const SubmitReviewModalValidation: Story = {
  args: { community },
  play: async (context) => {
    await open('Submit for review')?.(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Submit record for review' }));
    await body.findAllByText('You must accept this.');
  },
};
export const DirectPublishModalOpen: Story = {
  args: { community: directCommunity },
  play: open('Publish to community'),
};
export const DeleteModalOpen: Story = { play: open('Delete draft') };
export const DiscardVersionModalOpen: Story = {
  args: NewVersionDraft.args,
  play: open('Discard version'),
};

/* A save that met another save (HTTP 412), and autosave's states. */

export const SavedWithChangesFromElsewhere: Story = {
  args: { flash: { ...flashFor('DRAFT_SAVE_SUCCEEDED')!, mergedFrom: ['Title', 'Version'] } },
};
export const AutosavedWithChangesFromElsewhere: Story = {
  args: { flash: { ...AUTOSAVE_MERGED_FLASH, mergedFrom: ['Title'] } },
};
export const SaveConflict: Story = {
  args: {
    flash: flashFor('DRAFT_SAVE_CONFLICT'),
    conflicts: [
      {
        path: 'metadata.title',
        local: 'Soil samples from the Rhine delta, 2025',
        remote: 'Rhine delta soil samples',
      },
      { path: 'metadata.version', local: 'v2', remote: '' },
    ],
  },
};

/* Where records are published through communities only (InvenioRDM v13+). */

export const CommunityRequiredNoneChosen: Story = { args: { communityRequired: true } };
export const CommunityRequiredChosen: Story = { args: { communityRequired: true, community } };

/* Community curation checks (InvenioRDM v13+): advice lets publish go ahead, errors do not. */

const fundingAdvice = {
  field: 'metadata.funding',
  severity: 'warning' as const,
  messages: ['Funding information is recommended.'],
  description: 'Our funders ask for the grant to be named, so that the record counts for it.',
};
const licenceInfo = {
  field: 'metadata.rights',
  severity: 'info' as const,
  messages: ['An open licence is preferred.'],
  description: 'CC BY 4.0 lets others reuse the data with credit.',
};
export const CommunityChecksAdvice: Story = {
  args: {
    community,
    flash: flashFor('DRAFT_SAVE_SUCCEEDED'),
    checks: [fundingAdvice, licenceInfo],
  },
};
export const CommunityChecksBlocking: Story = {
  args: {
    community,
    flash: flashFor('DRAFT_PUBLISH_FAILED_WITH_VALIDATION_ERRORS', {
      errors: [{ field: 'metadata.languages', messages: ['A language is required here.'] }],
    }),
    errors: { metadata: { languages: 'A language is required here.' } },
    checks: [
      {
        field: 'metadata.languages',
        severity: 'error',
        messages: ['A language is required here.'],
        description: 'Curators index records by language.',
      },
      fundingAdvice,
    ],
  },
};

const autosaveStory = (state: Parameters<typeof AutosaveStatus>[0]): Story => ({
  args: { slots: { actionsStatus: <AutosaveStatus {...state} /> } },
});
export const AutosaveSaving = autosaveStory({ phase: 'saving' });
export const AutosaveSaved = autosaveStory({
  phase: 'saved',
  savedAt: new Date(2026, 10, 24, 14, 3),
});
/** The server kept the draft but refused a value: the status names that field. */
export const AutosaveSavedExceptRefused = autosaveStory({
  phase: 'saved',
  savedAt: new Date(2026, 10, 24, 14, 3),
  refused: ['Publication date'],
});
export const AutosaveRetrying = autosaveStory({ phase: 'retrying' });
export const AutosaveOffline = autosaveStory({ phase: 'offline' });
export const AutosaveFailed = autosaveStory({ phase: 'failed' });

/** The summary of a refused publish: each link opens the field's section and focuses it. */
export const ErrorSummaryWithFoldedSection: Story = {
  args: {
    flash: flashFor('DRAFT_PUBLISH_FAILED_WITH_VALIDATION_ERRORS', { errors: validationErrors }),
    errors: mapServerErrors(validationErrors),
    fileCount: 0,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement);
    await userEvent.click(body.getByRole('button', { name: /^Basic information/ }));
  },
};

/** A form narrower than two columns (a phone, or a host's narrow column): the side comes first. */
export const NarrowStacked: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 375 }}>
        <Story />
      </div>
    ),
  ],
};
