/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './markdownPages';

/** What an import names a module by: its path without the extension. */
const MODULE = /^(.*)\.(ts|tsx|js|jsx|mjs|cjs)$/;

/** The modules git would commit (tracked or new, not ignored), by import path. */
const modulePaths = (): string[] => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return files
    .split('\n')
    .filter((file) => existsSync(join(REPO_ROOT, file)))
    .flatMap((file) => MODULE.exec(file)?.[1] ?? []);
};

describe('module names', () => {
  // On macOS and Windows, whose file systems ignore case, `./DepositFormWidget` can open
  // depositFormWidget.ts: which file an import gets depends on the machine.
  it('never differ only in case', () => {
    const paths = [...new Set(modulePaths())];
    const clashes = paths.filter((path) =>
      paths.some((other) => other !== path && other.toLowerCase() === path.toLowerCase()),
    );
    expect(clashes).toEqual([]);
  });
});
