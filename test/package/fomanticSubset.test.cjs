const { execFileSync } = require('node:child_process');
const { mkdtempSync, readFileSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');

/** The reference server's Fomantic (build/staticFiles.mjs), and all of Fomantic's. */
const subset = read('dist/rdm-widgets.fomantic.css');
const fomantic = read('node_modules/fomantic-ui-css/semantic.min.css');

/** The icons of the resource types the server serves: the third column of its table. */
const resourceTypeIcons = [
  ...new Set(
    read('server/seeds/data/resourceTypes.ts')
      .split('\n')
      .filter((line) => /^[a-z-]+\|/.test(line))
      .map((line) => line.split('|')[2]),
  ),
];

/**
 * Fomantic's own font of a family: its file, or the one its stylesheet holds in a `data:`
 * address (the checkbox's and the dropdown's), written out.
 */
const fomanticFontFile = (family) => {
  const inline = new RegExp(
    `font-family:${family};src:url\\(data:application/font-woff;base64,([\\w+/=]+)\\)`,
  ).exec(fomantic);
  if (!inline) return `node_modules/fomantic-ui-css/themes/default/assets/fonts/${family}.woff2`;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'fomantic-font-')), `${family}.woff`);
  writeFileSync(file, Buffer.from(inline[1], 'base64'));
  return file;
};

/** A served file's size in bytes. */
const bytes = (file) => readFileSync(path.join(root, 'dist', file)).length;

/** The code points of a `unicode-range` (`U+F000-F002,U+F0C5`). */
const rangeCodes = (ranges) =>
  ranges.split(',').flatMap((range) => {
    const [first, last = first] = range.trim().slice(2).split('-');
    const [from, to] = [Number.parseInt(first, 16), Number.parseInt(last, 16)];
    return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  });

/**
 * The characters of a family's font: of each served face (its file, its `unicode-range` when
 * it has one), of them all, and of Fomantic's own font.
 */
const fontCharacters = (family) => {
  const faces = [
    ...subset.matchAll(
      new RegExp(
        `@font-face\\{font-family:${family};src:url\\((fonts/[\\w-]+\\.woff2)\\)[^}]*`,
        'g',
      ),
    ),
  ].map(([rule, file]) => ({ file, range: /unicode-range:([^;}]+)/.exec(rule)?.[1] }));
  const fomanticFont = fomanticFontFile(family);
  const script = `
    import { readFileSync } from 'node:fs';
    import fontverter from 'fontverter';
    import * as hb from 'harfbuzzjs';
    // HarfBuzz reads the font's own tables, not WOFF2's compressed ones.
    const characters = async (file) => [
      ...new hb.Face(new hb.Blob(await fontverter.convert(readFileSync(file), 'sfnt'))).collectUnicodes(),
    ];
    // One at a time: the WOFF2 decoder cannot convert two fonts at once.
    const fonts = [];
    for (const file of process.argv.slice(1)) fonts.push(await characters(file));
    console.log(JSON.stringify(fonts));`;
  const characters = JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        script,
        ...faces.map(({ file }) => path.join('dist', file)),
        fomanticFont,
      ],
      { cwd: root },
    ).toString(),
  );
  const inFomantic = characters.pop();
  return {
    faces: faces.map((face, index) => ({ ...face, characters: new Set(characters[index]) })),
    served: new Set(characters.flat()),
    fomantic: new Set(inFomantic),
  };
};

/** Whether a character is of Unicode's private use area, where the icon fonts put theirs. */
const isIcon = (code) => code >= 0xe000 && code <= 0xf8ff;

/** The private-use characters the stylesheet's rules draw (`content:"\f0c7"`): the icons. */
const drawnIcons = [
  ...new Set(
    [...subset.matchAll(/content:"\\([0-9a-f]{4})"/gi)]
      .map((match) => Number.parseInt(match[1], 16))
      .filter(isIcon),
  ),
];

/** Fomantic's rule for an icon's glyph, as its stylesheet writes it. */
const glyph = (name) => `i.icon.${name.split(' ').join('.')}::before{`;

describe("the reference server's Fomantic stylesheet", () => {
  it('keeps what the widgets and the pages draw', () => {
    for (const selector of [
      '.ui.primary.button',
      '.ui.modal>.close',
      '.ui.form .field.error input',
      '.ui.celled.table',
      '.ui.checkbox',
      glyph('caret down'),
    ])
      expect(subset).toContain(selector);
  });

  it("keeps the glyph of every resource type's icon, which only the server's data names", () => {
    expect(resourceTypeIcons.length).toBeGreaterThan(10);
    const drawn = resourceTypeIcons.filter((icon) => fomantic.includes(glyph(icon)));
    expect(drawn).toContain('chart bar outline');
    expect(drawn.filter((icon) => !subset.includes(glyph(icon)))).toEqual([]);
  });

  it.each(['icons', 'outline-icons', 'brand-icons'])(
    'serves the %s font with every icon its rules draw, and no other',
    (family) => {
      const font = fontCharacters(family);
      const drawnInFomantic = drawnIcons.filter((code) => font.fomantic.has(code));
      expect(drawnInFomantic.length).toBeGreaterThan(10);
      expect(drawnInFomantic.filter((code) => !font.served.has(code))).toEqual([]);
      const undrawn = [...font.served].filter((code) => isIcon(code) && !drawnIcons.includes(code));
      expect(undrawn).toEqual([]);
    },
  );

  it.each(['icons', 'outline-icons'])(
    'serves the %s the widgets name from a small file, and the others from a file of their own',
    (family) => {
      const font = fontCharacters(family);
      expect(font.faces).toHaveLength(2);
      const [common, rest] = font.faces;
      expect(common.file).toMatch(new RegExp(`^fonts/${family}-common-[0-9a-f]{16}\\.woff2$`));
      // Each face holds only characters of its range, and the two ranges do not meet.
      for (const face of font.faces) {
        const range = rangeCodes(face.range);
        expect(
          [...face.characters].filter((code) => isIcon(code) && !range.includes(code)),
        ).toEqual([]);
      }
      expect(
        rangeCodes(common.range).filter((code) => rangeCodes(rest.range).includes(code)),
      ).toEqual([]);
      // Written in the widgets (the Share button, the files' removal, an empty record's type)
      // and in the server's data (a dataset's type), against a word that only happens to name
      // an icon too.
      const codeOf = (name) =>
        Number.parseInt(
          new RegExp(`${glyph(name).replace(/[.{]/g, '\\$&')}content:"\\\\(\\w+)"`).exec(subset)[1],
          16,
        );
      const named =
        family === 'icons'
          ? ['share square', 'trash alternate', 'upload', 'table']
          : ['trash alternate outline', 'copy outline', 'file outline'];
      expect(named.filter((name) => !common.characters.has(codeOf(name)))).toEqual([]);
      if (family === 'icons') expect(rest.characters.has(codeOf('cat'))).toBe(true);
      expect(bytes(common.file)).toBeLessThan(bytes(rest.file) / 2);
    },
  );

  it.each(['Checkbox', 'Dropdown'])(
    'serves the %s font Fomantic writes into its stylesheet as a file, with all its characters',
    (family) => {
      expect(subset).not.toContain(`font-family:${family};src:url(data:`);
      const font = fontCharacters(family);
      expect(font.fomantic.size).toBeGreaterThan(2);
      expect([...font.served].sort()).toEqual([...font.fomantic].sort());
    },
  );

  it("serves Lato's faces of common Latin text from small files, the rest from the whole font", () => {
    const faces = [
      ...subset.matchAll(
        /@font-face\{font-family:Lato;src:url\((fonts\/[\w-]+\.woff2)\)[^}]*unicode-range:([^;}]+)/g,
      ),
    ].map(([, file, ranges]) => ({
      file,
      ranges: ranges.split(',').map((range) => {
        const [first, last = first] = range.trim().slice(2).split('-');
        return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
      }),
    }));
    const filesFor = (code) =>
      faces
        .filter(({ ranges }) => ranges.some(([first, last]) => code >= first && code <= last))
        .map(({ file }) => file);
    // A, é, an em dash and the euro sign: four faces (regular, bold, italics), small files.
    for (const code of [0x41, 0xe9, 0x2014, 0x20ac]) {
      const files = filesFor(code);
      expect(files).toHaveLength(4);
      for (const file of files) expect(file).toMatch(/-common-/);
      expect(Math.max(...files.map(bytes))).toBeLessThan(25_000);
    }
    // Czech ř and Romanian ș: the whole Latin font, as Fomantic serves it.
    for (const code of [0x159, 0x219]) {
      const files = filesFor(code);
      expect(files).toHaveLength(4);
      for (const file of files) expect(file).toMatch(/^fonts\/LatoLatin-\w+-[0-9a-f]{16}\.woff2$/);
    }
  });

  it('leaves out the rules for classes nothing names', () => {
    for (const selector of [glyph('hippo'), '.ui.inverted.violet.button', '.ui.olive.progress'])
      expect([selector, fomantic.includes(selector), subset.includes(selector)]).toEqual([
        selector,
        true,
        false,
      ]);
    expect(subset.length).toBeLessThan(fomantic.length / 3);
  });

  it('leaves out the variations semantic-ui-react adds for a prop no widget passes', () => {
    // Every widget's script spells 'inverted' (semantic-ui-react's code), no widget passes it.
    for (const selector of ['.ui.inverted.segment', '.ui.inverted.dimmer', '.ui.relaxed.list'])
      expect([selector, fomantic.includes(selector), subset.includes(selector)]).toEqual([
        selector,
        true,
        false,
      ]);
    // The widgets pass `basic` and `label` (which makes an input 'labeled'), and toggles.
    for (const selector of ['.ui.basic.button', '.ui.labeled.input', '.ui.toggle.checkbox'])
      expect(subset).toContain(selector);
  });

  it('counts as asked for what semantic-ui-react sets from its state or its own defaults', () => {
    const script = `
      import { unaskedVariations } from './build/unaskedVariations.mjs';
      console.log(JSON.stringify(unaskedVariations()));`;
    const unasked = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root }),
    );
    expect(unasked).toEqual(expect.arrayContaining(['inverted', 'blurring', 'striped']));
    // A dropdown opens upward where it lacks room below; a transition is 'animating' while it
    // runs; a tab's menu is 'attached' and 'tabular' by default; `label` makes 'labeled'.
    for (const variation of ['upward', 'animating', 'attached', 'tabular', 'labeled'])
      expect(unasked).not.toContain(variation);
  });
});
