import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '../..');

export interface MarkdownPage {
  /** Relative to the repository root, e.g. `docs/widgets.md`. */
  path: string;
  text: string;
}

/** The pages a reader meets: the README and every page under docs/. */
export const markdownPages = (): MarkdownPage[] => {
  const docs = readdirSync(join(REPO_ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs].map((path) => ({
    path,
    text: readFileSync(join(REPO_ROOT, path), 'utf8'),
  }));
};

export interface CodeBlock {
  page: string;
  /** The line of the opening fence, 1-based. */
  line: number;
  language: string;
  code: string;
}

const FENCE = /^```(\w*)\n([\s\S]*?)^```$/gm;

/** The fenced code blocks of a page, with the language their fence names. */
export const codeBlocks = ({ path, text }: MarkdownPage): CodeBlock[] =>
  Array.from(text.matchAll(FENCE), (match) => ({
    page: path,
    line: text.slice(0, match.index).split('\n').length,
    language: match[1] ?? '',
    code: match[2] ?? '',
  }));
