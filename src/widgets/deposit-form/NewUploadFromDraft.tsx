import { memo } from 'react';
import type { DraftsApi } from '../../core/api';
import type { EditorConfig } from '../../core/model';
import { serializeRecord } from '../../core/serializer/recordSerializer';
import { NewUploadFromRecordButton } from '../new-version-button';
import { useEditorSession } from './draftActions';

export interface NewUploadFromDraftProps {
  config: EditorConfig;
  /** Creates the new upload (at the config's `createUrl`). */
  draftsApi: DraftsApi;
  /** The new upload exists: the browser goes to its page. */
  navigate: (url: string) => void;
}

/**
 * 'New upload from this record' under the draft's actions: it copies what the form holds when
 * it is pressed, saved or not (docs/behaviour.md#new-upload-from-a-record). It never waits for
 * a save, and neither typing nor a save renders it (memoised).
 */
export const NewUploadFromDraft = memo(function NewUploadFromDraft({
  config,
  draftsApi,
  navigate,
}: NewUploadFromDraftProps) {
  const session = useEditorSession();
  const locale = config.default_locale;
  return (
    <div className="rdm-new-upload-from-draft">
      <NewUploadFromRecordButton
        // The button reads the record as the server answers it, as on a record's page.
        record={() =>
          serializeRecord(session.getValues(), { locale }) as unknown as Record<string, unknown>
        }
        config={config}
        draftsApi={draftsApi}
        onCreated={(draft) => {
          if (draft.links.self_html) navigate(draft.links.self_html);
        }}
      />
    </div>
  );
});
