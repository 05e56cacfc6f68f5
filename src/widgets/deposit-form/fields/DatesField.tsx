import type { FormDate } from '../../../core/model';
import { DATE_FORMAT_HINT } from '../../../core/rules/dates';
import { tableListField } from './lists/tableListField';

/** Other dates of the record (collected, valid, withdrawn ...): an EDTF date or interval each. */
export const DatesField = tableListField<FormDate>({
  name: 'metadata.dates',
  legend: 'Dates',
  addLabel: 'Add date',
  rowLabel: 'Date {{number}}',
  removeLabel: 'Remove date {{number}}',
  rowClassName: 'fields',
  newItem: () => ({ date: '', type: '', description: '' }),
  columns: [
    { kind: 'text', key: 'date', label: 'Date', hint: DATE_FORMAT_HINT, required: true },
    { kind: 'select', key: 'type', label: 'Type', required: true },
    { kind: 'text', key: 'description', label: 'Description' },
  ],
  options: (vocabularies) => ({ type: vocabularies?.dates?.type }),
});
