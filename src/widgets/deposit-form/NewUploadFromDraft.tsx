import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftsApi } from '../../core/api';
import type { EditorConfig, EditorRecord } from '../../core/model';
import { serializeRecord } from '../../core/serializer/recordSerializer';
import { NewUploadFromRecordButton } from '../new-version-button';
import { useEditorSession } from './draftActions';

export interface NewUploadFromDraftProps {
  /** The draft as last saved (saved at least once). */
  record: EditorRecord;
  config: EditorConfig;
  /** Creates the new upload (at the config's `createUrl`). */
  draftsApi: DraftsApi;
  /** The new upload exists: the browser goes to its page. */
  navigate: (url: string) => void;
}

/**
 * 'New upload from this record' under the draft's actions: it copies the draft as last saved,
 * so while the form holds edits not saved yet it waits, and says why
 * (docs/behaviour.md#new-upload-from-a-record).
 */
export const NewUploadFromDraft = ({
  record,
  config,
  draftsApi,
  navigate,
}: NewUploadFromDraftProps) => {
  const { t } = useTranslation();
  const session = useEditorSession();
  const unsaved = useSyncExternalStore(
    session.subscribeToSettled,
    () => session.changes().length > 0,
  );
  const locale = config.default_locale;
  // The button reads the record as the server answers it, as on a record's page.
  const saved = useMemo(
    () => serializeRecord(record, { locale }) as unknown as Record<string, unknown>,
    [record, locale],
  );
  return (
    <div className="rdm-new-upload-from-draft">
      <NewUploadFromRecordButton
        record={saved}
        config={config}
        draftsApi={draftsApi}
        unavailableReason={unsaved ? t('Save your changes first.') : undefined}
        onCreated={(draft) => {
          if (draft.links.self_html) navigate(draft.links.self_html);
        }}
      />
    </div>
  );
};
