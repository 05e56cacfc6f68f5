import * as rules from '../../../src/core/rules';

describe('limits and timings', () => {
  it.each([
    ['PERMISSION_SPINNER_MIN_MS', 400],
    ['SUCCESS_MARK_MS', 3000],
    ['COPIED_TOOLTIP_MS', 1500],
    ['COPIED_TOOLTIP_TEXT', 'Copied!'],
    ['SAVE_AND_ADD_ANOTHER_RESET_MS', 2000],
    ['LINK_DESCRIPTION_MAX_LENGTH', 60],
    ['LICENCE_DESCRIPTION_MAX_LENGTH', 300],
    ['CREATORS_SHOWN', 3],
    ['COAUTHOR_RECORDS', 100],
    ['COAUTHORS_SHOWN', 5],
    ['NAMES_AUTOCOMPLETE_MODES', ['search', 'search_only', 'off']],
    ['DEFAULT_NAMES_AUTOCOMPLETE_MODE', 'search'],
    ['DEFAULT_MAX_FILES', 5],
    ['DEFAULT_MAX_STORAGE_BYTES', 10_000_000_000],
    ['DEFAULT_DECIMAL_SIZE_DISPLAY', true],
    ['DEFAULT_FILE_UPLOAD_CONCURRENCY', 3],
    ['DEFAULT_UPLOAD_PART_SIZE', 64 * 1024 * 1024],
    ['DEFAULT_UPLOAD_PART_CONCURRENCY', 3],
    ['MAX_UPLOAD_PARTS', 10_000],
    ['COMMUNITY_SEARCH_PAGE_SIZE', 5],
    ['COMMUNITY_SEARCH_SORT', 'bestmatch'],
    ['EXTERNAL_PID_DEBOUNCE_MS', 200],
    ['DEFAULT_ADDITIONAL_TITLE_TYPE', 'alternative-title'],
    ['DEFAULT_LINK_EXPIRATION_DAYS', 0],
  ])('%s is %p', (name, value) => {
    expect((rules as Record<string, unknown>)[name]).toEqual(value);
  });

  it('default access is public for record and files, a fresh object each time', () => {
    const first = rules.defaultRecordAccess();
    expect(first).toEqual({ record: 'public', files: 'public' });
    first.record = 'restricted';
    expect(rules.defaultRecordAccess()).toEqual({ record: 'public', files: 'public' });
  });
});
