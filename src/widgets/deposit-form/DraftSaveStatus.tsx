import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localChanges } from '../../core/editor/mergeDraft';
import { createRestartableTimeout } from '../../core/editor/restartableTimeout';
import type { EditorRecord } from '../../core/model';
import { intlLocale } from '../../core/rules';
import { useFormActions, useFormValueWatcher, useFormValuesListener } from '../../ui/fields';
import { useWhenIdle } from '../../ui/hooks/useWhenIdle';

export interface DraftSaveStatusProps {
  /** The draft as the server last confirmed it. */
  record: EditorRecord;
  /**
   * Autosave is on, and saves a new upload once it has a title: until then the status asks
   * for one.
   */
  titleFirst?: boolean;
}

/** Comparing a large record on every keystroke would cost more than the keystroke itself. */
const COMPARE_AFTER_MS = 300;

/**
 * Whether the form holds changes the server has not got, or when the draft was last saved, in
 * words. Compared a moment after the user pauses.
 */
export const DraftSaveText = ({ record, titleFirst = false }: DraftSaveStatusProps) => {
  const { t, i18n } = useTranslation();
  const { getValues } = useFormActions();
  // Whether there is a title, not the title: typing one renders nothing more here.
  const [titled, setTitled] = useState(false);
  useFormValueWatcher(
    'metadata.title',
    useCallback(
      (title: unknown) => setTitled(typeof title === 'string' && title.trim() !== ''),
      [],
    ),
  );
  // Compared against one record: a newer answer from the server starts clean, and the
  // form's values, reset from that answer, ask for a comparison of their own.
  const [compared, setCompared] = useState<{ against: EditorRecord; unsaved: boolean }>();
  const unsaved = compared?.against === record && compared.unsaved;
  const [pause] = useState(createRestartableTimeout);
  useEffect(() => () => pause.stop(), [pause]);
  useFormValuesListener(
    useCallback(() => {
      pause.restart(COMPARE_AFTER_MS, () => {
        const changes = localChanges(record, getValues() as EditorRecord);
        setCompared({ against: record, unsaved: changes.length > 0 });
      });
    }, [pause, record, getValues]),
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
