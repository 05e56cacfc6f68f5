/**
 * The standalone prefill script (`rdm-widgets.standalone.prefill.js`): the lookups and
 * citation parsers of 'Start from a DOI or a citation file', loaded by the standalone bundle
 * the first time a depositor opens it. It uses nothing the bundle shares.
 */
export * from '../core/prefill';
