/**
 * The widget for the rest of the library (other widgets, the standalone bundle, tests): its
 * package entry, and the parts the deposit form builds its files section from.
 */
export * from './public';
export { ManagedFileUploader } from './ManagedFileUploader';
export { serverEntriesOf } from './serverEntries';
