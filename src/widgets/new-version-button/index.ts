/**
 * The widgets for the rest of the library (other widgets, the standalone bundle, tests): the
 * package entry (the New version button, which the file uploader offers on locked files, and
 * 'New upload from this record', for record pages and the deposit form).
 */
export * from './public';
export { useNewVersionButton } from './useNewVersionButton';
