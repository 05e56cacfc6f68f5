import { useTranslation } from '../../../../ui/i18n/useTranslation';
import { BundleField } from './BundleField';
import type { CustomFieldWidgetProps } from './customFieldWidgetProps';

/** The `thesis:thesis` bundle: where and when the thesis was submitted and defended. */
export const ThesisField = ({ name, props }: CustomFieldWidgetProps) => {
  const { t } = useTranslation();
  return (
    <BundleField
      name={name}
      props={props}
      legend={t('Thesis')}
      texts={[
        { key: 'university', label: t('Awarding university') },
        { key: 'department', label: t('Department'), optional: true },
        { key: 'type', label: t('Thesis type'), optional: true },
        { key: 'date_submitted', label: t('Date submitted'), optional: true },
        { key: 'date_defended', label: t('Date defended'), optional: true },
      ]}
    />
  );
};
