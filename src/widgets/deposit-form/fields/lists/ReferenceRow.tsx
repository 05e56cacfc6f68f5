import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormReference } from '../../../../core/model';
import { RemoveRowButton, RowTextInput, rowError, type ListRowProps } from '../../../../ui/fields';

/**
 * One reference, as its citation text. A reference's identifier and scheme (sent by other
 * clients) are not edited here; they stay in the item and are saved unchanged.
 */
export const ReferenceRow = memo(
  ({ path, index, item, errors, setValue, onRemove }: ListRowProps<FormReference>) => {
    const { t } = useTranslation();
    const number = index + 1;
    return (
      <div role="group" aria-label={t('Reference {{number}}', { number })} className="fields">
        <RowTextInput
          path={`${path}.reference`}
          label={t('Reference')}
          value={item.reference}
          error={rowError(errors, 'reference')}
          required
          setValue={setValue}
        />
        <RemoveRowButton
          label={t('Remove reference {{number}}', { number })}
          onClick={() => onRemove(index)}
        />
      </div>
    );
  },
);
ReferenceRow.displayName = 'ReferenceRow';
