import { aCommunity } from '../../factories/community';
import { aDraft } from '../../factories/draft';
import { editorWith } from '../../support/editor/editorSetup';
import { refused } from '../../support/editor/serverAnswers';

const RETRY = 'Please try again. If the problem persists, contact user support.';

describe('EditorController: one submission at a time', () => {
  it.each([
    ['save'],
    ['preview'],
    ['publish'],
    ['publishWithoutCommunity'],
    ['submitReview'],
    ['deleteDraft'],
    ['reservePid'],
    ['discardPid'],
  ] as const)('%s while a save runs: refused at once, nothing sent', async (action) => {
    const community = aCommunity();
    const { controller, draftsApi, values } = editorWith(aDraft());
    controller.setCommunity(community);
    draftsApi.hold('save');
    const saving = controller.save(values());

    const refusedOutcome = await controller[action](values(), 'doi');
    expect(refusedOutcome).toEqual({ ok: false, record: values(), busy: true });
    expect(draftsApi.kinds()).toEqual(['save']);
    expect(controller.getState().editorState.selectedCommunity).toBe(community);

    draftsApi.open()[0]?.succeed();
    await saving;
    // Once the first has ended, the next one runs.
    draftsApi.release('save');
    expect((await controller.save(values())).ok).toBe(true);
    expect(draftsApi.callsOf('save')).toHaveLength(2);
  });

  it('a failed action frees the way for the next', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    draftsApi.failNext('publish', refused(500, 'Down.'));
    await controller.publish(values());
    expect((await controller.publish(values())).ok).toBe(true);
  });
});

describe('EditorController.dispose', () => {
  it('aborts the running call and ignores its answer', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    draftsApi.hold('save');
    const listener = jest.fn();
    controller.subscribe(listener);
    const publishing = controller.publish(values());
    const before = controller.getState();
    listener.mockClear();

    controller.dispose();
    const outcome = await publishing;

    expect(draftsApi.calls[0]?.signal?.aborted).toBe(true);
    expect(outcome.ok).toBe(false);
    expect(draftsApi.kinds()).toEqual(['save']);
    expect(controller.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('an answer that came just before the abort goes no further', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    draftsApi.hold('save');
    const publishing = controller.publish(values());
    // The save answers, but the form unmounts before the controller reads the answer.
    draftsApi.calls[0]?.succeed();
    controller.dispose();
    expect((await publishing).ok).toBe(false);
    expect(draftsApi.kinds()).toEqual(['save']);
    expect(controller.getState().actionState).toBe('DRAFT_PUBLISH_STARTED');
  });

  it('refuses every action afterwards without calling the server', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    controller.dispose();
    expect((await controller.save(values())).ok).toBe(false);
    expect(draftsApi.calls).toEqual([]);
  });
});

describe('EditorController store', () => {
  it('tells subscribers about each change until they unsubscribe', async () => {
    const { controller, values } = editorWith(aDraft());
    const listener = jest.fn();
    const unsubscribe = controller.subscribe(listener);
    await controller.save(values());
    // Started, then succeeded.
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    controller.dismissFlash();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('dismissFlash hides the banner', async () => {
    const { controller, values } = editorWith(aDraft());
    await controller.save(values());
    expect(controller.getState().flash).not.toBeNull();
    controller.dismissFlash();
    expect(controller.getState().flash).toBeNull();
  });

  it('setCommunity updates the selection', () => {
    const community = aCommunity();
    const { controller } = editorWith(aDraft());
    controller.setCommunity(community);
    expect(controller.getState()).toMatchObject({
      actionState: 'COMMUNITY_SET',
      editorState: { selectedCommunity: community, showCommunityHeader: true },
    });
  });

  it("reports the uploader's failed save before upload", () => {
    const { controller } = editorWith(aDraft());
    controller.reportSaveBeforeUploadFailed(new Error('offline'));
    expect(controller.getState()).toMatchObject({
      actionState: 'DRAFT_SAVE_BEFORE_UPLOAD_FAILED',
      flash: { kind: 'negative', message: `Draft save failed before file upload. ${RETRY}` },
    });
  });

  it("reports the uploader's failed files import with the server message", () => {
    const { controller } = editorWith(aDraft());
    controller.reportFilesImportFailed(refused(400, 'No files to import.'));
    expect(controller.getState()).toMatchObject({
      actionState: 'FILES_IMPORT_FAILED',
      flash: { kind: 'negative', message: 'No files to import.' },
    });
    controller.reportFilesImportFailed(new Error('offline'));
    expect(controller.getState().flash?.message).toBe(
      `Files import from the previous version failed. ${RETRY}`,
    );
  });
});
