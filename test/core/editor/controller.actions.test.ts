import { aCommunity } from '../../factories/community';
import { aDraft, draftLinks, UI } from '../../factories/draft';
import { editorWith } from '../../support/editor/editorSetup';
import {
  CREATORS_MISSING,
  refused,
  TITLE_MISSING,
  validationRefusal,
} from '../../support/editor/serverAnswers';

const community = aCommunity();
const RETRY = 'Please try again. If the problem persists, contact user support.';

const reviewedDraft = (status: string) =>
  aDraft({
    status,
    parent: { id: 'par01-23456', review: { receiver: { community: community.id } } },
    expanded: { parent: { review: { receiver: community } } },
  });

describe('EditorController.preview', () => {
  it('saves, then goes to the preview page', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    const outcome = await controller.preview(values());
    expect(draftsApi.kinds()).toEqual(['save']);
    expect(outcome).toMatchObject({ ok: true, redirect: `${UI}/records/abc12-34567?preview=1` });
  });

  it('builds the link from record_html when there is no preview_html', async () => {
    const links = { ...draftLinks('abc12-34567'), preview_html: undefined };
    const { controller, values } = editorWith(aDraft({ links }));
    const outcome = await controller.preview(values());
    expect(outcome).toMatchObject({ redirect: `${UI}/records/abc12-34567?preview=1` });
  });

  it('previews an incomplete draft too', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    draftsApi.answerErrorsOnSave([TITLE_MISSING]);
    expect((await controller.preview(values())).ok).toBe(true);
  });

  it('a failed save: preview failed, no redirect', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    draftsApi.failNext('save', refused(503, 'Unavailable.'));
    const outcome = await controller.preview(values());
    expect(outcome).toEqual({ ok: false, record: values() });
    expect(controller.getState()).toMatchObject({
      actionState: 'DRAFT_PREVIEW_FAILED',
      // A server fault's own message is not shown: the table's headline says what to do.
      flash: {
        kind: 'negative',
        message:
          'Draft preview failed. Please try again. If the problem persists, contact user support.',
      },
    });
  });
});

describe('EditorController.publish', () => {
  it('saves, publishes and goes to the published record', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    const outcome = await controller.publish(values());
    expect(draftsApi.kinds()).toEqual(['save', 'publish']);
    expect(outcome).toMatchObject({ ok: true, redirect: `${UI}/records/abc12-34567` });
    expect(outcome.record.status).toBe('published');
    expect(controller.getState().actionState).toBe('DRAFT_PUBLISH_STARTED');
  });

  it('does not publish a draft saved with validation errors', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    draftsApi.answerErrorsOnSave([CREATORS_MISSING]);
    const outcome = await controller.publish(values());
    expect(draftsApi.kinds()).toEqual(['save']);
    expect(outcome.ok).toBe(false);
    expect(controller.getState()).toMatchObject({
      actionState: 'DRAFT_PUBLISH_FAILED_WITH_VALIDATION_ERRORS',
      flash: {
        message: 'The draft was not published. Record saved with validation errors:',
        fieldErrors: [
          { label: 'Authors/Creators', messages: ['Missing data for required field.'] },
        ],
      },
      errors: { metadata: { creators: 'Missing data for required field.' } },
      submitting: false,
    });
  });

  it('a strict-validation refusal is a partial-validation failure', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    draftsApi.failNext('publish', validationRefusal([TITLE_MISSING]));
    await controller.publish(values());
    expect(controller.getState()).toMatchObject({
      actionState: 'DRAFT_PUBLISH_FAILED_WITH_VALIDATION_ERRORS',
      errors: { metadata: { title: 'Missing data for required field.' } },
    });
  });

  it('a refusal shows the server message', async () => {
    const message =
      'You cannot publish a draft with an open review request. Please cancel the review request first.';
    const { controller, draftsApi, values } = editorWith(aDraft());
    draftsApi.failNext('publish', refused(400, message));
    const outcome = await controller.publish(values());
    expect(outcome.ok).toBe(false);
    expect(controller.getState()).toMatchObject({
      actionState: 'DRAFT_PUBLISH_FAILED',
      flash: { kind: 'negative', message },
    });
  });

  it('a failed save is a failed publish', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    draftsApi.failNext('save', new Error('offline'));
    await controller.publish(values());
    expect(draftsApi.kinds()).toEqual(['save']);
    expect(controller.getState().flash?.message).toBe(`The draft was not published. ${RETRY}`);
  });
});

describe('EditorController.publishWithoutCommunity', () => {
  it('removes the community, deletes the review on save, then publishes', async () => {
    const { controller, draftsApi, values } = editorWith(reviewedDraft('declined'));
    const outcome = await controller.publishWithoutCommunity(values());
    expect(controller.getState().editorState.selectedCommunity).toBeNull();
    expect(draftsApi.kinds()).toEqual(['save', 'deleteReview', 'read', 'publish']);
    expect(outcome).toMatchObject({ ok: true, redirect: `${UI}/records/abc12-34567` });
  });
});

describe('EditorController.submitReview', () => {
  it('saves with the review, submits and goes to the request', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft(), { communities: [community] });
    controller.setCommunity(community);
    const outcome = await controller.submitReview(values());
    expect(draftsApi.kinds()).toEqual(['save', 'putReview', 'read', 'submitReview']);
    expect(draftsApi.callsOf('submitReview')[0]?.arg).toBeUndefined();
    expect(outcome).toMatchObject({ ok: true, redirect: `${UI}/me/requests/req-1` });
  });

  it('sends the comment', async () => {
    const { controller, draftsApi, values } = editorWith(reviewedDraft('draft_with_review'));
    await controller.submitReview(values(), { comment: 'Please consider it.' });
    expect(draftsApi.kinds()).toEqual(['save', 'submitReview']);
    expect(draftsApi.callsOf('submitReview')[0]?.arg).toBe('Please consider it.');
  });

  it('puts the review itself when the save could not (status forbids a change)', async () => {
    const draft = { ...reviewedDraft('new_version_draft'), parent: { id: 'par01-23456' } };
    const { controller, draftsApi, values } = editorWith(draft, { communities: [community] });
    await controller.submitReview(values());
    expect(draftsApi.kinds()).toEqual(['save', 'putReview', 'read', 'submitReview']);
  });

  it('does not submit a draft saved with validation errors', async () => {
    const { controller, draftsApi, values } = editorWith(reviewedDraft('draft_with_review'));
    draftsApi.answerErrorsOnSave([TITLE_MISSING]);
    const outcome = await controller.submitReview(values());
    expect(outcome.ok).toBe(false);
    expect(draftsApi.kinds()).toEqual(['save']);
    expect(controller.getState()).toMatchObject({
      actionState: 'DRAFT_SUBMIT_REVIEW_FAILED_WITH_VALIDATION_ERRORS',
      flash: {
        message: 'The draft was not submitted for review. Record saved with validation errors:',
      },
    });
  });

  it('a strict-validation refusal is a partial-validation failure', async () => {
    const { controller, draftsApi, values } = editorWith(reviewedDraft('draft_with_review'));
    draftsApi.failNext('submitReview', validationRefusal([TITLE_MISSING]));
    await controller.submitReview(values());
    expect(controller.getState().actionState).toBe(
      'DRAFT_SUBMIT_REVIEW_FAILED_WITH_VALIDATION_ERRORS',
    );
  });

  it('a refusal shows the server message', async () => {
    const message = 'Submission to this community is only allowed to community members.';
    const { controller, draftsApi, values } = editorWith(reviewedDraft('draft_with_review'));
    draftsApi.failNext('submitReview', refused(403, message));
    const outcome = await controller.submitReview(values());
    expect(outcome.ok).toBe(false);
    expect(controller.getState()).toMatchObject({
      actionState: 'DRAFT_SUBMIT_REVIEW_FAILED',
      flash: { kind: 'negative', message },
    });
  });

  it('without a community nothing is sent', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    const outcome = await controller.submitReview(values());
    expect(outcome.ok).toBe(false);
    expect(draftsApi.calls).toEqual([]);
    expect(controller.getState().flash?.message).toBe(
      `The draft was not submitted for review. ${RETRY}`,
    );
  });
});

describe('EditorController.deleteDraft', () => {
  it('deletes the draft and goes to the uploads', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    const outcome = await controller.deleteDraft(values());
    expect(draftsApi.kinds()).toEqual(['delete']);
    expect(outcome).toMatchObject({ ok: true, redirect: '/me/uploads' });
  });

  it('a never-saved draft calls nothing', async () => {
    const { controller, draftsApi, values } = editorWith({});
    const outcome = await controller.deleteDraft(values());
    expect(draftsApi.calls).toEqual([]);
    expect(outcome).toMatchObject({ ok: true, redirect: '/me/uploads' });
  });

  it('a refusal shows the server message and stays', async () => {
    const message =
      'You cannot delete a draft with an open review. Please cancel the review first.';
    const { controller, draftsApi, values } = editorWith(aDraft());
    draftsApi.failNext('delete', refused(400, message));
    const outcome = await controller.deleteDraft(values());
    expect(outcome).toEqual({ ok: false, record: values() });
    expect(controller.getState()).toMatchObject({
      actionState: 'DRAFT_DELETE_FAILED',
      flash: { kind: 'negative', message },
    });
  });
});

describe('EditorController PIDs', () => {
  it('reserve: saves first, the new DOI goes into the record', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    const outcome = await controller.reservePid(values(), 'doi');
    expect(draftsApi.kinds()).toEqual(['save', 'reservePid']);
    expect(draftsApi.callsOf('reservePid')[0]?.arg).toBe('doi');
    const doi = { identifier: '10.1234/abc12-34567', provider: 'datacite' };
    expect(outcome).toMatchObject({ ok: true, record: { pids: { doi } } });
    expect(controller.getState()).toMatchObject({
      actionState: 'DRAFT_FETCHED',
      record: { pids: { doi } },
      flash: null,
      submitting: false,
    });
  });

  it('reserve on an incomplete draft keeps its field errors and typed values', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    draftsApi.answerErrorsOnSave([TITLE_MISSING]);
    const typed = { ...values(), metadata: { ...values().metadata, title: 'x' } };
    const outcome = await controller.reservePid(typed, 'doi');
    expect(outcome.record.metadata.title).toBe('x');
    expect(outcome.record.pids.doi?.provider).toBe('datacite');
    expect(controller.getState().errors).toEqual({
      metadata: { title: 'Missing data for required field.' },
    });
  });

  it('discard: the DOI leaves the record', async () => {
    const doi = { identifier: '10.1234/abc12-34567', provider: 'datacite' };
    const { controller, draftsApi, values } = editorWith(aDraft({ pids: { doi } }));
    const outcome = await controller.discardPid(values(), 'doi');
    expect(draftsApi.kinds()).toEqual(['save', 'discardPid']);
    expect(outcome.record.pids).toEqual({});
  });

  it('discard answered without a body: the DOI leaves the record too', async () => {
    const doi = { identifier: '10.1234/abc12-34567', provider: 'datacite' };
    const { controller, draftsApi, values } = editorWith(aDraft({ pids: { doi } }));
    draftsApi.discardAnswersNoBody = true;
    const outcome = await controller.discardPid(values(), 'doi');
    expect(outcome).toMatchObject({ ok: true, record: { pids: {} } });
  });

  it.each([
    ['reservePid', 'RESERVE_PID_FAILED'],
    ['discardPid', 'DISCARD_PID_FAILED'],
  ] as const)('%s refused: %s with the field error', async (kind, actionState) => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    const pidError = { field: 'pids.doi', messages: ['A PID already exists for type doi'] };
    draftsApi.failNext(kind, validationRefusal([pidError]));
    const outcome = await controller[kind](values(), 'doi');
    expect(outcome.ok).toBe(false);
    expect(controller.getState()).toMatchObject({
      actionState,
      flash: { kind: 'negative', message: 'A validation error occurred.' },
      errors: { pids: { doi: 'A PID already exists for type doi' } },
    });
  });

  it.each([
    ['reservePid', `Identifier reservation failed. ${RETRY}`],
    ['discardPid', `Identifier could not be discarded. ${RETRY}`],
  ] as const)('%s: a failed save fails it without calling it', async (kind, message) => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    draftsApi.failNext('save', new Error('offline'));
    await controller[kind](values(), 'doi');
    expect(draftsApi.kinds()).toEqual(['save']);
    expect(controller.getState().flash?.message).toBe(message);
  });
});
