import type { FormAdditionalDescription } from '../../../core/model';
import { additionalTextsField } from './basic/additionalTextsField';

/** Other descriptions of the record (abstract, methods, notes ...), rich text with a type. */
export const AdditionalDescriptionsField = additionalTextsField<FormAdditionalDescription>({
  name: 'metadata.additional_descriptions',
  legend: 'Additional descriptions',
  addLabel: 'Add description',
  rowLabel: 'Additional description {{number}}',
  removeLabel: 'Remove additional description {{number}}',
  newItem: () => ({ description: '', type: '' }),
  text: { kind: 'richText', key: 'description', label: 'Description' },
  types: (vocabularies) => vocabularies?.descriptions?.type,
});
