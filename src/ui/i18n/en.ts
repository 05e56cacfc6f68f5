/**
 * The English catalog. Keys are the English texts themselves (SPEC.md is written in English
 * and its messages are used word for word), so a missing translation falls back to them.
 */
export const en = {
  'This widget could not be loaded': 'This widget could not be loaded',
  'The page gave it settings it cannot use:': 'The page gave it settings it cannot use:',
  'Something went wrong while showing this part of the page.':
    'Something went wrong while showing this part of the page.',
  'Reload the page to try again. If the problem persists, contact user support.':
    'Reload the page to try again. If the problem persists, contact user support.',
  // File uploader
  'A metadata-only record has no files.': 'A metadata-only record has no files.',
  'A record with files cannot be metadata-only.': 'A record with files cannot be metadata-only.',
  Actions: 'Actions',
  Cancel: 'Cancel',
  'Cancel {{name}}': 'Cancel {{name}}',
  Cancelled: 'Cancelled',
  'Checksum (MD5)': 'Checksum (MD5)',
  'Default preview': 'Default preview',
  'Default preview: {{name}}': 'Default preview: {{name}}',
  Delete: 'Delete',
  'Delete {{name}}': 'Delete {{name}}',
  'Drag and drop files': 'Drag and drop files',
  'Drop files here': 'Drop files here',
  Failed: 'Failed',
  'File drop area': 'File drop area',
  Filename: 'Filename',
  Files: 'Files',
  'Files concerned': 'Files concerned',
  'Files to upload': 'Files to upload',
  'Files: {{files}} of {{maxFiles}}. Storage: {{used}} of {{limit}}.':
    'Files: {{files}} of {{maxFiles}}. Storage: {{used}} of {{limit}}.',
  Finished: 'Finished',
  'Import files': 'Import files',
  'Metadata-only record': 'Metadata-only record',
  'New version': 'New version',
  Pending: 'Pending',
  Progress: 'Progress',
  Queued: 'Queued',
  Retry: 'Retry',
  'Retry {{name}}': 'Retry {{name}}',
  Size: 'Size',
  State: 'State',
  'The file could not be deleted. Please try again.':
    'The file could not be deleted. Please try again.',
  'The maximum number of files has been reached.': 'The maximum number of files has been reached.',
  'Upload files': 'Upload files',
  'Upload progress of {{name}}': 'Upload progress of {{name}}',
  Uploading: 'Uploading',
  'You are offline. Uploads will go on when the connection is back.':
    'You are offline. Uploads will go on when the connection is back.',
  'You can import files from the previous version.':
    'You can import files from the previous version.',
  '{{percent}} %': '{{percent}} %',
  'File addition, removal or modification are not allowed after you have published your upload.':
    'File addition, removal or modification are not allowed after you have published your upload.',
  "You don't have permissions to create a new version.":
    "You don't have permissions to create a new version.",
  'Files import from the previous version failed. Please try again. If the problem persists, contact user support.':
    'Files import from the previous version failed. Please try again. If the problem persists, contact user support.',
  'The draft was not saved. Please try again. If the problem persists, contact user support.':
    'The draft was not saved. Please try again. If the problem persists, contact user support.',
  'The following files already exist': 'The following files already exist',
  'Empty files were skipped.': 'Empty files were skipped.',
  // Plurals: i18next picks the _one or _other form by `count`.
  'Started uploading {{count}} files: {{names}}_one': 'Started uploading {{names}}.',
  'Started uploading {{count}} files: {{names}}_other':
    'Started uploading {{count}} files: {{names}}.',
  'Finished uploading {{count}} files: {{names}}_one': 'Finished uploading {{names}}.',
  'Finished uploading {{count}} files: {{names}}_other':
    'Finished uploading {{count}} files: {{names}}.',
  'Failed to upload {{count}} files: {{names}}_one': 'Failed to upload {{names}}.',
  'Failed to upload {{count}} files: {{names}}_other':
    'Failed to upload {{count}} files: {{names}}.',
} as const;
