import { createContext, memo, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { Identifier, SelectOption } from '../../../../core/model';
import {
  RemoveRowButton,
  RowSelect,
  RowTextInput,
  rowError,
  type ListRowProps,
} from '../../../../ui/fields';

/** The schemes offered for alternate identifiers (a context keeps the row props stable). */
export const IdentifierSchemeOptions = createContext<readonly SelectOption[]>([]);

/** One alternate identifier of the record and its scheme. */
export const IdentifierRow = memo(
  ({ path, index, item, errors, setValue, onRemove }: ListRowProps<Identifier>) => {
    const { t } = useTranslation();
    const schemes = useContext(IdentifierSchemeOptions);
    const number = index + 1;
    return (
      <div role="group" aria-label={t('Identifier {{number}}', { number })} className="fields">
        <RowTextInput
          path={`${path}.identifier`}
          label={t('Identifier')}
          value={item.identifier}
          error={rowError(errors, 'identifier')}
          required
          setValue={setValue}
        />
        <RowSelect
          path={`${path}.scheme`}
          label={t('Scheme')}
          value={item.scheme}
          options={schemes}
          error={rowError(errors, 'scheme')}
          required
          setValue={setValue}
        />
        <RemoveRowButton
          label={t('Remove identifier {{number}}', { number })}
          onClick={() => onRemove(index)}
        />
      </div>
    );
  },
);
IdentifierRow.displayName = 'IdentifierRow';
