import type { EditorRecord } from '../../../src/core/model';
import { aCommunity } from '../../factories/community';
import { aDraft } from '../../factories/draft';
import { editorWith } from '../../support/editor/editorSetup';
import { refused, TITLE_MISSING } from '../../support/editor/serverAnswers';
import { networkError } from '../../support/upload/errors';

const community = aCommunity();
const other = aCommunity({ id: 'c0ffee00-0000-4000-8000-000000000002', slug: 'other' });

const titled = (record: EditorRecord, title: string): EditorRecord => ({
  ...record,
  metadata: { ...record.metadata, title },
});

/** A draft whose review goes to `receiver`, expanded as the server answers with ?expand=1. */
const reviewedDraft = (status: string, receiver = community) =>
  aDraft({
    status,
    parent: { id: 'par01-23456', review: { receiver: { community: receiver.id } } },
    expanded: { parent: { review: { receiver } } },
  });

describe('EditorController.save', () => {
  it('creates a draft that has no id yet and shows it saved', async () => {
    const { controller, draftsApi, values } = editorWith({});
    const outcome = await controller.save(titled(values(), 'A study'));

    const [call] = draftsApi.calls;
    expect(draftsApi.kinds()).toEqual(['save']);
    expect(call?.draft).not.toHaveProperty('id');
    expect(call?.draft).toMatchObject({ metadata: { title: 'A study' } });
    expect(outcome).toMatchObject({ ok: true, record: { id: 'new01-00001' } });
    expect(outcome.record.metadata.title).toBe('A study');
    const state = controller.getState();
    expect(state.actionState).toBe('DRAFT_SAVE_SUCCEEDED');
    expect(state.flash?.message).toBe('Record successfully saved.');
    expect(state.record.id).toBe('new01-00001');
    expect(state.submitting).toBe(false);
  });

  it('updates an existing draft with the serialized values', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    await controller.save(titled(values(), 'New title'));
    expect(draftsApi.callsOf('save')[0]?.draft).toMatchObject({
      id: 'abc12-34567',
      metadata: { title: 'New title' },
      links: { self: 'https://repo.test/api/records/abc12-34567/draft' },
    });
  });

  it('is submitting while the server answers', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    draftsApi.hold('save');
    const saving = controller.save(values());
    expect(controller.getState()).toMatchObject({
      submitting: true,
      actionState: 'DRAFT_SAVE_STARTED',
    });
    draftsApi.open()[0]?.succeed();
    await saving;
    expect(controller.getState().submitting).toBe(false);
  });

  it('validation errors in the answer: a warning, the draft saved, the typed values kept', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    draftsApi.answerErrorsOnSave([TITLE_MISSING]);
    const typed = titled(values(), 'ab');
    const outcome = await controller.save(typed);

    expect(outcome.ok).toBe(true);
    expect(outcome.record.metadata).toEqual(typed.metadata);
    const state = controller.getState();
    expect(state.actionState).toBe('DRAFT_HAS_VALIDATION_ERRORS');
    expect(state.flash).toEqual({
      kind: 'warning',
      message: 'Record saved with validation errors:',
      fieldErrors: [
        { label: 'Title', messages: ['Missing data for required field.'], path: 'metadata.title' },
      ],
    });
    expect(state.errors).toEqual({ metadata: { title: 'Missing data for required field.' } });
  });

  it('a refused save keeps the values as typed and shows the server message', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    draftsApi.failNext('save', refused(400, 'Invalid value nonsense.'));
    const lastSaved = controller.getState().record;
    const typed = titled(values(), 'Unsaved words');
    const outcome = await controller.save(typed);

    expect(outcome).toEqual({ ok: false, record: typed });
    const state = controller.getState();
    // The record stays the last one the server confirmed: the typed values are still unsaved
    // (kept in the browser, offered back after a reload).
    expect(state.record).toBe(lastSaved);
    expect(state.actionState).toBe('DRAFT_SAVE_FAILED');
    expect(state.flash).toMatchObject({ kind: 'negative', message: 'Invalid value nonsense.' });
    expect(state.actionStateExtra).toEqual({
      errors: { status: 400, message: 'Invalid value nonsense.' },
    });
  });

  it('a network failure shows the table message', async () => {
    const { controller, draftsApi, values } = editorWith(aDraft());
    draftsApi.failNext('save', networkError());
    await controller.save(values());
    expect(controller.getState().flash?.message).toBe(
      'The draft was not saved. Please try again. If the problem persists, contact user support.',
    );
  });

  it('a failure after the draft was created keeps the typed values and the new id', async () => {
    const { controller, draftsApi, values } = editorWith({}, { communities: [community] });
    controller.setCommunity(community);
    draftsApi.failNext('putReview', refused(400, 'Invalid review type.'));
    const typed = titled(values(), 'Kept');
    const outcome = await controller.save(typed);

    expect(outcome.ok).toBe(false);
    expect(outcome.record).toMatchObject({ id: 'new01-00001', metadata: { title: 'Kept' } });
    expect(controller.getState().flash?.message).toBe('Invalid review type.');
    // The retry updates the draft just created instead of creating another.
    await controller.save(controller.getState().record);
    expect(draftsApi.callsOf('save')[1]?.draft).toMatchObject({ id: 'new01-00001' });
  });

  describe('the review follows the chosen community', () => {
    it('puts the review for a newly chosen community, then reads the draft again', async () => {
      const { controller, draftsApi, values } = editorWith(aDraft(), { communities: [community] });
      controller.setCommunity(community);
      const outcome = await controller.save(values());

      expect(draftsApi.kinds()).toEqual(['save', 'putReview', 'read']);
      expect(draftsApi.callsOf('putReview')[0]?.arg).toBe(community.id);
      expect(outcome.record.status).toBe('draft_with_review');
      expect(controller.getState().editorState.selectedCommunity).toBe(community);
    });

    it('moves the review when another community is chosen', async () => {
      const { controller, draftsApi, values } = editorWith(reviewedDraft('draft_with_review'), {
        communities: [community, other],
      });
      controller.setCommunity(other);
      await controller.save(values());
      expect(draftsApi.kinds()).toEqual(['save', 'putReview', 'read']);
      expect(draftsApi.callsOf('putReview')[0]?.arg).toBe(other.id);
    });

    it.each(['draft_with_review', 'declined', 'expired'])(
      'deletes the review of a %s draft when the community was removed',
      async (status) => {
        const { controller, draftsApi, values } = editorWith(reviewedDraft(status));
        expect(controller.getState().editorState.selectedCommunity).toEqual(community);
        controller.setCommunity(null);
        const outcome = await controller.save(values());
        expect(draftsApi.kinds()).toEqual(['save', 'deleteReview', 'read']);
        expect(outcome.record.status).toBe('draft');
      },
    );

    it('calls nothing more when the community is the review receiver', async () => {
      const { controller, draftsApi, values } = editorWith(reviewedDraft('draft_with_review'));
      await controller.save(values());
      expect(draftsApi.kinds()).toEqual(['save']);
    });

    it('calls nothing more without community and without review', async () => {
      const { controller, draftsApi, values } = editorWith(aDraft());
      await controller.save(values());
      expect(draftsApi.kinds()).toEqual(['save']);
    });

    it('leaves an upload in review alone (its review may not change)', async () => {
      const removed = editorWith(reviewedDraft('in_review'));
      removed.controller.setCommunity(null);
      await removed.controller.save(removed.values());
      expect(removed.draftsApi.kinds()).toEqual(['save']);

      const moved = editorWith(reviewedDraft('in_review'));
      moved.controller.setCommunity(other);
      await moved.controller.save(moved.values());
      expect(moved.draftsApi.kinds()).toEqual(['save']);
    });

    it('a failed re-read fails the save', async () => {
      const { controller, draftsApi, values } = editorWith(aDraft(), { communities: [community] });
      controller.setCommunity(community);
      draftsApi.failNext('read', refused(500, 'Read failed.'));
      const outcome = await controller.save(values());
      expect(outcome.ok).toBe(false);
      expect(controller.getState()).toMatchObject({ actionState: 'DRAFT_SAVE_FAILED' });
    });
  });
});
