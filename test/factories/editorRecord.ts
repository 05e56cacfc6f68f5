import type { EditorRecord, FormMetadata } from '../../src/core/model';
import { emptyEditorRecord } from '../../src/core/serializer';

/** Form values of a new draft; override any part, `metadata` merged into the empty fields. */
export const anEditorRecord = (
  overrides: Omit<Partial<EditorRecord>, 'metadata'> & { metadata?: Partial<FormMetadata> } = {},
): EditorRecord => {
  const empty = emptyEditorRecord();
  return { ...empty, ...overrides, metadata: { ...empty.metadata, ...overrides.metadata } };
};
