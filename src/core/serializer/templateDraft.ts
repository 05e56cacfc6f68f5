import type { DraftPayload } from '../api/drafts';
import type { EditorRecord, FormMetadata, RecordAccess } from '../model';
import { deserializeRecord, serializeRecord, type SerializerOptions } from './recordSerializer';

/**
 * A record or draft as the template of a new upload (docs/behaviour.md#new-upload-from-a-record):
 * what describes the work is copied, what belongs to the old record's own life is not.
 */

/**
 * Date types (DataCite's, as InvenioRDM's vocabulary has them) that tell the old record's life:
 * when it was accepted, made available, copyrighted, put together, published, submitted,
 * updated or withdrawn. A new upload has its own. Dates of what the data is about (collected,
 * valid, coverage) and `other`, whose meaning only its description gives, stay.
 */
const LIFE_DATE_TYPES: ReadonlySet<string> = new Set([
  'accepted',
  'available',
  'copyrighted',
  'created',
  'issued',
  'submitted',
  'updated',
  'withdrawn',
]);

/** Metadata the form does not edit that describes the old record's files, which stay behind. */
const FILES_METADATA: ReadonlySet<string> = new Set(['sizes', 'formats']);

export interface TemplateOptions extends SerializerOptions {
  /** Today as `YYYY-MM-DD`: an embargo ending by then is not carried over. */
  today: string;
}

/** Access levels stay; an embargo only while it still runs after today; grants live elsewhere. */
const templateAccess = ({ record, files, embargo }: RecordAccess, today: string): RecordAccess => {
  const running = embargo?.active && typeof embargo.until === 'string' && embargo.until > today;
  return { record, files, ...(running && { embargo }) };
};

const templateMetadata = (metadata: FormMetadata): FormMetadata => ({
  ...(Object.fromEntries(
    Object.entries(metadata).filter(([key]) => !FILES_METADATA.has(key)),
  ) as FormMetadata),
  // The old record's own, emptied (the serializer leaves empty values out): its publication
  // date and version, and its alternate identifiers (they name that record, not a new one).
  publication_date: '',
  version: '',
  identifiers: [],
  dates: metadata.dates.filter((date) => !LIFE_DATE_TYPES.has(date.type)),
});

/**
 * Form values to a new upload's: no id, PIDs, files, parent (so no community, review or
 * grants), links or dates of the old record.
 */
const templateValues = (values: EditorRecord, today: string): EditorRecord => ({
  access: templateAccess(values.access, today),
  files: { enabled: true },
  metadata: templateMetadata(values.metadata),
  custom_fields: values.custom_fields,
  pids: {},
  links: {},
});

/**
 * The body that creates a new upload (`POST` to the config's `createUrl`) from a record or
 * draft as the API answers it (`GET /api/records/{id}` or its `/draft`): read the way the
 * deposit form reads a draft and written the way it saves one, so the server takes it as it
 * takes the form's.
 */
export const templateDraftOf = (record: unknown, options: TemplateOptions): DraftPayload => {
  const values = templateValues(deserializeRecord(record, options), options.today);
  const { access, files, metadata, custom_fields, pids } = serializeRecord(values, options);
  return { access, files, metadata, custom_fields, pids };
};
