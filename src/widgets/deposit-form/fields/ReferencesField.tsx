import { useTranslation } from 'react-i18next';
import type { FormReference } from '../../../core/model';
import { ListField } from '../../../ui/fields';
import { ReferenceRow } from './lists/ReferenceRow';

const newReference = (): FormReference => ({ reference: '' });

/** The works the record cites, as free-text references. */
export const ReferencesField = () => {
  const { t } = useTranslation();
  return (
    <ListField<FormReference>
      name="metadata.references"
      legend={t('References')}
      addLabel={t('Add reference')}
      newItem={newReference}
      Row={ReferenceRow}
    />
  );
};
