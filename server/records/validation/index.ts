export { checkDraft, MANAGED_DOI_PREFIX, MISSING_FILES, PENDING_FILES } from './draft';
export type { FileState } from './draft';
export { isEdtfDateOrInterval, isFullDate } from './edtf';
export { toFieldErrors, withoutDropped } from './issues';
export type { Issue } from './issues';
export { unknownVocabularyRef, vocabularyRefs, withVocabularyFields } from './vocabulary';
export type { VocabularyEntry, VocabularyLookup, VocabularyRef } from './vocabulary';
