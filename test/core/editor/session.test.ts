import { ApiError } from '../../../src/core/api';
import { createEditorSession, SETTLE_AFTER_MS } from '../../../src/core/editor/session';
import type * as Session from '../../../src/core/editor/session';
import type { EditorRecord } from '../../../src/core/model';
import { aDraft } from '../../factories/draft';
import { editorWith } from '../../support/editor/editorSetup';

type Metadata = Partial<EditorRecord['metadata']>;

const stored = () => aDraft({ revision_id: 5, metadata: { title: 'Tides', version: 'v1' } });

/** The editor session over a controller and a fake server holding `record`. */
const sessionWith = (record: ReturnType<typeof stored> | object = stored()) => {
  const editor = editorWith(record);
  const session = createEditorSession({ controller: editor.controller });
  const type = (metadata: Metadata) =>
    Object.entries(metadata).forEach(([key, value]) =>
      session.setFieldValue(`metadata.${key}`, value),
    );
  const save = () => session.run((values) => editor.controller.save(values), { check: false });
  const autosave = () =>
    session.run((values) => editor.controller.autosave(values), {
      check: false,
      background: true,
    });
  return { ...editor, session, type, save, autosave };
};

/**
 * Save pressed while an autosave is under way, after typing `meanwhile`: answers both
 * outcomes once the autosave's answer came.
 */
const saveDuringAutosave = async (editor: ReturnType<typeof sessionWith>, meanwhile: Metadata) => {
  const { draftsApi, type, save, autosave } = editor;
  draftsApi.hold('save');
  const autosaving = autosave();
  type(meanwhile);
  const saving = save();
  draftsApi.release('save');
  draftsApi.open()[0]?.succeed();
  return { autosaved: await autosaving, saved: await saving };
};

describe('EditorSession: the values', () => {
  it('tells the readers of a value at once, and those of the whole form once typing pauses', () => {
    jest.useFakeTimers();
    const { session, type } = sessionWith();
    const title = jest.fn();
    const version = jest.fn();
    const wholeForm = jest.fn();
    session.subscribeToPath('metadata.title', title);
    session.subscribeToPath('metadata.version', version);
    session.subscribe(wholeForm);
    type({ title: 'Tides, 2025' });
    type({ title: 'Tides, 2026' });
    expect(title).toHaveBeenCalledTimes(2);
    expect(version).not.toHaveBeenCalled();
    expect(wholeForm).not.toHaveBeenCalled();
    jest.advanceTimersByTime(SETTLE_AFTER_MS);
    expect(wholeForm).toHaveBeenCalledTimes(1);
    expect(session.getValues().metadata.title).toBe('Tides, 2026');
    jest.useRealTimers();
  });

  it('works out what differs from the saved draft once for every reader', () => {
    const { session, type } = sessionWith();
    expect(session.changes()).toEqual([]);
    type({ title: 'Tides, 2025' });
    const first = session.changes();
    expect(first).toEqual(['metadata.title']);
    // The same answer, not a second comparison of the whole record.
    expect(session.changes()).toBe(first);
  });

  it('tells the settled readers when the server confirms a draft', async () => {
    const { session, type, save } = sessionWith();
    const settled = jest.fn(() => session.changes().length);
    session.subscribeToSettled(settled);
    type({ title: 'Tides, 2025' });
    await save();
    expect(settled).toHaveBeenCalled();
    expect(settled).toHaveLastReturnedWith(0);
  });
});

describe('EditorSession.run', () => {
  it('merges the answer into the values: what was typed while the call ran stays', async () => {
    const { session, draftsApi, type, save } = sessionWith();
    draftsApi.hold('save');
    type({ title: 'Tides, 2025' });
    const saving = save();
    type({ version: 'v2' });
    draftsApi.open()[0]?.succeed();
    expect(await saving).toMatchObject({ ok: true });
    expect(session.getValues().metadata).toMatchObject({ title: 'Tides, 2025', version: 'v2' });
    expect(session.changes()).toEqual(['metadata.version']);
  });

  it('tells no change when the answer changes no value (a failed save)', async () => {
    const { session, draftsApi, type, save } = sessionWith();
    type({ title: 'Tides, 2025' });
    const changed = jest.fn();
    session.subscribeToChanges(changed);
    draftsApi.failNext('save', new ApiError({ status: 500, message: 'Down.' }));
    expect(await save()).toMatchObject({ ok: false });
    expect(changed).not.toHaveBeenCalled();
    expect(session.getValues().metadata.title).toBe('Tides, 2025');
  });

  it('stops at the form’s own checks: nothing sent, the errors on the fields and a banner', async () => {
    const { session, draftsApi, controller, type } = sessionWith();
    type({ publication_date: 'someday' });
    const outcome = await session.run((values) => controller.publish(values), {
      publishing: true,
    });
    expect(outcome.ok).toBe(false);
    expect(draftsApi.kinds()).toEqual([]);
    expect(session.getState().errors).toMatchObject({
      metadata: { publication_date: expect.any(String) },
    });
    expect(session.getState().invalid).not.toBeNull();
    session.dismissInvalid();
    expect(session.getState().invalid).toBeNull();
  });

  it('goes on when its checks cannot load (no network): the repository checks what it is sent', async () => {
    let run: ReturnType<typeof sessionWith> | undefined;
    jest.isolateModules(() => {
      jest.doMock('../../../src/core/validation', () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      });
      const isolated = jest.requireActual<typeof Session>('../../../src/core/editor/session');
      const editor = editorWith(stored());
      run = {
        ...editor,
        session: isolated.createEditorSession({ controller: editor.controller }),
      } as ReturnType<typeof sessionWith>;
    });
    const { session, draftsApi, controller } = run!;
    session.setFieldValue('metadata.publication_date', 'someday');
    draftsApi.answerErrorsOnSave([
      { field: 'metadata.publication_date', messages: ['Not a valid date.'] },
    ]);
    const outcome = await session.run((values) => controller.save(values));
    expect(draftsApi.kinds()).toEqual(['save']);
    expect(outcome.record.metadata.publication_date).toBe('someday');
    expect(controller.getState().errors).toMatchObject({
      metadata: { publication_date: expect.anything() },
    });
    jest.dontMock('../../../src/core/validation');
  });

  it('shows no error of the files once uploads have finished with files there', async () => {
    const editor = editorWith(stored());
    const session = createEditorSession({ controller: editor.controller, filesSettled: true });
    editor.draftsApi.answerErrorsOnSave([
      { field: 'metadata.title', messages: ['Too short.'] },
      { field: 'files.enabled', messages: ['Missing uploaded files.'] },
    ]);
    await session.run((values) => editor.controller.save(values), { check: false });
    expect(editor.controller.getState().errors).toHaveProperty('files');
    expect(session.getState().errors).toEqual({ metadata: { title: expect.anything() } });
  });
});

describe('EditorSession: files arriving', () => {
  it('take back what the server said of the files, and only that', async () => {
    const { session, draftsApi, controller } = sessionWith();
    draftsApi.answerErrorsOnSave([
      { field: 'metadata.title', messages: ['Too short.'] },
      { field: 'files.enabled', messages: ['Missing uploaded files.'] },
    ]);
    await session.run((values) => controller.save(values), { check: false });
    expect(session.getState().errors).toHaveProperty('files');
    session.setFilesSettled(true);
    expect(session.getState().errors).toEqual({ metadata: { title: expect.anything() } });
  });
});

describe('EditorSession: a user’s action during an autosave', () => {
  it('waits for the autosave, then sends what the form holds', async () => {
    const editor = sessionWith();
    editor.type({ title: 'Autosaved' });
    const { saved } = await saveDuringAutosave(editor, { title: 'Saved by hand' });
    expect(saved.ok).toBe(true);
    expect(editor.draftsApi.kinds()).toEqual(['save', 'save']);
    expect(editor.draftsApi.stored?.metadata.title).toBe('Saved by hand');
  });

  it('keeps what the autosave merged from elsewhere', async () => {
    const editor = sessionWith();
    editor.draftsApi.changeElsewhere({ title: 'Tides, from tab B' });
    editor.type({ version: 'v2' });
    await saveDuringAutosave(editor, {});
    expect(editor.draftsApi.stored?.metadata).toMatchObject({
      title: 'Tides, from tab B',
      version: 'v2',
    });
    expect(editor.session.getValues().metadata).toMatchObject({
      title: 'Tides, from tab B',
      version: 'v2',
    });
  });

  it('sends nothing over a conflict the autosave stopped at', async () => {
    const editor = sessionWith();
    editor.draftsApi.changeElsewhere({ title: 'Tides, as tab B says' });
    editor.type({ title: 'Tides, as tab A says' });
    const { saved } = await saveDuringAutosave(editor, {});
    // The choice is the user's: the other tab's title stays until they make it.
    expect(editor.draftsApi.kinds()).toEqual(['save', 'read']);
    expect(editor.draftsApi.stored?.metadata.title).toBe('Tides, as tab B says');
    expect(saved).toMatchObject({ ok: false, conflicts: [{ path: 'metadata.title' }] });
    expect(editor.session.getValues().metadata.title).toBe('Tides, as tab A says');
  });

  it('holds an autosave back while a user’s action checks what it will send', async () => {
    const editor = sessionWith();
    editor.type({ title: 'Checked, then saved' });
    // The form's checks take a turn of the event loop: an autosave due then must not take
    // the controller from under the user's action.
    const saving = editor.session.run((values) => editor.controller.save(values));
    const autosaved = await editor.autosave();
    expect(autosaved).toMatchObject({ ok: false, busy: true });
    expect(await saving).toMatchObject({ ok: true });
    expect(editor.draftsApi.kinds()).toEqual(['save']);
    expect(editor.draftsApi.stored?.metadata.title).toBe('Checked, then saved');
  });

  it('updates the draft the autosave created', async () => {
    const editor = sessionWith({});
    editor.type({ title: 'New' });
    await saveDuringAutosave(editor, { version: 'v1' });
    // One draft: the second save updates the first's, at the revision it answered.
    const [created, updated] = editor.draftsApi.callsOf('save');
    expect(created?.revision).toBeUndefined();
    expect(updated).toMatchObject({ draft: { id: 'new01-00001' }, revision: 1 });
    expect(editor.draftsApi.stored?.metadata).toMatchObject({ title: 'New', version: 'v1' });
  });
});
