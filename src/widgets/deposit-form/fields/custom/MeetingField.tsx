import { useTranslation } from '../../../../ui/i18n/useTranslation';
import { BundleField } from './BundleField';
import type { CustomFieldWidgetProps } from './customFieldWidgetProps';

/** The `meeting:meeting` bundle: the conference a work was presented at. */
export const MeetingField = ({ name, props }: CustomFieldWidgetProps) => {
  const { t } = useTranslation();
  return (
    <BundleField
      name={name}
      props={props}
      legend={t('Meeting')}
      texts={[
        { key: 'title', label: t('Meeting title') },
        { key: 'acronym', label: t('Acronym') },
        { key: 'dates', label: t('Dates') },
        { key: 'place', label: t('Place') },
        { key: 'url', label: t('Website'), type: 'url', optional: true },
        { key: 'session', label: t('Session') },
        { key: 'session_part', label: t('Session part') },
      ]}
    />
  );
};
