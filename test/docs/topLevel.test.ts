/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './markdownPages';

/** The package, its sources and its record of changes. */
const PRODUCT = [
  '.storybook',
  'CHANGELOG.md',
  'LICENSE',
  'README.md',
  'package-lock.json',
  'package.json',
  'rollup.config.mjs',
  'src',
  'stories',
  'test',
  'tsconfig.build.json',
  'tsconfig.json',
];

/**
 * What works on it: the build's own plugins, the reference server, the browser tests,
 * benchmarks, docs and CI.
 */
const TOOLS = ['.ci', 'bench', 'build', 'docs', 'e2e', 'examples', 'server'];

/** Settings their tools look for at the top only; other runners' configs sit with their tests. */
const TOP_ONLY_SETTINGS = [
  '.gitignore',
  '.nvmrc',
  '.prettierignore',
  '.prettierrc.json',
  'eslint.config.js',
  'jest.config.cjs',
  'playwright.config.ts',
];

/** The top-level names of the files git would commit (tracked or new, not ignored). */
const topLevelNames = (): string[] => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  const present = files.split('\n').filter((file) => file && existsSync(join(REPO_ROOT, file)));
  return [...new Set(present.map((file) => file.split('/')[0] ?? file))].sort();
};

describe("the repository's top level", () => {
  it('holds only the product, its tools and the settings read from there', () => {
    const expected = [...PRODUCT, ...TOOLS, ...TOP_ONLY_SETTINGS];
    expect(topLevelNames().filter((name) => !expected.includes(name))).toEqual([]);
  });
});
