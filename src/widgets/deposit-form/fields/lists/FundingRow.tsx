import { memo } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import type { FormFunding } from '../../../../core/model';
import { RemoveRowButton, rowError, type ListRowProps } from '../../../../ui/fields';
import { AwardInputs } from './AwardInputs';
import { FunderInput } from './FunderInput';

/** One funding entry: its funder and, optionally, the award. */
export const FundingRow = memo(
  ({ path, index, item, errors, setValue, onRemove }: ListRowProps<FormFunding>) => {
    const { t } = useTranslation();
    const number = index + 1;
    const changeFunder = (funder: FormFunding['funder']) => {
      // An award from the vocabulary belongs to the old funder; a custom award stays.
      const award = item.award?.id && funder.id !== item.funder?.id ? undefined : item.award;
      setValue(path, { ...item, funder, award });
    };
    return (
      <div role="group" aria-label={t('Funding {{number}}', { number })} className="rdm-funding">
        <FunderInput
          funder={item.funder}
          errors={rowError(errors, 'funder')}
          onChange={changeFunder}
        />
        <AwardInputs
          path={`${path}.award`}
          award={item.award}
          funderId={item.funder?.id}
          errors={rowError(errors, 'award')}
          setValue={setValue}
        />
        <RemoveRowButton
          label={t('Remove funding {{number}}', { number })}
          onClick={() => onRemove(index)}
        />
      </div>
    );
  },
);
FundingRow.displayName = 'FundingRow';
