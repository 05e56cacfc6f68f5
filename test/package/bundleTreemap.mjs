/**
 * bundleMap.mjs's treemap (var/bundle-map.html): one page, no script, every table's modules as
 * rectangles whose areas are their gzip shares, nested by when they load and by group. Hovering
 * a rectangle shows its module and size.
 */

const WIDTH = 1200;
const HEIGHT = 640;
/** A nested box's inset, and the height of the label over its children. */
const PAD = 2;
const LABEL = 16;

const sum = (items) => items.reduce((total, item) => total + item.value, 0);

/**
 * Squarified treemap (Bruls, Huizing and van Wijk): rows of items along the shorter side of
 * what is left, each row grown while that makes its rectangles' worst aspect ratio better.
 */
const squarify = (items, { x, y, w, h }) => {
  const scale = (w * h) / sum(items);
  const area = (item) => item.value * scale;
  const worst = (row, side) => {
    const total = sum(row) * scale;
    const areas = row.map(area);
    return Math.max(
      (side * side * Math.max(...areas)) / (total * total),
      (total * total) / (side * side * Math.min(...areas)),
    );
  };
  const boxes = [];
  let rest = [...items].sort((a, b) => b.value - a.value);
  while (rest.length > 0) {
    const side = Math.min(w, h);
    let length = 1;
    while (
      length < rest.length &&
      worst(rest.slice(0, length + 1), side) <= worst(rest.slice(0, length), side)
    )
      length += 1;
    const row = rest.slice(0, length);
    const thickness = (sum(row) * scale) / side;
    let offset = 0;
    for (const item of row) {
      const along = area(item) / thickness;
      boxes.push(
        w >= h
          ? { item, x, y: y + offset, w: thickness, h: along }
          : { item, x: x + offset, y, w: along, h: thickness },
      );
      offset += along;
    }
    if (w >= h) {
      x += thickness;
      w -= thickness;
    } else {
      y += thickness;
      h -= thickness;
    }
    rest = rest.slice(length);
  }
  return boxes;
};

const escape = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`,
  );

/** A group's hue, the same in every table. */
const hue = (name) => [...name].reduce((value, char) => (value * 31 + char.charCodeAt(0)) % 360, 7);

const kib = (value) => `${value.toFixed(1)} KiB`;

/**
 * A tree's boxes as positioned divs, each node with children labelled over them: the parts
 * grey, each group in its own hue, its modules lighter.
 */
const render = (nodes, rect, depth = 0, parentHue = 0) =>
  squarify(nodes, rect)
    .map(({ item, x, y, w, h }) => {
      const nodeHue = depth === 1 ? hue(item.name) : parentHue;
      const background = depth === 0 ? '#e4e4e4' : `hsl(${nodeHue} 55% ${depth === 1 ? 68 : 84}%)`;
      const style = `left:${x.toFixed(1)}px;top:${y.toFixed(1)}px;width:${w.toFixed(1)}px;height:${h.toFixed(1)}px;background:${background}`;
      const label = `${item.name} · ${kib(item.value)}`;
      const roomy = w > 4 * PAD + 40 && h > LABEL + 4 * PAD;
      const inner =
        item.children && roomy
          ? render(
              item.children,
              { x: PAD, y: LABEL, w: w - 2 * PAD, h: h - LABEL - PAD },
              depth + 1,
              nodeHue,
            )
          : '';
      // A module's box shows its file's name; its title, the whole path.
      const shown = depth === 2 ? `${item.name.split('/').at(-1)} · ${kib(item.value)}` : label;
      const text = w > 40 && h > 12 ? `<span>${escape(shown)}</span>` : '';
      return `<div class="box" style="${style}" title="${escape(label)}">${text}${inner}</div>`;
    })
    .join('');

/** A table's pieces as a tree: when they load, then group, then module. */
const treeOf = ({ pieces, columns }) => {
  const nest = (items, key, next) => {
    const byKey = new Map();
    for (const item of items) {
      if (!byKey.has(item[key])) byKey.set(item[key], []);
      byKey.get(item[key]).push(item);
    }
    return [...byKey].map(([name, children]) => ({
      name: key === 'part' ? columns[name] : name,
      value: children.reduce((total, child) => total + child.kib, 0),
      ...(next ? { children: next(children) } : {}),
    }));
  };
  const modules = (items) => nest(items, 'module');
  const groups = (items) => nest(items, 'group', modules);
  return nest(
    pieces.filter((piece) => piece.kib > 0),
    'part',
    groups,
  );
};

/** The page: one treemap per table, `{ title, pieces, columns }`. */
export const treemapPage = (tables) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Where the bytes go</title>
<style>
body { font: 13px/1.3 system-ui, sans-serif; margin: 1rem; color: #222; }
.map { position: relative; width: ${WIDTH}px; height: ${HEIGHT}px; margin-bottom: 2rem; }
.box { position: absolute; box-sizing: border-box; border: 1px solid #fff; overflow: hidden; }
.box > span { display: block; padding: 1px 3px; white-space: nowrap; font-size: 11px; }
</style>
</head>
<body>
<h1>Where the bytes go</h1>
<p>The gzip bytes of docs/bundle-map.md's tables, module by module: by when they load, then by npm package or source folder. Hover a box for its module and size.</p>
${tables
  .map((table) => {
    const tree = treeOf(table);
    return `<h2>${escape(table.title)} · ${kib(sum(tree))}</h2>
<div class="map">${render(tree, { x: 0, y: 0, w: WIDTH, h: HEIGHT })}</div>`;
  })
  .join('\n')}
</body>
</html>
`;
