import { useTranslation } from 'react-i18next';
import { BundleField } from './BundleField';
import type { CustomFieldWidgetProps } from './customFieldWidgetProps';

/** The `thesis:thesis` bundle: the university that awarded the thesis. */
export const ThesisField = ({ name, props }: CustomFieldWidgetProps) => {
  const { t } = useTranslation();
  return (
    <BundleField
      name={name}
      props={props}
      legend={t('Thesis')}
      texts={[{ key: 'university', label: t('Awarding university') }]}
    />
  );
};
