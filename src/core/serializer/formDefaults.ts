import type { EditorRecord, FormMetadata } from '../model';
import { deserializeCustomFields } from './customFieldsSerializer';

/** Every metadata field of the form, empty. */
export const emptyFormMetadata = (): FormMetadata => ({
  resource_type: '',
  title: '',
  additional_titles: [],
  publication_date: '',
  creators: [],
  contributors: [],
  description: '',
  additional_descriptions: [],
  rights: [],
  languages: [],
  dates: [],
  version: '',
  publisher: '',
  copyright: '',
  related_identifiers: [],
  references: [],
  identifiers: [],
  subjects: [],
  funding: [],
});

/** The metadata keys the form edits; any other key is carried through unchanged. */
export const FORM_METADATA_FIELDS: readonly string[] = Object.keys(emptyFormMetadata());

/** A new draft's form values: public access, files enabled, every field empty. */
export const emptyEditorRecord = (): EditorRecord => ({
  access: { record: 'public', files: 'public' },
  files: { enabled: true },
  metadata: emptyFormMetadata(),
  custom_fields: deserializeCustomFields({}),
  pids: {},
  links: {},
});
