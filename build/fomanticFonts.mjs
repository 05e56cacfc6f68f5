/**
 * The fonts of the reference server's Fomantic (fomanticSubset.mjs), written beside it in
 * dist/fonts/ under names that hold their content's hash, so that a browser keeps them for
 * good instead of asking again on every page (docs/performance.md#what-a-first-load-costs).
 * The icon fonts keep only the glyphs the stylesheet's rules draw: the rest of their 1,900
 * glyphs could never show, and would cost a phone three times the bytes. The two fonts
 * Fomantic writes into the stylesheet itself (its checkbox's and dropdown's glyphs) become
 * files too: a page can then ask for them from its head, as for the icons, so that none of
 * them arrives after the widgets' first frame and makes the browser lay the page out again.
 * Each face of the text font (Lato) that covers Latin-1 is split in two by `unicode-range`: a
 * file of Latin-1 and common punctuation, 40 % smaller, which is all a page in English, French,
 * German or Spanish asks for, and the whole font for the rest of its range; on a phone's first
 * load the two faces it draws with came beside the widgets' scripts and took their bandwidth.
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

/** Each `@font-face` rule, whole. */
const FONT_FACE = /@font-face\{[^}]*\}/g;
/** A rule's family and its sources (`url(…) format(…)`, comma-separated). */
const FAMILY_AND_SOURCES =
  /^@font-face\{font-family:([\w-]+);src:((?:url\([^)]*\)(?: format\("\w+"\))?,?)+)(?=[;}])/;
/** A rule's characters (`U+0000,U+0020-007E`). */
const UNICODE_RANGE = /unicode-range:([^;}]+)/;
/**
 * The characters most text in Latin script is written with: Latin-1, the general punctuation
 * (dashes, quotation marks, ellipsis), the euro and trademark signs. Glyphs identical to the
 * whole font's, drawn to the same pixels.
 */
const COMMON_LATIN = [
  [0x0000, 0x00ff],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];
/** A source of Fomantic's own fonts, as fomanticSubset.mjs addresses them. */
const FOMANTIC_SOURCE =
  /url\(\.\.\/fomantic\/themes\/default\/assets\/fonts\/([\w-]+)\.woff2\) format\("woff2"\)/;
/** A font Fomantic writes into the stylesheet: a WOFF in a `data:` address. */
const INLINE_SOURCE = /url\(data:application\/font-woff;base64,([\w+/=]+)\) format\("woff"\)/;
/** The list of the written fonts, by family, in the fonts' folder. */
const FONT_LIST = 'fonts.json';

/** A `unicode-range` as ordered, inclusive ranges of code points. */
const parseRanges = (ranges) =>
  ranges
    .split(',')
    .map((range) => range.trim().slice(2).split('-'))
    .map(([first, last = first]) => [Number.parseInt(first, 16), Number.parseInt(last, 16)])
    .sort((a, b) => a[0] - b[0]);

const formatRanges = (ranges) =>
  ranges
    .map((range) => range.map((code) => code.toString(16).toUpperCase().padStart(4, '0')))
    .map(([first, last]) => (first === last ? `U+${first}` : `U+${first}-${last}`))
    .join(',');

/** The ranges' parts inside `within` (`inside`) and outside it (`outside`). */
const splitRanges = (ranges, within) => {
  const inside = [];
  const outside = [];
  for (const [first, last] of ranges) {
    let from = first;
    for (const [low, high] of within) {
      if (high < from || low > last) continue;
      if (low > from) outside.push([from, low - 1]);
      inside.push([Math.max(from, low), Math.min(last, high)]);
      from = high + 1;
      if (from > last) break;
    }
    if (from <= last) outside.push([from, last]);
  }
  return { inside, outside };
};

const charactersOf = (ranges) =>
  ranges
    .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i))
    .map((code) => String.fromCodePoint(code))
    .join('');

/** The characters the stylesheet's icon rules draw (`content:"\f0c7"`). */
const iconCharacters = (css) =>
  [...new Set(css.match(/(?<=content:")\\[ef][0-9a-f]{3}(?=")/g) ?? [])]
    .map((escape) => String.fromCodePoint(Number.parseInt(escape.slice(1), 16)))
    .join('');

/**
 * Writes the fonts `css` uses to `distDir`/fonts/ and returns `css` addressing them there:
 * the WOFF2 source only (every browser the widgets support reads it), the icon fonts cut to
 * the glyphs `css` draws, the inline ones converted, each text face covering common Latin
 * split into a face of those characters and one of the rest of its range.
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
  const served = [];
  let from = 0;
  for (const face of css.matchAll(FONT_FACE)) {
    const [rule] = face;
    const found = FAMILY_AND_SOURCES.exec(rule);
    const fomantic = found && FOMANTIC_SOURCE.exec(found[2]);
    const inline = found && INLINE_SOURCE.exec(found[2]);
    if (!fomantic && !inline) continue;
    const [, family, sources] = found;
    const fontFile = () => readFileSync(path.join(FOMANTIC_FONTS, `${fomantic[1]}.woff2`));
    const file = fomantic
      ? await write(fomantic[1], fomantic[1], async () =>
          ICON_FAMILIES.has(family)
            ? subsetFont(fontFile(), icons, { targetFormat: 'woff2' })
            : fontFile(),
        )
      : await write(inline[1], family, () =>
          fontverter.convert(Buffer.from(inline[1], 'base64'), 'woff2'),
        );
    const addressed = (address) => rule.replace(sources, `url(${address}) format("woff2")`);
    const range = fomantic && !ICON_FAMILIES.has(family) && UNICODE_RANGE.exec(rule);
    const { inside, outside } = range
      ? splitRanges(parseRanges(range[1]), COMMON_LATIN)
      : { inside: [], outside: [] };
    const faces = [];
    if (inside.length > 0 && outside.length > 0) {
      const common = await write(`${fomantic[1]}-common`, `${fomantic[1]}-common`, () =>
        subsetFont(fontFile(), charactersOf(inside), { targetFormat: 'woff2' }),
      );
      const ranged = (address, ranges) =>
        addressed(address).replace(range[1], formatRanges(ranges));
      faces.push([common, ranged(common, inside)], [file, ranged(file, outside)]);
    } else faces.push([file, addressed(file)]);
    for (const [address] of faces)
      byFamily.set(family, (byFamily.get(family) ?? new Set()).add(address));
    served.push(css.slice(from, face.index), ...faces.map(([, faceRule]) => faceRule));
    from = face.index + rule.length;
  }
  const list = Object.fromEntries([...byFamily].map(([family, files]) => [family, [...files]]));
  writeFileSync(path.join(outDir, FONT_LIST), `${JSON.stringify(list, null, 2)}\n`);
  return served.join('') + css.slice(from);
};
