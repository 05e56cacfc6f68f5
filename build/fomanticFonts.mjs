/**
 * The fonts of the reference server's Fomantic (fomanticSubset.mjs), written beside it in
 * dist/fonts/ under names that hold their content's hash, so that a browser keeps them for
 * good instead of asking again on every page (docs/performance.md#what-a-first-load-costs).
 * The icon fonts keep only the glyphs the stylesheet's rules draw: the rest of their 1,900
 * glyphs could never show, and would cost a phone three times the bytes. The two fonts
 * Fomantic writes into the stylesheet itself (its checkbox's and dropdown's glyphs) become
 * files too: a page can then ask for them from its head, as for the icons, so that none of
 * them arrives after the widgets' first frame and makes the browser lay the page out again.
 * `fonts/fonts.json` lists the files by family, for the server's pages.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';

const FOMANTIC_FONTS = path.resolve('node_modules/fomantic-ui-css/themes/default/assets/fonts');
/** Where the fonts go, and their address from the stylesheet in dist/. */
const FONTS_DIR = 'fonts';

/** The families whose glyphs are icons, each drawn by a rule's `content`. */
const ICON_FAMILIES = new Set(['icons', 'outline-icons', 'brand-icons']);

/** Each `@font-face`, with its family and its sources (`url(…) format(…)`, comma-separated). */
const FONT_FACE =
  /@font-face\{font-family:([\w-]+);src:((?:url\([^)]*\)(?: format\("\w+"\))?,?)+)(?=[;}])/g;
/** A source of Fomantic's own fonts, as fomanticSubset.mjs addresses them. */
const FOMANTIC_SOURCE =
  /url\(\.\.\/fomantic\/themes\/default\/assets\/fonts\/([\w-]+)\.woff2\) format\("woff2"\)/;
/** A font Fomantic writes into the stylesheet: a WOFF in a `data:` address. */
const INLINE_SOURCE = /url\(data:application\/font-woff;base64,([\w+/=]+)\) format\("woff"\)/;
/** The list of the written fonts, by family, in the fonts' folder. */
const FONT_LIST = 'fonts.json';

/** The characters the stylesheet's icon rules draw (`content:"\f0c7"`). */
const iconCharacters = (css) =>
  [...new Set(css.match(/(?<=content:")\\[ef][0-9a-f]{3}(?=")/g) ?? [])]
    .map((escape) => String.fromCodePoint(Number.parseInt(escape.slice(1), 16)))
    .join('');

/**
 * Writes the fonts `css` uses to `distDir`/fonts/ and returns `css` addressing them there:
 * the WOFF2 source only (every browser the widgets support reads it), the icon fonts cut to
 * the glyphs `css` draws, the inline ones converted.
 */
export const withHashedFonts = async (css, distDir) => {
  const outDir = path.join(distDir, FONTS_DIR);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir);
  const icons = iconCharacters(css);
  /** Each written file by the font it holds (a file of Fomantic's, or an inline source). */
  const written = new Map();
  const write = async (key, name, makeContent) => {
    if (!written.has(key)) {
      const content = await makeContent();
      const hash = createHash('sha256').update(content).digest('hex').slice(0, 16);
      const file = `${FONTS_DIR}/${name}-${hash}.woff2`;
      writeFileSync(path.join(distDir, file), content);
      written.set(key, file);
    }
    return written.get(key);
  };
  /** The files of each family's faces. */
  const byFamily = new Map();
  let served = '';
  let from = 0;
  for (const face of css.matchAll(FONT_FACE)) {
    const [whole, family, sources] = face;
    const fomantic = FOMANTIC_SOURCE.exec(sources);
    const inline = INLINE_SOURCE.exec(sources);
    if (!fomantic && !inline) continue;
    const file = fomantic
      ? await write(fomantic[1], fomantic[1], async () => {
          const font = readFileSync(path.join(FOMANTIC_FONTS, `${fomantic[1]}.woff2`));
          return ICON_FAMILIES.has(family)
            ? subsetFont(font, icons, { targetFormat: 'woff2' })
            : font;
        })
      : await write(inline[1], family, () =>
          fontverter.convert(Buffer.from(inline[1], 'base64'), 'woff2'),
        );
    byFamily.set(family, (byFamily.get(family) ?? new Set()).add(file));
    served += css.slice(from, face.index) + whole.replace(sources, `url(${file}) format("woff2")`);
    from = face.index + whole.length;
  }
  const list = Object.fromEntries([...byFamily].map(([family, files]) => [family, [...files]]));
  writeFileSync(path.join(outDir, FONT_LIST), `${JSON.stringify(list, null, 2)}\n`);
  return served + css.slice(from);
};
