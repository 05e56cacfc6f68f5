import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A string found in source, with where it is (for a readable failure). */
export interface SourceString {
  file: string;
  line: number;
  text: string;
}

/**
 * JSX attributes whose value a user reads or hears. A literal here skips t(); other props
 * (className, icon names, ids, data-*) are not text.
 */
export const USER_FACING_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
  'content',
  'header',
  'text',
  'description',
  'noResultsMessage',
  'tooltip',
]);

/** Letters make it prose; '·', '×', '%' and other marks alone are not words to translate. */
const hasWords = (text: string) => /\p{L}/u.test(text);

const lineOf = (source: ts.SourceFile, node: ts.Node) =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

const parse = (file: string, code: string) =>
  ts.createSourceFile(
    file,
    code,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** Every .ts/.tsx file under a folder, deepest last. */
export const sourceFiles = (root: string): string[] =>
  readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

const walk = (node: ts.Node, visit: (node: ts.Node) => void) => {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
};

/**
 * The literal texts an expression can evaluate to without a call: strings, templates, and
 * the branches of `a ? 'x' : 'y'`, `a || 'x'`, `a ?? 'x'`. A call (t(), a helper) ends the search.
 */
const literalTexts = (node: ts.Expression): string[] => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  }
  if (ts.isParenthesizedExpression(node)) return literalTexts(node.expression);
  if (ts.isConditionalExpression(node)) {
    return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  }
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.QuestionQuestionToken ||
      operator === ts.SyntaxKind.AmpersandAmpersandToken
    ) {
      return [...literalTexts(node.left), ...literalTexts(node.right)];
    }
  }
  return [];
};

const isJsxChild = (node: ts.Node) => ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent);

/** Literal prose in JSX: text children and user-facing attributes given a plain string. */
export const untranslatedJsx = (file: string, code: string): SourceString[] => {
  const source = parse(file, code);
  const found: SourceString[] = [];
  const report = (node: ts.Node, texts: string[]) => {
    for (const text of texts.filter(hasWords)) {
      found.push({ file, line: lineOf(source, node), text: text.trim() });
    }
  };
  walk(source, (node) => {
    if (ts.isJsxText(node)) report(node, [node.text]);
    if (ts.isJsxExpression(node) && node.expression && isJsxChild(node)) {
      report(node, literalTexts(node.expression));
    }
    if (ts.isJsxAttribute(node) && USER_FACING_ATTRIBUTES.has(node.name.getText(source))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(node, [value.text]);
      if (value && ts.isJsxExpression(value) && value.expression) {
        report(node, literalTexts(value.expression));
      }
    }
  });
  return found;
};

/** The first argument of every `t('...')` / `i18n.t('...')` call that is a plain string. */
export const literalKeys = (file: string, code: string): SourceString[] => {
  const source = parse(file, code);
  const found: SourceString[] = [];
  walk(source, (node) => {
    if (!ts.isCallExpression(node)) return;
    const callee = node.expression;
    const name = ts.isIdentifier(callee)
      ? callee.text
      : ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : '';
    const [first] = node.arguments;
    if (name !== 't' || !first) return;
    if (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) {
      found.push({ file, line: lineOf(source, node), text: first.text });
    }
  });
  return found;
};

/** Every plain string literal in a file (a catalog key may live in a constant, e.g. rules). */
export const stringLiterals = (file: string, code: string): Set<string> => {
  const source = parse(file, code);
  const found = new Set<string>();
  walk(source, (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.add(node.text);
  });
  return found;
};

/** Runs a scan over every source file under `root`, naming files relative to it. */
export const scanTree = (
  root: string,
  scan: (file: string, code: string) => SourceString[],
  skip: (file: string) => boolean = () => false,
): SourceString[] =>
  sourceFiles(root)
    .filter((file) => !skip(file))
    .flatMap((file) => scan(relative(root, file), readFileSync(file, 'utf8')));
