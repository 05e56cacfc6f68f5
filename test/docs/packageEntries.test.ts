import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './markdownPages';

/**
 * The widget entries package.json exports: `rdm-widgets/<widget>`, one per widget folder (not
 * the languages' files, `locales/*`, which are data).
 */
const widgetEntries = (): string[] => {
  const { exports } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
  return Object.keys(exports)
    .map((subpath) => subpath.replace(/^\.\/?/, ''))
    .filter((name) => !['', 'core', 'styles.css', 'package.json', 'locales/*'].includes(name));
};

const ENTRY_ROW = /^\| `rdm-widgets\/([a-z-]+)` +\|(.*)\|$/gm;

/** The names docs/widgets.md's table of entries gives each widget entry. */
const documentedNames = (): Map<string, string[]> => {
  const page = readFileSync(join(REPO_ROOT, 'docs/widgets.md'), 'utf8');
  return new Map(
    Array.from(page.matchAll(ENTRY_ROW), ([, entry = '', names = '']) => [
      entry,
      Array.from(names.matchAll(/`(\w+)`/g), ([, name = '']) => name).sort(),
    ]),
  );
};

/** Every name docs/public-api.md writes as code (`name` or `name(...)`). */
const namesOnTheApiPage = (): Set<string> => {
  const page = readFileSync(join(REPO_ROOT, 'docs/public-api.md'), 'utf8');
  return new Set(Array.from(page.matchAll(/`(\w+)/g), ([, name = '']) => name));
};

const PROPS_INTERFACE = /^export interface \w+Props\b[^\n]*\{\n([\s\S]*?)^\}/gm;
const FORGOTTEN_EXPORT = /The symbol "(\w+)" needs to be exported/g;

/**
 * The types a props interface of the entry's API report uses but the entry does not export.
 * API Extractor warns at a type's first use only, so this sees those the props use first.
 */
const unexportedPropsTypes = (entry: string): string[] => {
  const report = readFileSync(join(REPO_ROOT, 'test/package/api', `${entry}.api.md`), 'utf8');
  return Array.from(report.matchAll(PROPS_INTERFACE), ([, body = '']) =>
    Array.from(body.matchAll(FORGOTTEN_EXPORT), ([, symbol = '']) => symbol),
  ).flat();
};

describe.each(['rdm-widgets', 'rdm-widgets/core'])('%s', (entry) => {
  // Each value is one a host is told about: the queue inside the upload manager is not one.
  it('exports only values docs/public-api.md names', async () => {
    const exported: Record<string, unknown> = await import(entry);
    const documented = namesOnTheApiPage();
    expect(Object.keys(exported).filter((name) => !documented.has(name))).toEqual([]);
  });
});

describe('the widget entries', () => {
  // What a host can import is what the docs list: no hook or helper of the library's own.
  it.each(widgetEntries())(
    'rdm-widgets/%s exports the values docs/widgets.md lists',
    async (entry) => {
      const exported: Record<string, unknown> = await import(`rdm-widgets/${entry}`);
      expect(Object.keys(exported).sort()).toEqual(documentedNames().get(entry));
    },
  );

  // A host writing a widget's props imports their types from that widget's entry alone.
  it.each(widgetEntries())('rdm-widgets/%s names every type its props use', (entry) => {
    expect(unexportedPropsTypes(entry)).toEqual([]);
  });
});
