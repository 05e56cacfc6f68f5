import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { ActionState } from '../../src/core/model';
import { AUTOSAVE_MERGED_FLASH, flashFor } from '../../src/core/serializer/flashMessages';
import { mapServerErrors } from '../../src/core/serializer/serverErrors';
import { community, scenarioMeta, validationErrors } from './scenarioArgs';

/**
 * Every message after an action (docs/behaviour.md#messages-after-an-action), a save that met
 * another save, and a community's curation checks: the banner over a title field.
 */
const meta = {
  ...scenarioMeta,
  title: 'Widgets/Deposit form/Messages',
} satisfies Meta<typeof scenarioMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner after `actionState`; the story names stay literal, where Storybook reads them. */
const after = (actionState: ActionState, errors?: unknown): Story['args'] => ({
  flash: flashFor(actionState, { errors }),
});

export const FlashSaved: Story = { name: 'Saved', args: after('DRAFT_SAVE_SUCCEEDED') };
export const FlashSavedWithValidationErrors: Story = {
  name: 'Saved with validation errors',
  args: after('DRAFT_HAS_VALIDATION_ERRORS', validationErrors),
};
export const FlashSaveFailed: Story = { name: 'Saving failed', args: after('DRAFT_SAVE_FAILED') };
export const FlashPublishFailed: Story = {
  name: 'Publishing failed',
  args: after('DRAFT_PUBLISH_FAILED'),
};
export const FlashPublishFailedWithValidationErrors: Story = {
  name: 'Publishing refused: validation errors',
  args: after('DRAFT_PUBLISH_FAILED_WITH_VALIDATION_ERRORS', validationErrors),
};
export const FlashSubmitFailed: Story = {
  name: 'Submitting for review failed',
  args: after('DRAFT_SUBMIT_REVIEW_FAILED'),
};
export const FlashSubmitFailedWithValidationErrors: Story = {
  name: 'Submitting for review refused: validation errors',
  args: after('DRAFT_SUBMIT_REVIEW_FAILED_WITH_VALIDATION_ERRORS', validationErrors),
};
export const FlashDeleteFailed: Story = {
  name: 'Deleting failed',
  args: after('DRAFT_DELETE_FAILED'),
};
export const FlashPreviewFailed: Story = {
  name: 'Preview failed',
  args: after('DRAFT_PREVIEW_FAILED'),
};
export const FlashReservePidFailed: Story = {
  name: 'Reserving the DOI failed',
  args: after('RESERVE_PID_FAILED'),
};
export const FlashDiscardPidFailed: Story = {
  name: 'Discarding the DOI failed',
  args: after('DISCARD_PID_FAILED'),
};
export const FlashSaveBeforeUploadFailed: Story = {
  name: 'Saving before an upload failed',
  args: after('DRAFT_SAVE_BEFORE_UPLOAD_FAILED'),
};
export const FlashFilesImportFailed: Story = {
  name: 'Importing the files failed',
  args: after('FILES_IMPORT_FAILED'),
};
export const FlashWithServerMessage: Story = {
  name: "Failed with the server's message",
  args: {
    flash: flashFor('DRAFT_PUBLISH_FAILED', { serverMessage: 'The storage quota is exceeded.' }),
  },
};

/** The last save found no files; they have been uploaded since, so only the rest is listed. */
export const SavedWithErrorsFilesSinceUploaded: Story = {
  name: 'Saved with errors, files uploaded since',
  args: {
    flash: flashFor('DRAFT_HAS_VALIDATION_ERRORS', { errors: validationErrors }),
    fileCount: 2,
  },
};

/** The summary of a refused publish: each link opens the field's section and focuses it. */
export const ErrorSummaryWithFoldedSection: Story = {
  name: 'Error summary with its section folded',
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

/* A save that met another save (HTTP 412). */

export const SavedWithChangesFromElsewhere: Story = {
  name: 'Saved, with changes made elsewhere',
  args: { flash: { ...flashFor('DRAFT_SAVE_SUCCEEDED')!, mergedFrom: ['Title', 'Version'] } },
};
export const AutosavedWithChangesFromElsewhere: Story = {
  name: 'Autosaved, with changes made elsewhere',
  args: { flash: { ...AUTOSAVE_MERGED_FLASH, mergedFrom: ['Title'] } },
};
export const SaveConflict: Story = {
  name: 'Saving met a conflicting save',
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
  name: "The community's checks advise",
  args: {
    community,
    flash: flashFor('DRAFT_SAVE_SUCCEEDED'),
    checks: [fundingAdvice, licenceInfo],
  },
};
export const CommunityChecksBlocking: Story = {
  name: "The community's checks block publishing",
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
