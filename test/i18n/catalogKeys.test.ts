import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as rules from '../../src/core/rules';
import * as serializer from '../../src/core/serializer';
import * as validation from '../../src/core/validation';
import { en } from '../../src/ui/i18n/en';
import {
  literalKeys,
  scanTree,
  sourceFiles,
  stringLiterals,
  untranslatedJsx,
} from './sourceStrings';

const SRC = join(__dirname, '../../src');
const CATALOG = join(SRC, 'ui/i18n/en.ts');

/** i18next's plural suffixes: a key used with `count` lives in en.ts as key_one, key_other. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const inCatalog = (key: string) => key in en || `${key}_one` in en;

/** Every string reachable from a module's exports: the texts core tables hand to t(). */
const exportedStrings = (...modules: object[]): Set<string> => {
  const found = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') found.add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  modules.forEach(collect);
  return found;
};

const where = ({ file, line, text }: { file: string; line: number; text: string }) =>
  `${file}:${line} ${JSON.stringify(text)}`;

describe('the English catalog and the source', () => {
  it('has no JSX text or user-facing attribute written as a literal', () => {
    expect(scanTree(SRC, untranslatedJsx).map(where)).toEqual([]);
  });

  it('has every literal key passed to t() in en.ts', () => {
    const missing = scanTree(SRC, literalKeys).filter(({ text }) => !inCatalog(text));
    expect(missing.map(where)).toEqual([]);
  });

  it('has no key in en.ts that nothing in src can ask for', () => {
    const literals = new Set(
      sourceFiles(SRC)
        .filter((file) => file !== CATALOG)
        .flatMap((file) => [...stringLiterals(file, readFileSync(file, 'utf8'))]),
    );
    const tables = exportedStrings(rules, serializer, validation);
    const unused = Object.keys(en)
      .map((key) => key.replace(PLURAL_SUFFIX, ''))
      .filter((key) => !literals.has(key) && !tables.has(key));
    expect([...new Set(unused)]).toEqual([]);
  });

  it('has the error of every identifier scheme the form checks', () => {
    const missing = Object.values(rules.INVALID_IDENTIFIER_MESSAGES).filter(
      (text) => !inCatalog(text),
    );
    expect(missing).toEqual([]);
  });

  it('gives each English text as its own key, except plural forms', () => {
    const differing = Object.entries(en).filter(
      ([key, text]) => !PLURAL_SUFFIX.test(key) && key !== text,
    );
    expect(differing).toEqual([]);
  });
});

describe('the source scanner', () => {
  it('finds a literal in JSX text, in an accessible name and in a conditional', () => {
    const code = `export const A = ({ on }) => (
      <p title={on ? 'Shown' : t('Hidden')} aria-label="Close">Hello {'world'} {count}</p>
    );`;
    expect(untranslatedJsx('A.tsx', code).map(({ text }) => text)).toEqual([
      'Shown',
      'Close',
      'Hello',
      'world',
    ]);
  });

  it('leaves t() calls, class names and symbols alone', () => {
    const code = `export const A = () => <p className="ui label" aria-hidden="true">{t('Hi')} ×</p>;`;
    expect(untranslatedJsx('A.tsx', code)).toEqual([]);
    expect(literalKeys('A.tsx', code).map(({ text }) => text)).toEqual(['Hi']);
  });
});
