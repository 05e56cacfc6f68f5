import { createContext, memo, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormRelatedWork } from '../../../../core/model';
import {
  RemoveRowButton,
  RowSelect,
  RowTextInput,
  rowError,
  type ListRowProps,
} from '../../../../ui/fields';
import { withIdentifier, type RelatedWorkChoices } from './relatedWorkChoices';

/** The selects' options (a context keeps the row props stable, so rows stay memoised). */
export const RelatedWorkOptions = createContext<RelatedWorkChoices>({
  relationTypes: [],
  schemes: [],
  resourceTypes: [],
});

/**
 * One related work: how the record relates to it, its identifier and scheme (guessed from
 * the identifier until the user picks one) and, optionally, its resource type. Records can
 * have hundreds of these, so the row renders only when its own item changes.
 */
export const RelatedWorkRow = memo(
  ({ path, index, item, errors, setValue, onRemove }: ListRowProps<FormRelatedWork>) => {
    const { t } = useTranslation();
    const { relationTypes, schemes, resourceTypes } = useContext(RelatedWorkOptions);
    const number = index + 1;
    // One write for identifier and scheme, so the row renders once per key press.
    const writeIdentifier = (_path: string, value: unknown) =>
      setValue(path, withIdentifier(item, String(value), schemes));
    return (
      <div role="group" aria-label={t('Related work {{number}}', { number })} className="fields">
        <RowSelect
          path={`${path}.relation_type`}
          label={t('Relation')}
          value={item.relation_type}
          options={relationTypes}
          error={rowError(errors, 'relation_type')}
          required
          setValue={setValue}
        />
        <RowTextInput
          path={`${path}.identifier`}
          label={t('Identifier')}
          value={item.identifier}
          error={rowError(errors, 'identifier')}
          required
          setValue={writeIdentifier}
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
        <RowSelect
          path={`${path}.resource_type`}
          label={t('Resource type')}
          value={item.resource_type}
          options={resourceTypes}
          error={rowError(errors, 'resource_type')}
          setValue={setValue}
        />
        <RemoveRowButton
          label={t('Remove related work {{number}}', { number })}
          onClick={() => onRemove(index)}
        />
      </div>
    );
  },
);
RelatedWorkRow.displayName = 'RelatedWorkRow';
