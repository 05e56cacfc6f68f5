import { useTranslation } from '../../../ui/i18n/useTranslation';
import { TextField } from '../../../ui/fields';

/** The record's own version label (free text, e.g. v1.0.2). */
export const VersionField = () => {
  const { t } = useTranslation();
  return (
    <TextField
      name="metadata.version"
      label={t('Version')}
      hint={t('Mostly used for software and data, e.g. v1.0.2 or 2024-03.')}
    />
  );
};
