/**
 * The standalone editor script (`rdm-widgets.standalone.editor.js`): the rich-text editor
 * for pages without a bundler, loaded by the standalone bundle the first time a form shows
 * an editor. It shares React, i18next's bindings and the rest with the bundle (see
 * STANDALONE_SHARED in rollup.config.mjs) instead of carrying copies.
 */
export { default } from '../ui/richText/TextEditor';
