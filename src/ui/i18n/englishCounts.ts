/**
 * The English texts that are counted: i18next picks the form (`_one`, `_other`) by `count`.
 * Every other English text is its own key, so the widgets need no catalog for it: these are
 * the only English texts they load (the whole list is en.ts).
 */
export const englishCounts = {
  'Started uploading {{count}} files: {{names}}_one': 'Started uploading {{names}}.',
  'Started uploading {{count}} files: {{names}}_other':
    'Started uploading {{count}} files: {{names}}.',
  '{{count}} bytes_one': '{{count}} byte',
  '{{count}} bytes_other': '{{count}} bytes',
  'Finished uploading {{count}} files: {{names}}_one': 'Finished uploading {{names}}.',
  'Finished uploading {{count}} files: {{names}}_other':
    'Finished uploading {{count}} files: {{names}}.',
  'Failed to upload {{count}} files: {{names}}_one': 'Failed to upload {{names}}.',
  'Failed to upload {{count}} files: {{names}}_other':
    'Failed to upload {{count}} files: {{names}}.',
  'Paused uploading {{count}} files: {{names}}_one': 'Paused uploading {{names}}.',
  'Paused uploading {{count}} files: {{names}}_other':
    'Paused uploading {{count}} files: {{names}}.',
  'Resumed uploading {{count}} files: {{names}}_one': 'Resumed uploading {{names}}.',
  'Resumed uploading {{count}} files: {{names}}_other':
    'Resumed uploading {{count}} files: {{names}}.',
  'Cancelled uploading {{count}} files: {{names}}_one': 'Cancelled uploading {{names}}.',
  'Cancelled uploading {{count}} files: {{names}}_other':
    'Cancelled uploading {{count}} files: {{names}}.',
  'and {{count}} other(s)_one': 'and {{count}} other(s)',
  'and {{count}} other(s)_other': 'and {{count}} other(s)',
  'Licenses found: {{count}}_one': 'Licenses found: {{count}}',
  'Licenses found: {{count}}_other': 'Licenses found: {{count}}',
  '{{count}} days_one': '{{count}} day',
  '{{count}} days_other': '{{count}} days',
  'People ({{count}})_one': 'People ({{count}})',
  'People ({{count}})_other': 'People ({{count}})',
  'Groups ({{count}})_one': 'Groups ({{count}})',
  'Groups ({{count}})_other': 'Groups ({{count}})',
  'Links ({{count}})_one': 'Links ({{count}})',
  'Links ({{count}})_other': 'Links ({{count}})',
  '{{count}} errors_one': '1 error',
  '{{count}} errors_other': '{{count}} errors',
  '{{count}} fields need attention_one': '1 field needs attention',
  '{{count}} fields need attention_other': '{{count}} fields need attention',
  '{{count}} entries could not be imported_one': '{{count}} entry could not be imported',
  '{{count}} entries could not be imported_other': '{{count}} entries could not be imported',
  'Add {{count}} creators_one': 'Add {{count}} creator',
  'Add {{count}} creators_other': 'Add {{count}} creators',
  'Add {{count}} contributors_one': 'Add {{count}} contributor',
  'Add {{count}} contributors_other': 'Add {{count}} contributors',
  '{{count}} files will be deleted._one': '{{count}} file will be deleted.',
  '{{count}} files will be deleted._other': '{{count}} files will be deleted.',
  'The service is busy. Try again in {{count}} seconds._one':
    'The service is busy. Try again in {{count}} second.',
  'The service is busy. Try again in {{count}} seconds._other':
    'The service is busy. Try again in {{count}} seconds.',
  'Filled {{count}} fields from {{source}}._one': 'Filled {{count}} field from {{source}}.',
  'Filled {{count}} fields from {{source}}._other': 'Filled {{count}} fields from {{source}}.',
} as const;
