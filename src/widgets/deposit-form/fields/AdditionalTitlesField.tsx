import type { FormAdditionalTitle } from '../../../core/model';
import { DEFAULT_ADDITIONAL_TITLE_TYPE } from '../../../core/rules';
import { additionalTextsField } from './basic/additionalTextsField';

/** Other titles of the record (alternative, subtitle, translated ...), each with a language. */
export const AdditionalTitlesField = additionalTextsField<FormAdditionalTitle>({
  name: 'metadata.additional_titles',
  legend: 'Additional titles',
  addLabel: 'Add title',
  rowLabel: 'Additional title {{number}}',
  removeLabel: 'Remove additional title {{number}}',
  newItem: () => ({ title: '', type: DEFAULT_ADDITIONAL_TITLE_TYPE }),
  text: { kind: 'text', key: 'title', label: 'Title', required: true },
  types: (vocabularies) => vocabularies?.titles?.type,
});
