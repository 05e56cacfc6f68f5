import { useTranslation } from '../../../ui/i18n/useTranslation';
import { TextField } from '../../../ui/fields';

/** Who holds the copyright, as a statement shown with the record (InvenioRDM v13+). */
export const CopyrightField = () => {
  const { t } = useTranslation();
  return (
    <TextField
      name="metadata.copyright"
      label={t('Copyright')}
      hint={t('A copyright statement, e.g. © 2025 The authors.')}
    />
  );
};
