/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { markdownPages, REPO_ROOT, type MarkdownPage } from './markdownPages';

/** `[text](target)` and `![alt](target)`, outside code; the target up to a space or `)`. */
const LINK = /!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const FENCED = /^```[\s\S]*?^```$/gm;
const CODE = new RegExp(`${FENCED.source}|\`[^\`\\n]*\``, 'gm');

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (text: string): Set<string> => {
  const anchors = new Set<string>();
  for (const [, heading = ''] of text.replace(FENCED, '').matchAll(/^#{1,6}\s+(.*)$/gm)) {
    const base = slug(heading);
    let anchor = base;
    // Repeated headings get -1, -2, ... as on GitHub.
    for (let n = 1; anchors.has(anchor); n += 1) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
};

/** Every relative link of a page whose file (or heading) is missing. */
const brokenLinks = (page: MarkdownPage): string[] => {
  const prose = page.text.replace(CODE, '');
  return Array.from(prose.matchAll(LINK), (match) => match[1] ?? '')
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target))
    .filter((target) => {
      const [path = '', anchor] = target.split('#');
      const file =
        path === '' ? join(REPO_ROOT, page.path) : join(dirname(join(REPO_ROOT, page.path)), path);
      if (!existsSync(file)) return true;
      if (anchor === undefined || !file.endsWith('.md')) return false;
      return !anchorsOf(readFileSync(file, 'utf8')).has(anchor);
    })
    .map((target) => `${page.path}: ${target}`);
};

/** Where code cites the docs: `docs/behaviour.md#validation` in a comment. */
const CODE_FOLDERS = ['src', 'server', 'test', 'stories', 'e2e', 'bench', 'examples'];
const DOCS_CITATION = /\bdocs\/[\w-]+\.md(?:#[\w-]+)?/g;

interface Citation {
  /** The file that cites, relative to the repository root. */
  path: string;
  /** e.g. `docs/behaviour.md#validation`. */
  citation: string;
}

const citationsInCode = (): Citation[] =>
  CODE_FOLDERS.flatMap((folder) =>
    readdirSync(join(REPO_ROOT, folder), { recursive: true, withFileTypes: true })
      // Folders too may end in .ts (e2e/__screenshots__/stories.spec.ts/); test/react-19 has
      // its workspace's node_modules.
      .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name))
      .filter((entry) => !entry.parentPath.includes('node_modules'))
      .map((entry) => relative(join(REPO_ROOT, folder), join(entry.parentPath, entry.name)))
      .flatMap((name) => {
        const text = readFileSync(join(REPO_ROOT, folder, name), 'utf8');
        return Array.from(text.matchAll(DOCS_CITATION), ([citation]) => ({
          path: `${folder}/${name}`,
          citation,
        }));
      }),
  );

describe('links in README.md and docs/', () => {
  it('lead to files of the repository, and headings that exist', () => {
    const pages = markdownPages();
    expect(pages.map((page) => page.path)).toContain('docs/README.md');
    expect(pages.flatMap(brokenLinks)).toEqual([]);
  });

  it('cited in code comments (docs/<page>.md#<section>) lead to sections that exist', () => {
    const citations = citationsInCode();
    expect(citations.length).toBeGreaterThan(0);
    const broken = citations.filter(({ citation }) => {
      const [path = '', anchor] = citation.split('#');
      const file = join(REPO_ROOT, path);
      if (!existsSync(file)) return true;
      return anchor !== undefined && !anchorsOf(readFileSync(file, 'utf8')).has(anchor);
    });
    expect(broken.map(({ path, citation }) => `${path}: ${citation}`)).toEqual([]);
  });
});
