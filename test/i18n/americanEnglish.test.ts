import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { en } from '../../src/ui/i18n/en';
import { sourceFiles } from './sourceStrings';

/**
 * The texts a person reads are in American English, as InvenioRDM's message ids (which the
 * catalogs key on) are: 'Licenses', 'Organization' (docs/translations.md#english). Code names
 * (`licenceSearchUrl`, `LicencesField`) are public API and keep their spelling.
 */

const ROOT = join(__dirname, '../..');

/** British spellings of words the widgets and the demo use, as whole words or stems. */
const BRITISH = new RegExp(
  [
    'licences?',
    'organis(e|ed|es|ing|ations?)',
    'colours?',
    'behaviours?',
    'favour',
    'catalogues?',
    'centre[sd]?',
    'recognis(e|ed|es|ing)',
    'analys(e|ed|es|ing)',
    'customis(e|ed|es|ing|ation)',
  ]
    .map((word) => `\\b${word}\\b`)
    .join('|'),
  'i',
);

/** Every piece of text in a file's code: string and template literals, and JSX text. */
const textsIn = (file: string) => {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    // Module paths are code names.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

/** The demo's translations of its own texts: German writes 'Organisation'. */
const TRANSLATIONS = ['server/seeds/data/vocabularyTitles.ts', 'server/pages/hostTexts.ts'];

const britishIn = (folder: string) =>
  sourceFiles(join(ROOT, folder))
    .filter((file) => !TRANSLATIONS.includes(relative(ROOT, file)))
    .flatMap((file) =>
      textsIn(file)
        .filter((text) => BRITISH.test(text))
        .map((text) => `${relative(ROOT, file)}: ${JSON.stringify(text)}`),
    );

describe('the English a person reads', () => {
  it('is American in the widgets’ catalog', () => {
    const british = Object.values(en).filter((text) => BRITISH.test(text));
    expect(british).toEqual([]);
  });

  it('is American on the demo repository’s pages and in its seeded vocabularies', () => {
    expect([...britishIn('server/pages'), ...britishIn('server/seeds')]).toEqual([]);
  });

  it('is told apart from British English', () => {
    expect(
      ['Search licences', 'Organisation', 'the licence'].map((text) => BRITISH.test(text)),
    ).toEqual([true, true, true]);
    expect(
      ['Search licenses', 'Organization', 'LicencesField'].map((text) => BRITISH.test(text)),
    ).toEqual([false, false, false]);
  });
});
