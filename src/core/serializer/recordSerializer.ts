import type {
  AccessLevel,
  DraftFiles,
  DraftLinks,
  DraftRecord,
  EditorRecord,
  RecordAccess,
} from '../model';
import { deserializeCustomFields, serializeCustomFields } from './customFieldsSerializer';
import { emptyEditorRecord } from './formDefaults';
import { asObject, isPlainObject, type JsonObject } from './jsonReaders';
import { deserializeMetadata } from './metadataDeserializer';
import { serializeMetadata } from './metadataSerializer';
import { stripEmpty } from './stripEmpty';

export interface SerializerOptions {
  /** The texts' locale: the config's `default_locale`. */
  locale: string;
}

/** The parts of a draft sent on save; the server ignores id and links, the drafts client reads them. */
const SENT_KEYS = ['id', 'access', 'files', 'parent', 'links'] as const;

/** The parts of a draft the form keeps besides metadata, custom fields and pids. */
const KEPT_KEYS = [
  'id',
  'status',
  'is_published',
  'is_draft',
  'created',
  'updated',
  'revision_id',
  'versions',
  'parent',
  'expanded',
  'ui',
] as const;

const isAccessLevel = (value: unknown): value is AccessLevel =>
  value === 'public' || value === 'restricted';

/** Access with record and files defaulted to public, as the server does. */
const withDefaultAccess = (value: unknown): RecordAccess => {
  const access = asObject(value);
  return {
    ...access,
    record: isAccessLevel(access.record) ? access.record : 'public',
    files: isAccessLevel(access.files) ? access.files : 'public',
  };
};

const pick = (source: JsonObject, keys: readonly string[]): JsonObject =>
  Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]));

/**
 * PIDs go both ways untouched: the PID field needs e.g. an external DOI with an empty
 * identifier to reach the server (which then reports it), and `pids` is always sent so the
 * server does not keep a PID the form removed.
 */
const pidsOf = (value: unknown): DraftRecord['pids'] =>
  (isPlainObject(value) ? value : {}) as DraftRecord['pids'];

/** Media files are not the form's to edit: they go both ways exactly as the server sent them. */
const mediaFilesOf = (source: JsonObject) =>
  source.media_files === undefined ? {} : { media_files: source.media_files as DraftFiles };

/** Form values to the draft JSON to send: references, locale keys, no empty values. */
export const serializeRecord = (
  editor: EditorRecord,
  { locale }: SerializerOptions,
): DraftRecord => {
  const form = asObject(editor);
  const sent = asObject(
    stripEmpty({
      ...pick(form, SENT_KEYS),
      metadata: serializeMetadata(asObject(form.metadata) as EditorRecord['metadata'], locale),
    }),
  );
  return {
    ...sent,
    access: withDefaultAccess(sent.access),
    files: { enabled: true, ...asObject(sent.files) },
    metadata: asObject(sent.metadata),
    custom_fields: serializeCustomFields(form.custom_fields),
    pids: pidsOf(form.pids),
    ...mediaFilesOf(form),
    links: asObject(sent.links) as DraftLinks,
  } as DraftRecord;
};

/**
 * A draft from the server (or anything a page printed) to form values: empty values removed,
 * then every form field filled, so the form always has each field.
 */
export const deserializeRecord = (server: unknown, { locale }: SerializerOptions): EditorRecord => {
  const raw = asObject(server);
  const stored = asObject(stripEmpty(raw));
  const defaults = emptyEditorRecord();
  return {
    ...(pick(stored, KEPT_KEYS) as Partial<EditorRecord>),
    access: withDefaultAccess(stored.access),
    files: { ...defaults.files, ...asObject(stored.files) },
    metadata: deserializeMetadata(stored.metadata, locale),
    custom_fields: deserializeCustomFields(stored.custom_fields, locale),
    pids: pidsOf(raw.pids),
    ...mediaFilesOf(raw),
    links: asObject(stored.links) as DraftLinks,
  };
};
