import { editorReducer, type EditorEvent } from '../../../src/core/editor';
import type { ActionState } from '../../../src/core/model';
import { aCommunity } from '../../factories/community';
import { aDraft } from '../../factories/draft';
import { anEditorRecord } from '../../factories/editorRecord';
import { anEditorState } from '../../support/editor/editorSetup';
import { CREATORS_MISSING, TITLE_MISSING } from '../../support/editor/serverAnswers';

const RETRY = 'Please try again. If the problem persists, contact user support.';
const savedRecord = anEditorRecord({ id: 'abc12-34567', metadata: { title: 'Saved' } });

const after = (...events: EditorEvent[]) => events.reduce(editorReducer, anEditorState(aDraft()));

describe('editorReducer', () => {
  it('starts with no action, no banner, no errors', () => {
    const state = anEditorState(aDraft());
    expect(state).toMatchObject({ actionState: null, actionStateExtra: {}, flash: null });
    expect(state).toMatchObject({ errors: {}, submitting: false });
  });

  it.each([
    'DRAFT_SAVE_STARTED',
    'DRAFT_PUBLISH_STARTED',
    'DRAFT_PREVIEW_STARTED',
    'DRAFT_DELETE_STARTED',
    'DRAFT_SUBMIT_REVIEW_STARTED',
    'RESERVE_PID_STARTED',
    'DISCARD_PID_STARTED',
  ] as const)('%s: submitting, old banner gone, field errors kept', (type) => {
    const failed = after({ type: 'DRAFT_HAS_VALIDATION_ERRORS', errors: [TITLE_MISSING] });
    const state = editorReducer(failed, { type });
    expect(state).toMatchObject({ actionState: type, submitting: true, flash: null });
    expect(state.errors).toEqual({ metadata: { title: 'Missing data for required field.' } });
  });

  it('DRAFT_SAVE_SUCCEEDED: positive banner, new record, errors cleared, submission over', () => {
    const state = after(
      { type: 'DRAFT_HAS_VALIDATION_ERRORS', errors: [TITLE_MISSING] },
      { type: 'DRAFT_SAVE_STARTED' },
      { type: 'DRAFT_SAVE_SUCCEEDED', record: savedRecord },
    );
    expect(state.flash).toEqual({
      kind: 'positive',
      message: 'Record successfully saved.',
      fieldErrors: [],
    });
    expect(state).toMatchObject({ record: savedRecord, errors: {}, submitting: false });
    expect(state.actionState).toBe('DRAFT_SAVE_SUCCEEDED');
  });

  it('DRAFT_HAS_VALIDATION_ERRORS: warning with labelled messages, nested errors, record', () => {
    const errors = [TITLE_MISSING, CREATORS_MISSING, { field: 'weird.path', messages: ['Odd.'] }];
    const state = after(
      { type: 'DRAFT_SAVE_STARTED' },
      { type: 'DRAFT_HAS_VALIDATION_ERRORS', errors, record: savedRecord },
    );
    expect(state.flash?.kind).toBe('warning');
    expect(state.flash?.message).toBe('Record saved with validation errors:');
    expect(state.flash?.fieldErrors).toEqual([
      { label: 'Title', messages: ['Missing data for required field.'], path: 'metadata.title' },
      {
        label: 'Authors/Creators',
        messages: ['Missing data for required field.'],
        path: 'metadata.creators',
      },
      { label: 'Unknown field', messages: ['Odd.'], path: 'weird.path' },
    ]);
    expect(state.errors).toMatchObject({ metadata: { title: 'Missing data for required field.' } });
    expect(state).toMatchObject({ record: savedRecord, submitting: false });
    expect(state.actionStateExtra).toEqual({ errors });
  });

  it.each<[ActionState, string]>([
    ['DRAFT_SAVE_FAILED', `The draft was not saved. ${RETRY}`],
    ['DRAFT_PUBLISH_FAILED', `The draft was not published. ${RETRY}`],
    ['DRAFT_PREVIEW_FAILED', `Draft preview failed. ${RETRY}`],
    ['DRAFT_DELETE_FAILED', `Draft deletion failed. ${RETRY}`],
    ['DRAFT_SUBMIT_REVIEW_FAILED', `The draft was not submitted for review. ${RETRY}`],
    ['RESERVE_PID_FAILED', `Identifier reservation failed. ${RETRY}`],
    ['DISCARD_PID_FAILED', `Identifier could not be discarded. ${RETRY}`],
  ])('%s: negative banner "%s", submission over', (type, message) => {
    const state = after({ type: 'DRAFT_SAVE_STARTED' }, { type } as EditorEvent);
    expect(state.flash).toEqual({ kind: 'negative', message, fieldErrors: [] });
    expect(state).toMatchObject({ actionState: type, submitting: false, actionStateExtra: {} });
  });

  it('a failure shows the server message as headline and its field errors', () => {
    const data = { status: 400, message: 'Invalid value foo.', errors: [TITLE_MISSING] };
    const state = after({ type: 'DRAFT_SAVE_FAILED', errors: data, record: savedRecord });
    expect(state.flash).toEqual({
      kind: 'negative',
      message: 'Invalid value foo.',
      fieldErrors: [
        { label: 'Title', messages: ['Missing data for required field.'], path: 'metadata.title' },
      ],
    });
    expect(state.errors).toEqual({ metadata: { title: 'Missing data for required field.' } });
    expect(state.record).toBe(savedRecord);
    expect(state.actionStateExtra).toEqual({ errors: data });
  });

  it('a failure without field errors keeps the errors already on the fields', () => {
    const state = after(
      { type: 'DRAFT_HAS_VALIDATION_ERRORS', errors: [TITLE_MISSING] },
      { type: 'DRAFT_PUBLISH_FAILED', errors: { status: 500, message: 'Boom.' } },
    );
    expect(state.flash?.message).toBe('Boom.');
    expect(state.errors).toEqual({ metadata: { title: 'Missing data for required field.' } });
  });

  it.each<[ActionState, string]>([
    [
      'DRAFT_PUBLISH_FAILED_WITH_VALIDATION_ERRORS',
      'The draft was not published. Record saved with validation errors:',
    ],
    [
      'DRAFT_SUBMIT_REVIEW_FAILED_WITH_VALIDATION_ERRORS',
      'The draft was not submitted for review. Record saved with validation errors:',
    ],
  ])('%s: negative banner with the field messages', (type, message) => {
    const state = after({ type: 'DRAFT_PUBLISH_STARTED' }, {
      type,
      errors: [CREATORS_MISSING],
    } as EditorEvent);
    expect(state.flash).toEqual({
      kind: 'negative',
      message,
      fieldErrors: [
        {
          label: 'Authors/Creators',
          messages: ['Missing data for required field.'],
          path: 'metadata.creators',
        },
      ],
    });
    expect(state.errors).toEqual({ metadata: { creators: 'Missing data for required field.' } });
    expect(state.submitting).toBe(false);
  });

  it.each<[ActionState, string]>([
    ['DRAFT_SAVE_BEFORE_UPLOAD_FAILED', `Draft save failed before file upload. ${RETRY}`],
    ['FILES_IMPORT_FAILED', `Files import from the previous version failed. ${RETRY}`],
  ])('%s: banner only; a running submission goes on', (type, message) => {
    const state = after({ type: 'DRAFT_SAVE_STARTED' }, { type } as EditorEvent);
    expect(state.flash).toEqual({ kind: 'negative', message, fieldErrors: [] });
    expect(state.submitting).toBe(true);
  });

  it('DRAFT_FETCHED: new record, no banner, errors it carries, submission over', () => {
    const state = after(
      { type: 'RESERVE_PID_STARTED' },
      { type: 'DRAFT_FETCHED', record: savedRecord, errors: [TITLE_MISSING] },
    );
    expect(state).toMatchObject({ record: savedRecord, flash: null, submitting: false });
    expect(state.errors).toEqual({ metadata: { title: 'Missing data for required field.' } });
    expect(after({ type: 'DRAFT_FETCHED', record: savedRecord }).errors).toEqual({});
  });

  it('COMMUNITY_SET chooses or removes the community; flags follow the status', () => {
    const community = aCommunity();
    const set = after({ type: 'COMMUNITY_SET', community });
    expect(set.actionState).toBe('COMMUNITY_SET');
    expect(set.editorState).toEqual({
      selectedCommunity: community,
      disableCommunitySelectionButton: false,
      showCommunitySelectionButton: true,
      showCommunityHeader: true,
    });
    const removed = editorReducer(set, { type: 'COMMUNITY_SET', community: null });
    expect(removed.editorState.selectedCommunity).toBeNull();

    const declined = anEditorState(aDraft({ status: 'declined' }));
    const onDeclined = editorReducer(declined, { type: 'COMMUNITY_SET', community });
    expect(onDeclined.editorState.disableCommunitySelectionButton).toBe(true);
  });

  it('a new record recomputes the flags for its status, keeping the community', () => {
    const community = aCommunity();
    const published = anEditorRecord({
      id: 'abc12-34567',
      status: 'published',
      is_published: true,
    });
    const state = after(
      { type: 'COMMUNITY_SET', community },
      { type: 'DRAFT_FETCHED', record: published },
    );
    expect(state.editorState).toMatchObject({
      selectedCommunity: community,
      showCommunitySelectionButton: false,
      showCommunityHeader: true,
    });
  });

  it('FLASH_DISMISSED hides the banner only', () => {
    const state = after(
      { type: 'DRAFT_HAS_VALIDATION_ERRORS', errors: [TITLE_MISSING] },
      { type: 'FLASH_DISMISSED' },
    );
    expect(state.flash).toBeNull();
    expect(state.actionState).toBe('DRAFT_HAS_VALIDATION_ERRORS');
    expect(state.errors).not.toEqual({});
  });

  it('does not change the state it is given', () => {
    const before = anEditorState(aDraft());
    const copy = JSON.parse(JSON.stringify(before));
    editorReducer(before, { type: 'DRAFT_SAVE_FAILED', errors: { message: 'x' } });
    expect(before).toEqual(copy);
  });
});
