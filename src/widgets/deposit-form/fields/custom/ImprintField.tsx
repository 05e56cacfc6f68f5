import { useTranslation } from '../../../../ui/i18n/useTranslation';
import { BundleField } from './BundleField';
import type { CustomFieldWidgetProps } from './customFieldWidgetProps';

/** The `imprint:imprint` bundle: the book a chapter appeared in. */
export const ImprintField = ({ name, props }: CustomFieldWidgetProps) => {
  const { t } = useTranslation();
  return (
    <BundleField
      name={name}
      props={props}
      legend={t('Imprint')}
      texts={[
        { key: 'title', label: t('Book title') },
        { key: 'isbn', label: t('ISBN') },
        { key: 'place', label: t('Place') },
        { key: 'pages', label: t('Pages') },
        { key: 'edition', label: t('Edition'), optional: true },
      ]}
    />
  );
};
