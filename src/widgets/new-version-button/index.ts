/**
 * The widget for the rest of the library (other widgets, the standalone bundle, tests): its
 * package entry, and the button the file uploader offers on locked files.
 */
export * from './public';
export { useNewVersionButton } from './useNewVersionButton';
