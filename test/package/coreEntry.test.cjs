const { execFileSync } = require('node:child_process');
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const dist = path.join(root, 'dist');

/**
 * The only packages `rdm-widgets/core` may load: a Node script or a host without React has
 * them from our own dependencies. React, the widgets' React libraries and the DOM-only ones
 * (dompurify, squire-rte) must never be reached from the core entry, its types included.
 */
const CORE_PACKAGES = ['axios', 'yup'];
/** What the widgets load and the core must not, even through a dependency of its own. */
const WIDGET_PACKAGES = [
  '@tanstack/react-virtual',
  'dompurify',
  'formik',
  'i18next',
  'react',
  'react-dnd',
  'react-dnd-html5-backend',
  'react-dom',
  'react-dropzone',
  'react-i18next',
  'semantic-ui-react',
  'squire-rte',
];

const IMPORT_PATTERNS = {
  esm: /(?:^|\n)\s*(?:import|export)\s[^'"]*?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
  cjs: /require\(\s*['"]([^'"]+)['"]\s*\)/g,
};

/**
 * A relative import's file; the bundled declarations name their shared parts as the code they
 * describe would be named: `./x.js` for `x.d.ts`, `./x.cjs` for `x.d.cts`.
 */
const resolveRelative = (importer, specifier) => {
  const file = path.resolve(path.dirname(importer), specifier);
  return existsSync(file) ? file : file.replace(/\.js$/, '.d.ts').replace(/\.cjs$/, '.d.cts');
};

/**
 * Every module a built file reaches through relative imports, and the bare specifiers
 * (packages) they import, each with the first file that imports it.
 */
const reachedFrom = (entry, pattern) => {
  const files = new Set();
  const packages = new Map();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      const specifier = match[1] ?? match[2];
      if (specifier.startsWith('.')) visit(resolveRelative(file, specifier));
      else if (!packages.has(specifier)) packages.set(specifier, path.relative(root, file));
    }
  };
  visit(entry);
  return { files, packages };
};

/** `pkg/sub/path` and `@scope/pkg/sub` to their package's name. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const foreignImports = (packages) =>
  [...packages]
    .filter(([specifier]) => !CORE_PACKAGES.includes(packageName(specifier)))
    .map(([specifier, file]) => `${specifier} (imported by ${file})`);

describe('the rdm-widgets/core entry', () => {
  it.each([
    ['the ESM build', 'esm/core.js', IMPORT_PATTERNS.esm],
    ['the CJS build', 'cjs/core.cjs', IMPORT_PATTERNS.cjs],
    ['the .d.ts declarations', 'types/core.d.ts', IMPORT_PATTERNS.esm],
    ['the .d.cts declarations', 'types/core.d.cts', IMPORT_PATTERNS.esm],
  ])('%s: no package but axios and yup among its imports', (_, entry, pattern) => {
    const { files, packages } = reachedFrom(path.join(dist, entry), pattern);
    // The walk followed the entry's modules, not just the entry file.
    expect(files.size).toBeGreaterThan(1);
    expect(foreignImports(packages)).toEqual([]);
  });

  it('exposes the same names to import and to require', () => {
    const names = (args) =>
      JSON.parse(execFileSync(process.execPath, args, { cwd: root }).toString());
    const esm = names([
      '--input-type=module',
      '-e',
      "const m = await import('rdm-widgets/core'); console.log(JSON.stringify(Object.keys(m).sort()));",
    ]);
    const cjs = names([
      '-e',
      "console.log(JSON.stringify(Object.keys(require('rdm-widgets/core')).filter((k) => k !== '__esModule').sort()))",
    ]);
    expect(esm).toEqual(
      expect.arrayContaining(['createHttpClient', 'serializeRecord', 'mergeDraft']),
    );
    expect(cjs).toEqual(esm);
  });

  it('loads in Node without loading React, axios or touching the DOM', () => {
    // Node has no document or window: loading the entry at all shows none is used on load.
    const loaded = JSON.parse(
      execFileSync(
        process.execPath,
        [
          '-e',
          "require('rdm-widgets/core'); console.log(JSON.stringify(Object.keys(require.cache)))",
        ],
        { cwd: root },
      ).toString(),
    );
    const packagesLoaded = new Set(
      loaded
        .filter((file) => file.includes(`${path.sep}node_modules${path.sep}`))
        .map((file) => packageName(file.split(`${path.sep}node_modules${path.sep}`).pop())),
    );
    // axios comes with the first HTTP client, yup with the first validateDeposit, not with
    // the entry.
    expect(packagesLoaded).not.toContain('axios');
    expect(packagesLoaded).not.toContain('yup');
    expect(WIDGET_PACKAGES.filter((name) => packagesLoaded.has(name))).toEqual([]);
  });

  it('validates a deposit in Node, loading yup with the first call', () => {
    const answer = JSON.parse(
      execFileSync(
        process.execPath,
        [
          '-e',
          `const core = require('rdm-widgets/core');
          const record = core.emptyEditorRecord();
          // A person without a family name.
          record.metadata.creators = [
            { person_or_org: { type: 'personal', family_name: ' ', given_name: 'Ada' }, affiliations: [] },
          ];
          core.validateDeposit(record).then((errors) =>
            console.log(JSON.stringify({
              errors: core.flattenErrorMap(errors).map(({ path }) => path),
              yup: Object.keys(require.cache).some((file) => file.includes('/node_modules/yup/')),
            })),
          );`,
        ],
        { cwd: root },
      ).toString(),
    );
    expect(answer.errors).toEqual(['metadata.creators.0.person_or_org.family_name']);
    expect(answer.yup).toBe(true);
  });
});

describe('the rules behind the entries', () => {
  // The widgets' rules are their own business: of every rule module of the build, a host sees
  // only a record's status and its banner, from the core and from the root alike.
  it.each(['rdm-widgets/core', 'rdm-widgets'])('%s exposes no other rule', (entry) => {
    const exposed = JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { readdirSync } from 'node:fs';
          import { pathToFileURL } from 'node:url';
          const publicNames = await import('${entry}');
          const rules = 'dist/esm/core/rules';
          const ruleNames = [];
          for (const file of readdirSync(rules).filter((name) => name.endsWith('.js'))) {
            ruleNames.push(...Object.keys(await import(pathToFileURL(rules + '/' + file))));
          }
          console.log(JSON.stringify(ruleNames.filter((name) => name in publicNames).sort()));`,
        ],
        { cwd: root },
      ).toString(),
    );
    expect(exposed).toEqual(['deriveStatus', 'statusBanner']);
  });
});
