import {
  checklistSuggestions,
  deletionFormProblems,
  deletionHeldBack,
  deletionOfferOf,
  deletionPolicyText,
} from '../../../src/core/rules/recordDeletion';

const LINK = '/api/records/abc12-34567/request-deletion';
const way = (allowed: boolean, description?: string) => ({
  enabled: true,
  valid_user: true,
  allowed,
  policy: description ? { id: 'p', description } : null,
});
const immediate = {
  enabled: true,
  valid_user: true,
  allowed: true,
  recordDeletion: { immediate_deletion: way(true, 'At once'), request_deletion: way(false) },
};
const byRequest = {
  ...immediate,
  recordDeletion: { immediate_deletion: way(false), request_deletion: way(true, 'Asked') },
};

describe('what the deposit form offers for deleting a record', () => {
  it('offers nothing without the config, when it is off, or for a record never published', () => {
    expect(deletionOfferOf(undefined, true, LINK)).toEqual({ kind: 'none' });
    expect(deletionOfferOf({ ...immediate, enabled: false }, true, LINK)).toEqual({ kind: 'none' });
    expect(deletionOfferOf(immediate, false, LINK)).toEqual({ kind: 'none' });
  });

  it('offers the dialog only with the link it posts to', () => {
    expect(deletionOfferOf(immediate, true, undefined)).toEqual({ kind: 'none' });
    expect(deletionOfferOf(immediate, true, LINK)).toEqual({ kind: 'dialog', immediate: true });
    expect(deletionOfferOf(byRequest, true, LINK)).toEqual({ kind: 'dialog', immediate: false });
  });

  it('says when it is not allowed, and links to a request already open first', () => {
    const closed = { enabled: true, valid_user: true, allowed: false };
    expect(deletionOfferOf(closed, true, LINK)).toEqual({ kind: 'not-allowed' });
    expect(deletionOfferOf({ ...closed, existing_request: '/me/requests/1' }, true, LINK)).toEqual({
      kind: 'request-open',
      page: '/me/requests/1',
    });
  });

  it('shows the description of the policy of the way offered', () => {
    expect(deletionPolicyText(immediate, true)).toBe('At once');
    expect(deletionPolicyText(byRequest, false)).toBe('Asked');
    expect(deletionPolicyText(immediate, false)).toBeUndefined();
  });
});

describe('the deletion dialog’s choices', () => {
  it('holds deletion back until both statements are ticked and every answer is No', () => {
    expect(deletionHeldBack({ acknowledged: [true, false], answers: [] }, 0)).toBe(true);
    expect(deletionHeldBack({ acknowledged: [true, true], answers: [] }, 0)).toBe(false);
    expect(deletionHeldBack({ acknowledged: [true, true], answers: ['no'] }, 2)).toBe(true);
    expect(deletionHeldBack({ acknowledged: [true, true], answers: ['no', 'yes'] }, 2)).toBe(true);
    expect(deletionHeldBack({ acknowledged: [true, true], answers: ['no', 'no'] }, 2)).toBe(false);
  });

  it('suggests what each question answered Yes says, in order', () => {
    const rows = [
      { label: 'Metadata', message: 'Edit it.' },
      { label: 'Files', message: 'A new version.' },
      { label: 'Other' },
    ];
    expect(checklistSuggestions(rows, ['yes', 'no', 'yes'])).toEqual(['Edit it.']);
    expect(checklistSuggestions(rows, ['yes', 'yes'])).toEqual(['Edit it.', 'A new version.']);
  });

  it('needs a reason, and for a request a justification of 25 characters', () => {
    expect(deletionFormProblems('', '', true)).toEqual({ reason: 'Required' });
    expect(deletionFormProblems('spam', '', true)).toEqual({});
    expect(deletionFormProblems('spam', '   ', false)).toEqual({ comment: 'Required' });
    expect(deletionFormProblems('spam', 'Too short.', false)).toEqual({
      comment: 'Please write at least 25 characters',
    });
    expect(deletionFormProblems('spam', 'Uploaded twice by mistake, sorry.', false)).toEqual({});
  });
});
