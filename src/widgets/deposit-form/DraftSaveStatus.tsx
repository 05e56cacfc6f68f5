import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localChanges } from '../../core/editor/mergeDraft';
import { createRestartableTimeout } from '../../core/editor/restartableTimeout';
import type { EditorRecord } from '../../core/model';
import { intlLocale } from '../../core/rules';
import { useFormActions, useFormValuesListener } from '../../ui/fields';
import { useWhenIdle } from '../../ui/hooks/useWhenIdle';

export interface DraftSaveStatusProps {
  /** The draft as the server last confirmed it. */
  record: EditorRecord;
}

/** Comparing a large record on every keystroke would cost more than the keystroke itself. */
const COMPARE_AFTER_MS = 300;

/**
 * Whether the form holds changes the server has not got, or when the draft was last saved.
 * Compared a moment after the user pauses.
 */
export const DraftSaveStatus = ({ record }: DraftSaveStatusProps) => {
  const { t, i18n } = useTranslation();
  const { getValues } = useFormActions();
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
  const updated = record.updated ? new Date(record.updated) : null;
  const text = unsaved
    ? t('Unsaved changes')
    : !record.id
      ? t('Not saved yet')
      : timeShown && updated && !Number.isNaN(updated.getTime())
        ? t('Draft saved {{time}}', {
            time: new Intl.DateTimeFormat(intlLocale(i18n.language), {
              dateStyle: 'medium',
              timeStyle: 'short',
            }).format(updated),
          })
        : t('Draft saved');
  return (
    <p className="rdm-draft-save-status" data-state={unsaved ? 'unsaved' : 'saved'}>
      {text}
    </p>
  );
};
