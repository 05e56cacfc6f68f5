import type { ActionState } from '../../../src/core/model';
import { flashFor, labelForErrorPath, mapServerErrors } from '../../../src/core/serializer';

describe('flashFor: the messages after each action, word for word', () => {
  it.each([
    ['DRAFT_SAVE_SUCCEEDED', 'positive', 'Record successfully saved.'],
    ['DRAFT_HAS_VALIDATION_ERRORS', 'warning', 'Record saved with validation errors:'],
    [
      'DRAFT_SAVE_FAILED',
      'negative',
      'The draft was not saved. Please try again. If the problem persists, contact user support.',
    ],
    [
      'DRAFT_PUBLISH_FAILED',
      'negative',
      'The draft was not published. Please try again. If the problem persists, contact user support.',
    ],
    [
      'DRAFT_PUBLISH_FAILED_WITH_VALIDATION_ERRORS',
      'negative',
      'The draft was not published. Record saved with validation errors:',
    ],
    [
      'DRAFT_SUBMIT_REVIEW_FAILED',
      'negative',
      'The draft was not submitted for review. Please try again. If the problem persists, contact user support.',
    ],
    [
      'DRAFT_SUBMIT_REVIEW_FAILED_WITH_VALIDATION_ERRORS',
      'negative',
      'The draft was not submitted for review. Record saved with validation errors:',
    ],
    [
      'DRAFT_DELETE_FAILED',
      'negative',
      'Draft deletion failed. Please try again. If the problem persists, contact user support.',
    ],
    [
      'DRAFT_PREVIEW_FAILED',
      'negative',
      'Draft preview failed. Please try again. If the problem persists, contact user support.',
    ],
    [
      'RESERVE_PID_FAILED',
      'negative',
      'Identifier reservation failed. Please try again. If the problem persists, contact user support.',
    ],
    [
      'DISCARD_PID_FAILED',
      'negative',
      'Identifier could not be discarded. Please try again. If the problem persists, contact user support.',
    ],
    [
      'DRAFT_SAVE_BEFORE_UPLOAD_FAILED',
      'negative',
      'Draft save failed before file upload. Please try again. If the problem persists, contact user support.',
    ],
    [
      'FILES_IMPORT_FAILED',
      'negative',
      'Files import from the previous version failed. Please try again. If the problem persists, contact user support.',
    ],
  ] as const)('%s -> %s: %s', (state, kind, message) => {
    expect(flashFor(state)).toEqual({ kind, message, fieldErrors: [] });
  });

  it.each<ActionState | null | undefined>([
    'DRAFT_FETCHED',
    'DRAFT_SAVE_STARTED',
    'DRAFT_PUBLISH_STARTED',
    'DRAFT_PREVIEW_STARTED',
    'DRAFT_DELETE_STARTED',
    'DRAFT_SUBMIT_REVIEW_STARTED',
    'RESERVE_PID_STARTED',
    'DISCARD_PID_STARTED',
    'COMMUNITY_SET',
    null,
    undefined,
  ])('shows nothing for %p', (state) => {
    expect(flashFor(state, { serverMessage: 'ignored' })).toBeNull();
  });
});

describe('flashFor: headline', () => {
  it("uses the server message instead of the action's", () => {
    const flash = flashFor('DRAFT_PUBLISH_FAILED', {
      serverMessage: 'A validation error occurred.',
    });
    expect(flash?.message).toBe('A validation error occurred.');
    expect(flash?.kind).toBe('negative');
  });

  it("takes the message of a failed call's response data", () => {
    const flash = flashFor('DRAFT_DELETE_FAILED', {
      errors: {
        status: 400,
        message: 'You cannot delete a draft with an open review. Please cancel the review first.',
      },
    });
    expect(flash).toEqual({
      kind: 'negative',
      message: 'You cannot delete a draft with an open review. Please cancel the review first.',
      fieldErrors: [],
    });
  });

  it("keeps the action's headline when the server message is blank", () => {
    expect(flashFor('DRAFT_SAVE_SUCCEEDED', { serverMessage: ' ' })?.message).toBe(
      'Record successfully saved.',
    );
  });
});

describe('flashFor: field errors', () => {
  const serverErrors = [
    { field: 'files.enabled', messages: ['Missing uploaded files.'] },
    { field: 'metadata.title', messages: ['Missing data for required field.'] },
    { field: 'metadata.additional_titles.0.title', messages: ['Shorter than minimum length 3.'] },
    {
      field: 'metadata.creators.0.person_or_org.family_name',
      messages: ['Family name cannot be blank.'],
    },
    {
      field: 'metadata.creators.1.person_or_org.family_name',
      messages: ['Family name cannot be blank.'],
    },
    { field: 'metadata.locations', messages: ['Not editable here.'] },
    { field: 'somewhere.else', messages: ['Strange.'] },
    { field: 'pids.doi', messages: ['Invalid DOI'] },
    { field: 'custom_fields.journal:journal.issn', messages: ['Invalid ISSN.'] },
    { field: 'access.embargo.until', messages: ['Embargo end date must be set to a future date.'] },
  ];
  // Each group keeps its first error's path: the summary's link goes there.
  const expected = [
    { label: 'Files', messages: ['Missing uploaded files.'], path: 'files.enabled' },
    { label: 'Title', messages: ['Missing data for required field.'], path: 'metadata.title' },
    {
      label: 'Additional titles',
      messages: ['Shorter than minimum length 3.'],
      path: 'metadata.additional_titles.0.title',
    },
    {
      label: 'Authors/Creators',
      messages: ['Family name cannot be blank.'],
      path: 'metadata.creators.0.person_or_org.family_name',
    },
    {
      label: 'Unknown field',
      messages: ['Not editable here.', 'Strange.'],
      path: 'metadata.locations',
    },
    { label: 'Digital Object Identifier', messages: ['Invalid DOI'], path: 'pids.doi' },
    { label: 'Journal', messages: ['Invalid ISSN.'], path: 'custom_fields.journal:journal.issn' },
    {
      label: 'Access',
      messages: ['Embargo end date must be set to a future date.'],
      path: 'access.embargo.until',
    },
  ];

  it("groups the server's list under labels, each message once", () => {
    expect(flashFor('DRAFT_HAS_VALIDATION_ERRORS', { errors: serverErrors })).toEqual({
      kind: 'warning',
      message: 'Record saved with validation errors:',
      fieldErrors: expected,
    });
  });

  it('reads an error map the same way', () => {
    const flash = flashFor('DRAFT_PUBLISH_FAILED_WITH_VALIDATION_ERRORS', {
      errors: mapServerErrors(serverErrors),
    });
    expect(flash?.fieldErrors).toEqual(expected);
  });

  it("reads a failed call's response data: its message heads, its errors are listed", () => {
    const flash = flashFor('DRAFT_PUBLISH_FAILED', {
      errors: {
        status: 400,
        message: 'A validation error occurred.',
        errors: serverErrors.slice(0, 2),
      },
    });
    expect(flash).toEqual({
      kind: 'negative',
      message: 'A validation error occurred.',
      fieldErrors: expected.slice(0, 2),
    });
  });

  it('tolerates junk errors', () => {
    expect(flashFor('DRAFT_SAVE_FAILED', { errors: [null, 3, { field: 7, messages: 8 }] })).toEqual(
      {
        kind: 'negative',
        message:
          'The draft was not saved. Please try again. If the problem persists, contact user support.',
        fieldErrors: [],
      },
    );
    expect(flashFor('DRAFT_SAVE_FAILED', { errors: 'boom' })?.fieldErrors).toEqual([]);
  });
});

describe('labelForErrorPath', () => {
  it.each([
    ['files.enabled', 'Files'],
    ['files', 'Files'],
    ['metadata.resource_type', 'Resource type'],
    ['metadata.title', 'Title'],
    ['metadata.publication_date', 'Publication date'],
    ['metadata.creators.0.person_or_org.name', 'Authors/Creators'],
    ['metadata.contributors.2.role', 'Contributors'],
    ['metadata.description', 'Description'],
    ['metadata.additional_descriptions.0.type', 'Additional descriptions'],
    ['metadata.rights.0.link', 'Licenses'],
    ['metadata.languages', 'Languages'],
    ['metadata.dates.0.date', 'Dates'],
    ['metadata.version', 'Version'],
    ['metadata.publisher', 'Publisher'],
    ['metadata.related_identifiers.0.scheme', 'Related works'],
    ['metadata.references.0.reference', 'References'],
    ['metadata.identifiers.0.identifier', 'Alternate identifiers'],
    ['metadata.subjects', 'Keywords and subjects'],
    ['metadata.funding.0.funder', 'Funding'],
    ['access.record', 'Access'],
    ['pids.doi', 'Digital Object Identifier'],
    ['pids.ark', 'PIDs'],
    ['custom_fields.imprint:imprint.isbn', 'Imprint'],
    ['custom_fields.meeting:meeting.url', 'Meeting'],
    ['custom_fields.thesis:thesis.university', 'Thesis'],
    ['custom_fields.code:codeRepository', 'code:codeRepository'],
    ['custom_fields.code:codeRepository.0', 'code:codeRepository'],
    ['custom_fields', 'Unknown field'],
    ['metadata.toString', 'Unknown field'],
    ['metadata', 'Unknown field'],
    ['', 'Unknown field'],
  ])('%s -> %s', (path, label) => {
    expect(labelForErrorPath(path)).toBe(label);
  });
});
