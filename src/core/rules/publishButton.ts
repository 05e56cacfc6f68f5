/** When the Publish button is disabled (docs/behaviour.md#draft-actions). */

export interface PublishButtonInput {
  /** An action (save, publish, ...) is running. */
  submitting: boolean;
  filesEnabled: boolean;
  fileCount: number;
}

/** A record that promises files cannot be published without any. */
export const isPublishDisabled = ({ submitting, filesEnabled, fileCount }: PublishButtonInput) =>
  submitting || (filesEnabled && fileCount === 0);

export const FILES_MISSING_REASON =
  'Upload at least one file, or make this a metadata-only record, to publish.';

/**
 * Why Publish cannot be used, for the user to read; null while it can, or while an action runs
 * (that wait ends by itself).
 */
export const publishDisabledReason = ({
  filesEnabled,
  fileCount,
}: PublishButtonInput): string | null =>
  filesEnabled && fileCount === 0 ? FILES_MISSING_REASON : null;
