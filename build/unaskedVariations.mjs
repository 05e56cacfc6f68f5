/**
 * The variation classes of semantic-ui-react that no widget asks for. semantic-ui-react turns
 * a prop into a class (`useKeyOnly(inverted, 'inverted')`, `useKeyOrValueAndKey(labelPosition
 * || !!label, 'labeled')`), so its code, in every widget's script, spells every variation of
 * each component a widget draws. Such a class shows only when a widget passes one of its props,
 * or semantic-ui-react's own defaults do: a class that neither spell can never be drawn, and its
 * rules can go (fomanticSubset.mjs, docs/theming.md#fomantic-components).
 */
import { globSync, readFileSync } from 'node:fs';

const SEMANTIC_UI_REACT = 'node_modules/semantic-ui-react/dist/es';

/** Where the widgets and the reference server's pages pass props and name classes. */
const OWN_SOURCES = '{src,server}/**/*.{ts,tsx,js,mjs,css}';

/** semantic-ui-react's helpers from a prop to a class: `useKeyOnly(prop, 'class')` and kin. */
const PROP_TO_CLASS =
  /use(?:KeyOnly|KeyOrValueAndKey|ValueAndKey|MultipleProp)\(([^;]*?),\s*'([\w-]+)'\)/g;

/** Where a default's object literal starts: `X.defaultProps = {` or `{ defaultProps: {`. */
const DEFAULTS = /defaultProps\s*[=:]\s*\{/g;

/** A default set from another prop's value (`inverted: dimmer === 'inverted'`). */
const DEFAULT_FROM_VALUE = /([\w$]+)\s*:\s*[\w$.]+\s*===\s*'([\w-]+)'/g;

/** A prop read into a name of its own: `inverted = props.inverted`, `_this$props2.inverted`. */
const READ_PROP = /([\w$]+) = [\w$]*props\d*\.([\w$]+)\b/g;

/** Stands for what a class follows when it is not a prop: such a class always stays. */
const UNKNOWN = Symbol('not a prop');

const wordsOf = (text) => text.match(/[A-Za-z_$][\w$-]*/g) ?? [];

/** The object literals of semantic-ui-react's defaults in a file, nested ones within. */
const defaultsIn = (code) =>
  [...code.matchAll(DEFAULTS)].map((match) => {
    const start = match.index + match[0].length;
    let depth = 1;
    let end = start;
    for (; end < code.length && depth > 0; end += 1) {
      if (code[end] === '{') depth += 1;
      else if (code[end] === '}') depth -= 1;
    }
    return code.slice(start, end - 1);
  });

/** The names a component reads from its props, as against its state or its own reckoning. */
const propsReadIn = (code) =>
  new Set(
    [...code.matchAll(READ_PROP)].filter(([, name, prop]) => name === prop).map(([, name]) => name),
  );

/** The classes no widget can be drawn with, for PurgeCSS's `blocklist`. */
export const unaskedVariations = () => {
  const own = new Set(globSync(OWN_SOURCES).flatMap((file) => wordsOf(readFileSync(file, 'utf8'))));
  const propsOfClass = new Map();
  const defaulted = new Set();
  for (const file of globSync(`${SEMANTIC_UI_REACT}/**/*.js`)) {
    const code = readFileSync(file, 'utf8');
    const propsRead = propsReadIn(code);
    for (const [, argument, name] of code.matchAll(PROP_TO_CLASS)) {
      const props = propsOfClass.get(name) ?? new Set();
      // A class that follows the state (a dropdown opening upward where it lacks room below)
      // or anything but props can show unasked.
      for (const word of wordsOf(argument)) props.add(propsRead.has(word) ? word : UNKNOWN);
      propsOfClass.set(name, props);
    }
    for (const literal of defaultsIn(code)) {
      // A default that follows a value only a widget could pass counts when a widget spells it.
      const fromValues = [...literal.matchAll(DEFAULT_FROM_VALUE)];
      const unspelled = new Set(
        fromValues.filter(([, , value]) => !own.has(value)).map(([, prop]) => prop),
      );
      for (const word of wordsOf(literal.replace(DEFAULT_FROM_VALUE, '$1')))
        if (!unspelled.has(word)) defaulted.add(word);
    }
  }
  const asked = (word) => word === UNKNOWN || own.has(word) || defaulted.has(word);
  return [...propsOfClass]
    .filter(([name, props]) => !asked(name) && ![...props].some(asked))
    .map(([name]) => name)
    .sort();
};
