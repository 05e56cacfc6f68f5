const { readFileSync } = require('node:fs');
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

  it('leaves out the rules for classes nothing names', () => {
    for (const selector of [glyph('hippo'), '.ui.inverted.violet.button', '.ui.olive.progress'])
      expect([selector, fomantic.includes(selector), subset.includes(selector)]).toEqual([
        selector,
        true,
        false,
      ]);
    expect(subset.length).toBeLessThan(fomantic.length / 3);
  });
});
