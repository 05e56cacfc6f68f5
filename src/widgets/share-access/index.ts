/**
 * The widget for the rest of the library (other widgets, the standalone bundle, tests): the
 * names of its package entry, public.ts; it has no others to share.
 */
export * from './public';
