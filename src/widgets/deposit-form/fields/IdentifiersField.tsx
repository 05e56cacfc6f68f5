import { useTranslation } from 'react-i18next';
import type { FormVocabularies, Identifier, SelectOption } from '../../../core/model';
import { ListField } from '../../../ui/fields';
import { IdentifierRow, IdentifierSchemeOptions } from './lists/IdentifierRow';

export interface IdentifiersFieldProps {
  vocabularies?: FormVocabularies;
}

const NO_SCHEMES: readonly SelectOption[] = [];
const newIdentifier = (): Identifier => ({ identifier: '', scheme: '' });

/** The record's alternate identifiers (other DOIs, ISBNs, URLs ... of the same work). */
export const IdentifiersField = ({ vocabularies }: IdentifiersFieldProps) => {
  const { t } = useTranslation();
  return (
    <IdentifierSchemeOptions.Provider value={vocabularies?.identifiers?.scheme ?? NO_SCHEMES}>
      <ListField<Identifier>
        name="metadata.identifiers"
        legend={t('Alternate identifiers')}
        addLabel={t('Add identifier')}
        newItem={newIdentifier}
        Row={IdentifierRow}
      />
    </IdentifierSchemeOptions.Provider>
  );
};
