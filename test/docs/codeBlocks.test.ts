/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { codeBlocks, markdownPages, REPO_ROOT, type CodeBlock } from './markdownPages';

/**
 * Every `ts` and `tsx` block of the docs, and every TypeScript file of examples/, type-checks
 * against the source as a host's code would against the package: `rdm-widgets` and its
 * widget entries resolve to src/, stylesheets are side-effect imports.
 */
const TYPED_LANGUAGES = new Set(['ts', 'tsx']);

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noUncheckedIndexedAccess: true,
  esModuleInterop: true,
  skipLibCheck: true,
  noEmit: true,
  types: ['node'],
  paths: {
    'rdm-widgets': [join(REPO_ROOT, 'src/index.ts')],
    'rdm-widgets/core': [join(REPO_ROOT, 'src/core/index.ts')],
    'rdm-widgets/*': [join(REPO_ROOT, 'src/widgets/*/public.ts')],
  },
};

/** What the package's stylesheet exports to TypeScript: nothing, it is imported for effect. */
const STYLESHEET_MODULES = join(REPO_ROOT, 'docs', '__stylesheets.d.ts');
const STYLESHEET_DECLARATION = "declare module '*.css';\n";

/** A block as a module of its own (`export {}`), so two blocks never share a name. */
const blockFile = (block: CodeBlock, index: number) =>
  join(REPO_ROOT, 'docs', `__block${index}.${block.language}`);

const exampleFiles = (): string[] =>
  readdirSync(join(REPO_ROOT, 'examples'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(REPO_ROOT, 'examples', name));

const typeErrors = (blocks: CodeBlock[], examples: string[]): string[] => {
  const virtual = new Map<string, string>([[STYLESHEET_MODULES, STYLESHEET_DECLARATION]]);
  const origins = new Map<string, CodeBlock>();
  blocks.forEach((block, index) => {
    const file = blockFile(block, index);
    virtual.set(file, `${block.code}\nexport {};\n`);
    origins.set(file, block);
  });
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => virtual.get(name) ?? readFile(name);
  host.fileExists = (name) => virtual.has(name) || fileExists(name);
  host.getSourceFile = (name, language, ...rest) => {
    const text = virtual.get(name);
    return text === undefined
      ? getSourceFile(name, language, ...rest)
      : ts.createSourceFile(name, text, language);
  };
  const roots = [...virtual.keys(), ...examples];
  const program = ts.createProgram(roots, COMPILER_OPTIONS, host);
  // Only the roots' own diagnostics: checking all of src/ is tsc's job, and ten times slower.
  return roots
    .flatMap((root) => ts.getPreEmitDiagnostics(program, program.getSourceFile(root)))
    .map((diagnostic) => {
      const file = diagnostic.file as ts.SourceFile;
      const { line } = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const block = origins.get(file.fileName);
      const where = block
        ? `${block.page}:${block.line + 1 + line}`
        : `${file.fileName.slice(REPO_ROOT.length + 1)}:${line + 1}`;
      return `${where} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
};

describe('code in the docs and examples/', () => {
  it('type-checks against the source', () => {
    const blocks = markdownPages()
      .flatMap(codeBlocks)
      .filter((block) => TYPED_LANGUAGES.has(block.language));
    expect(blocks.length).toBeGreaterThan(0);
    expect(typeErrors(blocks, exampleFiles())).toEqual([]);
  });
});
