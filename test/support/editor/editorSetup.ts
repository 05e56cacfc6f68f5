import { createEditorController, initialEditorState } from '../../../src/core/editor';
import type { DraftRecord, EditorConfig } from '../../../src/core/model';
import { API } from '../../factories/draft';
import { FakeDraftsApi, type FakeDraftsApiOptions } from './fakeDraftsApi';

export const EDITOR_CONFIG: EditorConfig = { default_locale: 'en', createUrl: `${API}/records` };

export const anEditorState = (record: unknown = {}) =>
  initialEditorState({ record, config: EDITOR_CONFIG, permissions: {} });

/**
 * A controller over a fake server holding `record` (nothing stored when the record has no
 * id, like a new upload).
 */
export const editorWith = (
  record: DraftRecord | object = {},
  options: FakeDraftsApiOptions = {},
) => {
  const stored = 'id' in record && record.id ? (record as DraftRecord) : undefined;
  const draftsApi = new FakeDraftsApi({ stored, ...options });
  const controller = createEditorController({
    record,
    config: EDITOR_CONFIG,
    permissions: {},
    draftsApi,
  });
  return { controller, draftsApi, values: () => controller.getState().record };
};
