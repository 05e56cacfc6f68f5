import { communityOfRecord } from '../../../src/core/editor';
import { aCommunity } from '../../factories/community';
import { aDraft } from '../../factories/draft';
import { anEditorState, EDITOR_CONFIG } from '../../support/editor/editorSetup';
import { TITLE_MISSING } from '../../support/editor/serverAnswers';

const community = aCommunity();
const other = aCommunity({ id: 'c0ffee00-0000-4000-8000-000000000002', slug: 'other' });

describe('initialEditorState', () => {
  it('deserializes the record in the default locale, with config and permissions', () => {
    const draft = aDraft({ metadata: { title: 'A study', description: 'Long text' } });
    const state = anEditorState(draft);
    expect(state.record.id).toBe(draft.id);
    expect(state.record.metadata).toMatchObject({ title: 'A study', description: 'Long text' });
    // Every form field is present even when the server sent none.
    expect(state.record.metadata.creators).toEqual([]);
    expect(state.config).toBe(EDITOR_CONFIG);
    expect(state.permissions).toEqual({});
    expect(state.actionState).toBeNull();
  });

  it('a new upload ({}) has no community and may choose one', () => {
    expect(anEditorState({}).editorState).toEqual({
      selectedCommunity: null,
      disableCommunitySelectionButton: false,
      showCommunitySelectionButton: true,
      showCommunityHeader: true,
    });
  });

  it('takes the review receiver as the selected community; declined disables the choice', () => {
    const draft = aDraft({
      status: 'declined',
      parent: { review: { receiver: { community: community.id } } },
      expanded: { parent: { review: { receiver: community } } },
    });
    expect(anEditorState(draft).editorState).toMatchObject({
      selectedCommunity: community,
      disableCommunitySelectionButton: true,
    });
  });

  it('a published record shows its default community, without the selection button', () => {
    const record = {
      ...aDraft({ status: 'published', is_published: true }),
      expanded: { parent: { communities: { default: community } } },
    };
    expect(anEditorState(record).editorState).toEqual({
      selectedCommunity: community,
      disableCommunitySelectionButton: false,
      showCommunitySelectionButton: false,
      showCommunityHeader: true,
    });
    const alone = anEditorState(aDraft({ status: 'published', is_published: true }));
    expect(alone.editorState.showCommunityHeader).toBe(false);
  });

  it('puts validation errors the page printed on the fields', () => {
    const state = anEditorState(aDraft({ errors: [TITLE_MISSING] }));
    expect(state.errors).toEqual({ metadata: { title: 'Missing data for required field.' } });
  });
});

describe('communityOfRecord', () => {
  it('prefers the parent review receiver, then the version review, then the default', () => {
    const expanded = {
      parent: { review: { receiver: community }, communities: { default: other } },
      review: { receiver: other },
    };
    expect(communityOfRecord({ expanded })).toBe(community);
    expect(communityOfRecord({ expanded: { review: { receiver: other } } })).toBe(other);
  });

  it('ignores a receiver that is not expanded (a bare id)', () => {
    expect(communityOfRecord({ expanded: { parent: { review: { receiver: 'c1' } } } })).toBeNull();
    expect(communityOfRecord(undefined)).toBeNull();
  });
});
