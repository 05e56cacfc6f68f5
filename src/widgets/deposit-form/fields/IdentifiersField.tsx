import type { Identifier } from '../../../core/model';
import { tableListField } from './lists/tableListField';

/** The record's alternate identifiers (other DOIs, ISBNs, URLs ... of the same work). */
export const IdentifiersField = tableListField<Identifier>({
  name: 'metadata.identifiers',
  legend: 'Alternate identifiers',
  addLabel: 'Add identifier',
  rowLabel: 'Identifier {{number}}',
  removeLabel: 'Remove identifier {{number}}',
  rowClassName: 'fields',
  newItem: () => ({ identifier: '', scheme: '' }),
  columns: [
    { kind: 'text', key: 'identifier', label: 'Identifier', required: true },
    { kind: 'select', key: 'scheme', label: 'Scheme', required: true },
  ],
  options: (vocabularies) => ({ scheme: vocabularies?.identifiers?.scheme }),
});
