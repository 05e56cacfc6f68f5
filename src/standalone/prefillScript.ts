/**
 * The standalone prefill script (`rdm-widgets.standalone.prefill.js`): the dialog of 'Start
 * from a DOI or a citation file' with its lookups and citation parsers, loaded by the
 * standalone bundle the first time a depositor opens it. It shares React, i18next's bindings
 * and the rest with the bundle (STANDALONE_SHARED in rollup.config.mjs).
 */
export { PrefillDialog } from '../widgets/deposit-form/prefill/PrefillDialog';
