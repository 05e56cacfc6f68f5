/**
 * The fonts of the reference server's Fomantic (fomanticSubset.mjs), written beside it in
 * dist/fonts/ under names that hold their content's hash, so that a browser keeps them for
 * good instead of asking again on every page (docs/performance.md#what-a-first-load-costs).
 * The icon fonts keep only the glyphs the stylesheet's rules draw: the rest of their 1,900
 * glyphs could never show, and would cost a phone three times the bytes.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const FOMANTIC_FONTS = path.resolve('node_modules/fomantic-ui-css/themes/default/assets/fonts');
/** Where the fonts go, and their address from the stylesheet in dist/. */
const FONTS_DIR = 'fonts';

/** The families whose glyphs are icons, each drawn by a rule's `content`. */
const ICON_FAMILIES = new Set(['icons', 'outline-icons', 'brand-icons']);

/** Each `@font-face`, with its family and its sources (`url(…) format(…)`, comma-separated). */
const FONT_FACE = /@font-face\{font-family:([\w-]+);src:([^;]*);/g;
/** A source of Fomantic's own fonts, as fomanticSubset.mjs addresses them. */
const FOMANTIC_SOURCE =
  /url\(\.\.\/fomantic\/themes\/default\/assets\/fonts\/([\w-]+)\.woff2\) format\("woff2"\)/;

/** The characters the stylesheet's icon rules draw (`content:"\f0c7"`). */
const iconCharacters = (css) =>
  [...new Set(css.match(/(?<=content:")\\[ef][0-9a-f]{3}(?=")/g) ?? [])]
    .map((escape) => String.fromCodePoint(Number.parseInt(escape.slice(1), 16)))
    .join('');

/**
 * Writes the fonts `css` uses to `distDir`/fonts/ and returns `css` addressing them there:
 * the WOFF2 source only (every browser the widgets support reads it), the icon fonts cut to
 * the glyphs `css` draws.
 */
export const withHashedFonts = async (css, distDir) => {
  const outDir = path.join(distDir, FONTS_DIR);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir);
  const icons = iconCharacters(css);
  const written = new Map();
  const fontFile = async (family, name) => {
    if (!written.has(name)) {
      const font = readFileSync(path.join(FOMANTIC_FONTS, `${name}.woff2`));
      const content = ICON_FAMILIES.has(family)
        ? await subsetFont(font, icons, { targetFormat: 'woff2' })
        : font;
      const hash = createHash('sha256').update(content).digest('hex').slice(0, 16);
      const file = `${FONTS_DIR}/${name}-${hash}.woff2`;
      writeFileSync(path.join(distDir, file), content);
      written.set(name, file);
    }
    return written.get(name);
  };
  let served = '';
  let from = 0;
  for (const face of css.matchAll(FONT_FACE)) {
    const [whole, family, sources] = face;
    const fomantic = FOMANTIC_SOURCE.exec(sources);
    if (!fomantic) continue;
    const file = await fontFile(family, fomantic[1]);
    served += css.slice(from, face.index) + whole.replace(sources, `url(${file}) format("woff2")`);
    from = face.index + whole.length;
  }
  return served + css.slice(from);
};
