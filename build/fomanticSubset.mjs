/**
 * The reference server's Fomantic: the components the widgets and the demo's pages draw, in
 * Fomantic's own order, less every rule whose classes nothing names
 * (docs/theming.md#fomantic-components). Its fonts are addressed where a page serves Fomantic
 * beside dist/ (`../fomantic/`); the build writes it with its own copies of them instead
 * (staticFiles.mjs, fomanticFonts.mjs). An e2e check compares the pages drawn with it and with
 * the whole components (fomanticComponents), which keep Fomantic's addresses.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PurgeCSS } from 'purgecss';
import { unaskedVariations } from './unaskedVariations.mjs';

const FOMANTIC = path.resolve('node_modules/fomantic-ui-css/components');

/**
 * The Fomantic components the widgets and the demo's pages use, in the order of Fomantic's
 * own semantic.css (later components override earlier ones). A component missing here is a
 * widget drawn without its styles on the demo's pages (e2e/pageLooks.spec.ts pictures them;
 * the stories load the whole of Fomantic).
 */
const FOMANTIC_COMPONENTS = [
  'reset',
  'site',
  'button',
  'container',
  'divider',
  'header',
  'icon',
  'image',
  'input',
  'label',
  'list',
  'loader',
  'placeholder',
  'segment',
  'text',
  'form',
  'grid',
  'menu',
  'message',
  'table',
  'comment',
  'item',
  'checkbox',
  'dimmer',
  'dropdown',
  'modal',
  'popup',
  'progress',
  'transition',
];

/**
 * Where the classes the reference server's pages show are named: the widgets' scripts (their
 * own class names, and semantic-ui-react's, which it puts together from words such as
 * 'primary' and 'button' written in its code) and the server's sources: its page templates
 * and scripts, and the data it serves that names icons (the resource types' vocabulary).
 * A rule stays when every class, id and element it selects is a word of these files.
 */
const NAMING_CLASSES = [
  'dist/rdm-widgets.standalone.js',
  'dist/standalone/*.js',
  'server/**/*.{ts,js}',
];

/** The components whole, one after the other, with their fonts' addresses from dist/. */
export const fomanticComponents = () =>
  FOMANTIC_COMPONENTS.map((name) =>
    readFileSync(path.join(FOMANTIC, `${name}.min.css`), 'utf8').replaceAll(
      'url(../themes/',
      'url(../fomantic/themes/',
    ),
  ).join('\n');

/**
 * The components without the rules that select a class no file of NAMING_CLASSES names, nor
 * a variation of semantic-ui-react's that no widget asks for (unaskedVariations.mjs).
 */
export const fomanticSubset = async () => {
  const [used] = await new PurgeCSS().purge({
    content: NAMING_CLASSES,
    css: [{ raw: fomanticComponents() }],
    blocklist: unaskedVariations(),
  });
  return used.css;
};
