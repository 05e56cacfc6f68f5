import { useTranslation } from '../../../ui/i18n/useTranslation';
import { TextField } from '../../../ui/fields';

/** Who publishes the record; it appears in the record's citation. */
export const PublisherField = () => {
  const { t } = useTranslation();
  return (
    <TextField
      name="metadata.publisher"
      label={t('Publisher')}
      hint={t('The publisher appears in the citation of the record, e.g. the repository name.')}
    />
  );
};
