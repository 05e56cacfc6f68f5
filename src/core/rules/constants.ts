import type { NamesAutocompleteMode, RecordAccess } from '../model';

/** Limits and timings (docs/behaviour.md#limits-and-timings). */

/** A permission change keeps its spinner at least this long, so it never flickers. */
export const PERMISSION_SPINNER_MIN_MS = 400;
/** How long the success mark stays after a permission change. */
export const SUCCESS_MARK_MS = 3000;
/** How long the 'Copied!' tooltip stays after copying a link. */
export const COPIED_TOOLTIP_MS = 1500;
export const COPIED_TOOLTIP_TEXT = 'Copied!';
/** The 'Save and add another' label goes back to normal after this delay. */
export const SAVE_AND_ADD_ANOTHER_RESET_MS = 2000;

export const LINK_DESCRIPTION_MAX_LENGTH = 60;
export const LICENCE_DESCRIPTION_MAX_LENGTH = 300;

/** Creators listed by name before 'and N other(s)'. */
export const CREATORS_SHOWN = 3;
/** The user's newest records read for co-author suggestions: one page, filtered in the browser. */
export const COAUTHOR_RECORDS = 100;
/** Co-authors suggested for a typed text, before the names vocabulary's answers. */
export const COAUTHORS_SHOWN = 5;

export const NAMES_AUTOCOMPLETE_MODES: readonly NamesAutocompleteMode[] = [
  'search',
  'search_only',
  'off',
];
export const DEFAULT_NAMES_AUTOCOMPLETE_MODE: NamesAutocompleteMode = 'search';

export const DEFAULT_MAX_FILES = 5;
export const DEFAULT_MAX_STORAGE_BYTES = 10 ** 10;
export const DEFAULT_DECIMAL_SIZE_DISPLAY = true;
export const DEFAULT_FILE_UPLOAD_CONCURRENCY = 3;
/** Multipart uploads (config `multipartUpload`): bytes a part, parts of a file at once. */
export const DEFAULT_UPLOAD_PART_SIZE = 64 * 1024 ** 2;
export const DEFAULT_UPLOAD_PART_CONCURRENCY = 3;
/** The most parts a file may have: S3's limit, where InvenioRDM's S3 storage puts them. */
export const MAX_UPLOAD_PARTS = 10_000;

export const COMMUNITY_SEARCH_PAGE_SIZE = 5;
export const COMMUNITY_SEARCH_SORT = 'bestmatch';

/** Typing an external PID waits this long before the value is applied. */
export const EXTERNAL_PID_DEBOUNCE_MS = 200;

export const DEFAULT_ADDITIONAL_TITLE_TYPE = 'alternative-title';

/** A fresh default access object (a new one each call, so no caller can alter a shared one). */
export const defaultRecordAccess = (): RecordAccess => ({ record: 'public', files: 'public' });
