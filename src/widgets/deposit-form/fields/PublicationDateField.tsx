import { useTranslation } from '../../../ui/i18n/useTranslation';
import { TextField } from '../../../ui/fields';

/** The accepted formats, said under the input (docs/behaviour.md#validation). */
export const PUBLICATION_DATE_HINT = 'Format: YYYY-MM-DD, YYYY-MM, YYYY, or intervals DATE/DATE.';

/** When the record was or will be published (an EDTF date or interval). */
export const PublicationDateField = () => {
  const { t } = useTranslation();
  return (
    <TextField
      name="metadata.publication_date"
      label={t('Publication date')}
      hint={t(PUBLICATION_DATE_HINT)}
      required
    />
  );
};
