import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormRelatedWork, FormVocabularies } from '../../../core/model';
import { ListField } from '../../../ui/fields';
import { relatedWorkChoices } from './lists/relatedWorkChoices';
import { RelatedWorkOptions, RelatedWorkRow } from './lists/RelatedWorkRow';

export interface RelatedWorksFieldProps {
  vocabularies?: FormVocabularies;
}

const newRelatedWork = (): FormRelatedWork => ({
  relation_type: '',
  identifier: '',
  scheme: '',
  resource_type: '',
});

/** Works the record relates to (cites, is supplement to, is new version of ...). */
export const RelatedWorksField = ({ vocabularies }: RelatedWorksFieldProps) => {
  const { t } = useTranslation();
  // Built once per vocabularies, so typing elsewhere hands the rows the same options.
  const choices = useMemo(() => relatedWorkChoices(vocabularies), [vocabularies]);
  return (
    <RelatedWorkOptions.Provider value={choices}>
      <ListField<FormRelatedWork>
        name="metadata.related_identifiers"
        legend={t('Related works')}
        addLabel={t('Add related work')}
        newItem={newRelatedWork}
        Row={RelatedWorkRow}
      />
    </RelatedWorkOptions.Provider>
  );
};
