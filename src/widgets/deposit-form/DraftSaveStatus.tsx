import { useCallback, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import type { EditorRecord } from '../../core/model';
import { intlLocale } from '../../core/rules';
import { useFormValueWatcher } from '../../ui/fields';
import { useWhenIdle } from '../../ui/hooks/useWhenIdle';
import { useEditorSession } from './draftActions';

export interface DraftSaveStatusProps {
  /** The draft as the server last confirmed it. */
  record: EditorRecord;
  /**
   * Autosave is on, and saves a new upload once it has a title: until then the status asks
   * for one.
   */
  titleFirst?: boolean;
}

/**
 * Whether the form holds changes the server has not got, or when the draft was last saved, in
 * words. The session compares the values with the saved draft once typing pauses.
 */
export const DraftSaveText = ({ record, titleFirst = false }: DraftSaveStatusProps) => {
  const { t, i18n } = useTranslation();
  const session = useEditorSession();
  // Whether there is a title, not the title: typing one renders nothing more here.
  const [titled, setTitled] = useState(false);
  useFormValueWatcher(
    'metadata.title',
    useCallback(
      (title: unknown) => setTitled(typeof title === 'string' && title.trim() !== ''),
      [],
    ),
  );
  const unsaved = useSyncExternalStore(
    session.subscribeToSettled,
    () => session.changes().length > 0,
  );

  // The time needs a date format, a costly first in a page: it joins once the form has
  // painted and the browser is idle.
  const timeShown = useWhenIdle();
  if (!record.id && titleFirst && !titled) {
    return t('Not saved yet — give it a title to save it as a draft');
  }
  if (unsaved) return t('Unsaved changes');
  if (!record.id) return t('Not saved yet');
  const updated = record.updated ? new Date(record.updated) : null;
  if (!timeShown || !updated || Number.isNaN(updated.getTime())) return t('Draft saved');
  return t('Draft saved {{time}}', {
    time: new Intl.DateTimeFormat(intlLocale(i18n.language), {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(updated),
  });
};

/**
 * The form's save status while autosave is off. Not a live region: it changes with the user's
 * own actions, whose banner says how they went.
 */
export const DraftSaveStatus = (props: DraftSaveStatusProps) => (
  <p className="rdm-draft-save-status">
    <DraftSaveText {...props} />
  </p>
);
