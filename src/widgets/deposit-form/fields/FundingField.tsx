import { useMemo } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import type { VocabulariesApi } from '../../../core/api';
import type { FormFunding } from '../../../core/model';
import { ListField } from '../../../ui/fields';
import { FundingRow } from './lists/FundingRow';
import { FundingRowContext } from './lists/fundingRowOptions';

export interface FundingFieldProps {
  /** None: funders and awards are typed, not searched. */
  vocabulariesApi?: VocabulariesApi;
  /** The locale award titles are read in. */
  locale?: string;
}

const newFunding = (): FormFunding => ({ funder: {} });

/** Who funded the work: funders (searched or typed) and their awards. */
export const FundingField = ({ vocabulariesApi, locale = 'en' }: FundingFieldProps) => {
  const { t } = useTranslation();
  const options = useMemo(() => ({ vocabulariesApi, locale }), [vocabulariesApi, locale]);
  return (
    <FundingRowContext.Provider value={options}>
      <ListField<FormFunding>
        name="metadata.funding"
        legend={t('Funding')}
        addLabel={t('Add funding')}
        newItem={newFunding}
        Row={FundingRow}
      />
    </FundingRowContext.Provider>
  );
};
