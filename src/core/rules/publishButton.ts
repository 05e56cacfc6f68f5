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
