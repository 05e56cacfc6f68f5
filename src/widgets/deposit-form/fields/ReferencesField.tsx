import type { FormReference } from '../../../core/model';
import { tableListField } from './lists/tableListField';

/**
 * The works the record cites, as free-text references. A reference's identifier and scheme
 * (sent by other clients) are not edited here; they stay in the item and are saved unchanged.
 */
export const ReferencesField = tableListField<FormReference>({
  name: 'metadata.references',
  legend: 'References',
  addLabel: 'Add reference',
  rowLabel: 'Reference {{number}}',
  removeLabel: 'Remove reference {{number}}',
  rowClassName: 'fields',
  newItem: () => ({ reference: '' }),
  columns: [{ kind: 'text', key: 'reference', label: 'Reference', required: true }],
});
