import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import type { AutosaveState } from '../../../core/editor/autosave';
import { intlLocale } from '../../../core/rules';
import { useWhenIdle } from '../../../ui/hooks/useWhenIdle';

export interface AutosaveStatusProps extends AutosaveState {
  /**
   * The draft's own save status, said while autosave has nothing to add (idle, or saved in
   * full); 'Saved 14:03' without it.
   */
  children?: ReactNode;
}

/**
 * The form's one save status while autosave is on, beside the form's buttons; announced
 * politely. Where autosave stands when it has something to say (saving, retrying, offline,
 * failed), else the draft's own status, so the two never contradict each other. A save whose
 * answer refused some values names those fields: they are not saved, whatever the form shows.
 */
export const AutosaveStatus = ({ phase, savedAt, refused = [], children }: AutosaveStatusProps) => {
  const { t, i18n } = useTranslation();
  // A page's first date format is costly: it is made once the browser is idle, not in the
  // render that answers a new upload's first save while the user types.
  const timeWanted = useWhenIdle() || savedAt !== undefined;
  const timeFormat = useMemo(
    () =>
      timeWanted
        ? new Intl.DateTimeFormat(intlLocale(i18n.language), { timeStyle: 'short' })
        : undefined,
    [timeWanted, i18n.language],
  );
  const time = savedAt && timeFormat ? timeFormat.format(savedAt) : '';
  const text = {
    idle: children,
    saving: t('Saving…'),
    saved:
      refused.length > 0
        ? t('Saved {{time}}, except {{fields}}', {
            time,
            fields: refused.map((label) => t(label)).join(', '),
          })
        : (children ?? t('Saved {{time}}', { time })),
    retrying: t('Not saved — retrying'),
    offline: t('Offline: your changes are kept on this device'),
    failed: t('Not saved — use Save draft to try again'),
  }[phase];
  return (
    <p className="rdm-autosave-status" role="status" aria-live="polite" data-state={phase}>
      {text}
    </p>
  );
};
