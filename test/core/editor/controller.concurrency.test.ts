import { ApiError } from '../../../src/core/api';
import type { EditorRecord } from '../../../src/core/model';
import { resolveConflicts } from '../../../src/core/editor/mergeDraft';
import { aCommunity } from '../../factories/community';
import { aDraft } from '../../factories/draft';
import { editorWith } from '../../support/editor/editorSetup';

const withMetadata = (record: EditorRecord, metadata: Partial<EditorRecord['metadata']>) => ({
  ...record,
  metadata: { ...record.metadata, ...metadata },
});

const stored = () => aDraft({ revision_id: 5, metadata: { title: 'Tides', version: 'v1' } });

/** Tab A's title against tab B's, as the scenarios below write them. */
const TITLE_CONFLICT = {
  path: 'metadata.title',
  local: 'Tides, as tab A says',
  remote: 'Tides, as tab B says',
};

describe('EditorController: saves that meet another save (If-Match, 412)', () => {
  it('names the revision the edit started from, then the one the save answered', async () => {
    const { controller, draftsApi, values } = editorWith(stored());
    await controller.save(withMetadata(values(), { title: 'Tides, first' }));
    await controller.save(withMetadata(values(), { title: 'Tides, second' }));
    expect(draftsApi.callsOf('save').map((call) => call.revision)).toEqual([5, 6]);
    await controller.deleteDraft(values());
    expect(draftsApi.callsOf('delete')[0]?.revision).toBe(7);
  });

  it('names no revision when it creates the draft', async () => {
    const { controller, draftsApi, values } = editorWith({});
    await controller.save(withMetadata(values(), { title: 'New' }));
    expect(draftsApi.callsOf('save')[0]?.revision).toBeUndefined();
  });

  it('merges a save made elsewhere to other fields and saves at once, saying so', async () => {
    const { controller, draftsApi, values } = editorWith(stored());
    draftsApi.changeElsewhere({ title: 'Tides, from tab B' });
    const outcome = await controller.save(withMetadata(values(), { version: 'v2' }));

    expect(draftsApi.kinds()).toEqual(['save', 'read', 'save']);
    expect(draftsApi.callsOf('save').map((call) => call.revision)).toEqual([5, 6]);
    expect(outcome.ok).toBe(true);
    expect(outcome.record.metadata).toMatchObject({ title: 'Tides, from tab B', version: 'v2' });
    expect(draftsApi.stored?.metadata).toMatchObject({ title: 'Tides, from tab B', version: 'v2' });
    expect(controller.getState().flash).toMatchObject({
      kind: 'positive',
      message: 'Record successfully saved.',
      mergedFrom: ['Title'],
    });
  });

  it('stops at the same field changed on both sides: nothing sent over it, both values offered', async () => {
    const { controller, draftsApi, values } = editorWith(stored());
    draftsApi.changeElsewhere({ title: 'Tides, as tab B says' });
    const mine = withMetadata(values(), { title: 'Tides, as tab A says' });
    const outcome = await controller.save(mine);

    expect(draftsApi.kinds()).toEqual(['save', 'read']);
    expect(draftsApi.stored?.metadata.title).toBe('Tides, as tab B says');
    expect(outcome).toMatchObject({ ok: false, conflicts: [TITLE_CONFLICT] });
    expect(outcome.record.metadata.title).toBe('Tides, as tab A says');
    const state = controller.getState();
    expect(state).toMatchObject({
      actionState: 'DRAFT_SAVE_CONFLICT',
      conflicts: [TITLE_CONFLICT],
    });
    expect(state.record.revision_id).toBe(6);
    expect(state.flash?.kind).toBe('warning');

    // The user takes the other version: saved with the fresh revision, the conflict gone.
    const chosen = resolveConflicts(outcome.record, state.conflicts, {
      'metadata.title': 'remote',
    });
    const resolved = await controller.save(chosen);
    expect(resolved.ok).toBe(true);
    expect(draftsApi.callsOf('save').at(-1)?.revision).toBe(6);
    expect(draftsApi.stored?.metadata.title).toBe('Tides, as tab B says');
    expect(controller.getState().conflicts).toEqual([]);
  });
});

describe('EditorController.autosave', () => {
  it('saves quietly: no banner, no submitting, the action state as it was', async () => {
    const { controller, draftsApi, values } = editorWith(stored());
    draftsApi.hold('save');
    const saving = controller.autosave(withMetadata(values(), { title: 'Autosaved' }));
    expect(controller.getState()).toMatchObject({ submitting: false, actionState: null });
    draftsApi.open()[0]?.succeed();
    expect(await saving).toMatchObject({ ok: true });
    expect(controller.getState()).toMatchObject({ flash: null, actionState: null });
    expect(controller.getState().record.metadata.title).toBe('Autosaved');
  });

  it('keeps the objects of what an answer left as it was, so their readers stay still', async () => {
    const { controller, values } = editorWith(stored());
    const before = controller.getState();
    await controller.autosave(withMetadata(values(), { version: 'v2' }));
    const after = controller.getState();
    expect(after.record.revision_id).toBe(6);
    expect(after.record.metadata.version).toBe('v2');
    expect(after.record.metadata.creators).toBe(before.record.metadata.creators);
    expect(after.record.links).toBe(before.record.links);
    expect(after.record.access).toBe(before.record.access);
    expect(after.errors).toBe(before.errors);
    expect(after.checks).toBe(before.checks);
    expect(after.editorState).toBe(before.editorState);
  });

  it('an autosave while the user’s action runs sends nothing and answers busy', async () => {
    const { controller, draftsApi, values } = editorWith(stored());
    draftsApi.hold('save');
    const saving = controller.save(values());
    expect(await controller.autosave(values())).toMatchObject({ ok: false, busy: true });
    draftsApi.open()[0]?.succeed();
    await saving;
    expect(draftsApi.kinds()).toEqual(['save']);
  });

  it('an autosave that merges a save made elsewhere says which fields it kept', async () => {
    const { controller, draftsApi, values } = editorWith(stored());
    draftsApi.changeElsewhere({ title: 'Tides, from tab B' });
    const outcome = await controller.autosave(withMetadata(values(), { version: 'v2' }));

    expect(outcome.record.metadata).toMatchObject({ title: 'Tides, from tab B', version: 'v2' });
    expect(controller.getState()).toMatchObject({
      actionState: null,
      submitting: false,
      flash: {
        kind: 'positive',
        message: 'Your draft was saved automatically.',
        mergedFrom: ['Title'],
      },
    });
  });

  it('the next save still says what an autosave kept, until the user dismissed it', async () => {
    const { controller, draftsApi, values } = editorWith(stored());
    draftsApi.changeElsewhere({ title: 'Tides, from tab B' });
    await controller.autosave(withMetadata(values(), { version: 'v2' }));
    // Save pressed before the user read the banner: its banner carries the news on.
    await controller.save(withMetadata(values(), { version: 'v3' }));
    expect(controller.getState().flash).toMatchObject({
      message: 'Record successfully saved.',
      mergedFrom: ['Title'],
    });
    // Said once is enough.
    await controller.save(withMetadata(values(), { version: 'v4' }));
    expect(controller.getState().flash?.mergedFrom).toBeUndefined();

    draftsApi.changeElsewhere({ description: 'From tab B' });
    await controller.autosave(withMetadata(values(), { version: 'v5' }));
    controller.dismissFlash();
    await controller.save(withMetadata(values(), { version: 'v6' }));
    expect(controller.getState().flash?.mergedFrom).toBeUndefined();
  });

  it('a failed autosave keeps the record as last confirmed and answers the error', async () => {
    const { controller, draftsApi, values } = editorWith(stored());
    const lastSaved = controller.getState().record;
    draftsApi.failNext('save', new ApiError({ message: 'Bad gateway', status: 502 }));
    const outcome = await controller.autosave(withMetadata(values(), { title: 'Unsaved' }));
    expect(outcome).toMatchObject({ ok: false, error: { status: 502 } });
    expect(controller.getState().record).toBe(lastSaved);
    expect(controller.getState().flash).toBeNull();
  });
});

describe('EditorController: communities and access', () => {
  const restricted = aCommunity({
    id: 'c0ffee00-0000-4000-8000-000000000009',
    access: { visibility: 'restricted', review_policy: 'closed' },
  });

  it('fits the values to a restricted community chosen, and leaves them alone for a public one', () => {
    const { controller, values } = editorWith(stored());
    const publicValues = values();
    expect(controller.chooseCommunity(aCommunity(), publicValues)).toBe(publicValues);
    const fitted = controller.chooseCommunity(restricted, publicValues);
    expect(fitted.access).toMatchObject({ record: 'restricted', files: 'restricted' });
    expect(controller.getState().editorState.selectedCommunity).toEqual(restricted);
  });

  it('starts restricted when the draft was printed public under a restricted community', () => {
    const draft = aDraft({
      access: { record: 'public', files: 'public' },
      parent: { id: 'par01-23456', review: { receiver: { community: restricted.id } } },
      expanded: { parent: { review: { receiver: restricted } } },
    });
    const { controller } = editorWith(draft);
    expect(controller.getState().record.access).toMatchObject({
      record: 'restricted',
      files: 'restricted',
    });
  });
});
