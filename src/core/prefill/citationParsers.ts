import { plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-cff';
import '@citation-js/plugin-ris';
import { isPlainObject } from '../serializer/jsonReaders';

/**
 * Citation.js's parsers, each forced to its format (nothing is guessed, and nothing fetched:
 * a line that looks like a link is text). Each answers CSL JSON items, in the file's order.
 */
const cslItems = (input: unknown, forceType: string): Record<string, unknown>[] => {
  const items = plugins.input.chain(input, { forceType, generateGraph: false, strict: true });
  return Array.isArray(items) ? items.filter(isPlainObject) : [];
};

export const bibtexItems = (text: string) => cslItems(text, '@biblatex/text');

export const risItems = (text: string) => cslItems(text, '@ris/file');

/** CSL JSON as Citation.js reads it, older spellings of its keys brought up to date. */
export const cslJsonItems = (items: unknown[]) => cslItems(items, '@csl/list+object');

/** A CITATION.cff's YAML as a plain object (its dates as Date), or undefined. */
export const cffObject = (text: string): Record<string, unknown> | undefined => {
  const value = plugins.input.data(text, '@else/yaml');
  return isPlainObject(value) ? value : undefined;
};
