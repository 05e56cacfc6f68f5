import { useTranslation } from '../../../ui/i18n/useTranslation';
import { TextField } from '../../../ui/fields';

/** The record's title (required for publishing; the server says so on save). */
export const TitleField = () => {
  const { t } = useTranslation();
  return <TextField name="metadata.title" label={t('Title')} required />;
};
