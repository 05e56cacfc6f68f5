import type { FormRelatedWork } from '../../../core/model';
import { tableListField } from './lists/tableListField';
import { relatedWorkOptions, withIdentifier } from './lists/relatedWorkChoices';

/**
 * Works the record relates to (cites, is supplement to, is new version of ...): how, their
 * identifier and scheme (guessed from the identifier until the user picks one) and,
 * optionally, their resource type. Records can have hundreds of these.
 */
export const RelatedWorksField = tableListField<FormRelatedWork>({
  name: 'metadata.related_identifiers',
  legend: 'Related works',
  addLabel: 'Add related work',
  rowLabel: 'Related work {{number}}',
  removeLabel: 'Remove related work {{number}}',
  rowClassName: 'fields',
  newItem: () => ({ relation_type: '', identifier: '', scheme: '', resource_type: '' }),
  columns: [
    { kind: 'select', key: 'relation_type', label: 'Relation', required: true },
    {
      kind: 'text',
      key: 'identifier',
      label: 'Identifier',
      required: true,
      // One write for identifier and scheme, so the row renders once per key press.
      write: (work, identifier, options) => withIdentifier(work, identifier, options.scheme ?? []),
    },
    { kind: 'select', key: 'scheme', label: 'Scheme', required: true },
    { kind: 'select', key: 'resource_type', label: 'Resource type' },
  ],
  options: relatedWorkOptions,
});
