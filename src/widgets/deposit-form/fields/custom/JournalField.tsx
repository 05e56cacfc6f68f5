import { useTranslation } from '../../../../ui/i18n/useTranslation';
import { BundleField } from './BundleField';
import type { CustomFieldWidgetProps } from './customFieldWidgetProps';

/** The `journal:journal` bundle: where an article was published. */
export const JournalField = ({ name, props }: CustomFieldWidgetProps) => {
  const { t } = useTranslation();
  return (
    <BundleField
      name={name}
      props={props}
      legend={t('Journal')}
      texts={[
        { key: 'title', label: t('Journal title') },
        { key: 'issn', label: t('ISSN') },
        { key: 'volume', label: t('Volume') },
        { key: 'issue', label: t('Issue') },
        { key: 'pages', label: t('Pages') },
      ]}
    />
  );
};
