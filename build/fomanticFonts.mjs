/**
 * The fonts of the reference server's Fomantic (fomanticSubset.mjs), written beside it in
 * dist/fonts/ under names that hold their content's hash, so that a browser keeps them for
 * good instead of asking again on every page (docs/performance.md#what-a-first-load-costs).
 * The icon fonts keep only the glyphs the stylesheet's rules draw: the rest of their 1,900
 * glyphs could never show, and would cost a phone three times the bytes. Those rules are many
 * (a rule stays when every word of it is written somewhere, and 'file' or 'users' name icons
 * too), so each icon font is split by `unicode-range` as well: the icons the widgets' and the
 * server's sources name in a small file, which is all their pages draw, and the rest in
 * another. The two fonts Fomantic writes into the stylesheet itself (its checkbox's and
 * dropdown's glyphs) become files too: a page can then ask for them from its head, as for the
 * icons, so that none of them arrives after the widgets' first frame and makes the browser lay
 * the page out again.
 * Each face of the text font (Lato) that covers Latin-1 is split in two by `unicode-range`: a
 * file of Latin-1 and common punctuation, 40 % smaller, which is all a page in English, French,
 * German or Spanish asks for, and the whole font for the rest of its range; on a phone's first
 * load the two faces it draws with came beside the widgets' scripts and took their bandwidth.
 * `fonts/fonts.json` lists each family's files, those of its common part apart, for the server's
 * pages.
 */
import { createHash } from 'node:crypto';
import { globSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
/** The sources that write the names of the icons the widgets and the server's pages draw. */
const ICON_NAMING_SOURCES = ['src/**/*.{ts,tsx}', 'server/**/*.{ts,js}'];
/** A rule for one icon's glyph, by its name: `i.icon.lock.open::before{content:"\f3c1"`. */
const NAMED_ICON_RULE =
  /(?<=^|[},])((?:i\.icon(?:\.[\w-]+)+::before,?)+)\{content:"\\([ef][0-9a-f]{3})"/g;
/**
 * An icon's name as the sources write it: quoted (`icon="lock open"`, `'lock open'`) or between
 * bars (the resource types' table), with or without ` icon` after it (`className="close icon"`).
 */
const WRITTEN_NAME = /(['"`|])([a-z][a-z ]*?)(?: icon)?\1|[{ '"`]([a-z][a-z ]*?) icon\b/g;
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

const toCharacter = (escape) => String.fromCodePoint(Number.parseInt(escape, 16));

/**
 * The icons' characters of `css` the sources name: in each file that speaks of icons, every
 * string that is an icon's name. More than one page draws, a fifth of what `css` keeps; a name
 * the sources put together at run time is drawn from the rest of the font, one request later.
 */
const namedIconCharacters = (css) => {
  const byName = new Map();
  for (const [, selectors, escape] of css.matchAll(NAMED_ICON_RULE))
    for (const selector of selectors.split(',').filter(Boolean))
      byName.set(selector.slice('i.icon.'.length, -'::before'.length).replaceAll('.', ' '), escape);
  const named = new Set();
  for (const file of globSync(ICON_NAMING_SOURCES)) {
    const text = readFileSync(file, 'utf8');
    if (!/icon/i.test(text)) continue;
    for (const [, , quoted, beforeIcon] of text.matchAll(WRITTEN_NAME)) {
      const escape = byName.get(quoted ?? beforeIcon);
      if (escape) named.add(toCharacter(escape));
    }
  }
  return named;
};

/** The characters the stylesheet's icon rules draw (`content:"\f0c7"`). */
const iconCharacters = (css) =>
  new Set((css.match(/(?<=content:"\\)[ef][0-9a-f]{3}(?=")/g) ?? []).map(toCharacter));

/** The ordered, inclusive ranges of code points that cover `characters` and no other. */
const rangesOf = (characters) => {
  const ranges = [];
  for (const code of [...characters]
    .map((character) => character.codePointAt(0))
    .sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === code - 1) last[1] = code;
    else ranges.push([code, code]);
  }
  return ranges;
};

/**
 * Writes the fonts `css` uses to `distDir`/fonts/ and returns `css` addressing them there:
 * the WOFF2 source only (every browser the widgets support reads it), the icon fonts cut to
 * the glyphs `css` draws and split into the icons the sources name and the others, the inline
 * ones converted, each text face covering common Latin split into a face of those characters
 * and one of the rest of its range.
 */
export const withHashedFonts = async (css, distDir) => {
  const outDir = path.join(distDir, FONTS_DIR);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir);
  const drawnIcons = iconCharacters(css);
  const named = namedIconCharacters(css);
  const namedIcons = [...drawnIcons].filter((icon) => named.has(icon));
  const otherIcons = [...drawnIcons].filter((icon) => !named.has(icon));
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
  /** The files of each family's faces: those of its common part, and the others. */
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
    const range = UNICODE_RANGE.exec(rule);
    /** The rule for a file of the face, and for the characters `ranges` when given. */
    const faceRule = (address, ranges) => {
      const addressed = rule.replace(sources, `url(${address}) format("woff2")`);
      if (!ranges) return addressed;
      if (range) return addressed.replace(range[1], formatRanges(ranges));
      return `${addressed.slice(0, -1)};unicode-range:${formatRanges(ranges)}}`;
    };
    const fontFile = () => readFileSync(path.join(FOMANTIC_FONTS, `${fomantic[1]}.woff2`));
    const subsetFile = (suffix, characters) =>
      write(`${fomantic[1]}${suffix}`, `${fomantic[1]}${suffix}`, () =>
        subsetFont(fontFile(), characters, { targetFormat: 'woff2' }),
      );
    /** The face's parts: [common or not, file, rule]. */
    const parts = [];
    if (inline) {
      const file = await write(inline[1], family, () =>
        fontverter.convert(Buffer.from(inline[1], 'base64'), 'woff2'),
      );
      parts.push([true, file, faceRule(file)]);
    } else if (ICON_FAMILIES.has(family)) {
      for (const [common, suffix, characters] of [
        // The space as well: a box takes its line's height from the first face whose range
        // holds the space, and without it that would be the next family's.
        [true, '-common', [' ', ...namedIcons]],
        [false, '', otherIcons],
      ]) {
        if (characters.length === 0) continue;
        const file = await subsetFile(suffix, characters.join(''));
        parts.push([common, file, faceRule(file, rangesOf(characters))]);
      }
    } else {
      const file = await write(fomantic[1], fomantic[1], fontFile);
      const { inside, outside } = range
        ? splitRanges(parseRanges(range[1]), COMMON_LATIN)
        : { inside: [], outside: [] };
      if (inside.length > 0 && outside.length > 0) {
        const common = await subsetFile('-common', charactersOf(inside));
        parts.push(
          [true, common, faceRule(common, inside)],
          [false, file, faceRule(file, outside)],
        );
      } else parts.push([true, file, faceRule(file)]);
    }
    const files = byFamily.get(family) ?? { common: new Set(), rest: new Set() };
    for (const [common, file] of parts) files[common ? 'common' : 'rest'].add(file);
    byFamily.set(family, files);
    served.push(css.slice(from, face.index), ...parts.map(([, , partRule]) => partRule));
    from = face.index + rule.length;
  }
  const list = Object.fromEntries(
    [...byFamily].map(([family, { common, rest }]) => [
      family,
      { common: [...common], rest: [...rest] },
    ]),
  );
  writeFileSync(path.join(outDir, FONT_LIST), `${JSON.stringify(list, null, 2)}\n`);
  return served.join('') + css.slice(from);
};
