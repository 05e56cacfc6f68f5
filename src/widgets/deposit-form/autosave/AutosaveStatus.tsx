import { useTranslation } from 'react-i18next';
import type { AutosaveState } from '../../../core/editor/autosave';
import { intlLocale } from '../../../core/rules';

/**
 * Where autosave stands, in words, beside the form's buttons; announced politely. A save whose
 * answer refused some values names those fields: they are not saved, whatever the form shows.
 */
export const AutosaveStatus = ({ phase, savedAt, refused = [] }: AutosaveState) => {
  const { t, i18n } = useTranslation();
  const time = savedAt
    ? new Intl.DateTimeFormat(intlLocale(i18n.language), { timeStyle: 'short' }).format(savedAt)
    : '';
  const text = {
    idle: '',
    saving: t('Saving…'),
    saved:
      refused.length > 0
        ? t('Saved {{time}}, except {{fields}}', {
            time,
            fields: refused.map((label) => t(label)).join(', '),
          })
        : t('Saved {{time}}', { time }),
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
