const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/**
 * The files `npm pack` would put in the tarball, as paths inside the package. Without
 * `--ignore-scripts` the pack builds first (`prepack`).
 */
const packedFiles = (dir, npmOptions = []) => {
  const output = execFileSync(
    'npm',
    ['pack', '--dry-run', '--json', '--loglevel=error', ...npmOptions],
    {
      cwd: dir,
      env: { ...process.env, npm_config_update_notifier: 'false' },
      // The build's progress is not the test's output; a failure's error carries it.
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const [{ files }] = JSON.parse(output.toString());
  return files.map((file) => file.path);
};

/**
 * The repository as a fresh clone of it would be (the files git tracks or would track, so no
 * dist/), in a temporary directory that borrows the installed node_modules.
 */
const freshClone = () => {
  const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'rdm-widgets-clone-'));
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
    },
  );
  for (const file of listed.toString().split('\0').filter(Boolean)) {
    if (!fs.existsSync(path.join(root, file))) continue; // deleted in the working tree
    fs.cpSync(path.join(root, file), path.join(clone, file), { recursive: true });
  }
  for (const modules of ['node_modules', 'test/react-19/node_modules']) {
    fs.symlinkSync(path.join(root, modules), path.join(clone, modules));
  }
  // The build is the package layer's, which ran it just before: here a copy of its output
  // stands in for it (a minute less), so what is tested is that packing runs it.
  const manifestPath = path.join(clone, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const builtDist = JSON.stringify(path.join(root, 'dist'));
  manifest.scripts.build = `node -e 'require("node:fs").cpSync(${builtDist}, "dist", { recursive: true })'`;
  fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  return clone;
};

/** A shipped language's code, as its files are named (de, zh-CN). */
const LANGUAGE = '[a-z]{2}(-[A-Z]{2})?';
const STANDALONE_LANGUAGE = new RegExp(`^rdm-widgets\\.standalone\\.${LANGUAGE}\\.js$`);

/**
 * Where each kind of file may be: the builds with their maps, the bundled declarations (one
 * folder, no subfolders), the standalone script and its modules, the languages' texts (each widget's, and all
 * of a language's) and the stylesheet. Anything else is a file that was not meant to ship.
 */
const ALLOWED = [
  /^dist\/esm\/.+\.js(\.map)?$/,
  /^dist\/cjs\/.+\.cjs(\.map)?$/,
  /^dist\/types\/[^/]+\.d\.c?ts$/,
  /^dist\/rdm-widgets\.standalone\.js(\.map)?$/,
  // The standalone script's modules, named by their content, and their list.
  /^dist\/standalone\/[\w.-]+-[\w-]{8}\.js(\.map)?$/,
  /^dist\/standalone\/modules\.json$/,
  new RegExp(`^dist/rdm-widgets\\.standalone\\.${LANGUAGE}\\.js$`),
  new RegExp(`^dist/locales/([a-z-]+/)?${LANGUAGE}\\.json$`),
  new RegExp(`^dist/locales/[a-z-]+/${LANGUAGE}\\.js$`),
  /^dist\/rdm-widgets\.css$/,
  /^(README\.md|CHANGELOG\.md|LICENSE|package\.json)$/,
];

/** Tests, stories, fixtures, the reference server and their maps stay in the repository. */
const NOT_SHIPPED =
  /(^|\/)(test|tests|__tests__|e2e|stories|server|fixtures?)\/|\.(test|spec|stories)\./;

describe('the tarball (npm pack)', () => {
  // One pack for all the checks: it takes a few seconds. The package layer built dist/ first.
  const files = packedFiles(root, ['--ignore-scripts']);

  it('holds dist/, the README, the changelog, the licence and package.json', () => {
    const topLevel = [...new Set(files.map((file) => file.split('/')[0]))].sort();
    expect(topLevel).toEqual(['CHANGELOG.md', 'LICENSE', 'README.md', 'dist', 'package.json']);
  });

  it('has the builds, the declarations and the standalone scripts in dist/', () => {
    const inDist = [
      ...new Set(
        files.filter((file) => file.startsWith('dist/')).map((file) => file.split('/')[1]),
      ),
    ].sort();
    expect(inDist.filter((file) => STANDALONE_LANGUAGE.test(file))).toHaveLength(32);
    expect(inDist.filter((file) => !STANDALONE_LANGUAGE.test(file))).toEqual([
      'cjs',
      'esm',
      'locales',
      'rdm-widgets.css',
      'rdm-widgets.standalone.js',
      'rdm-widgets.standalone.js.map',
      'standalone',
      'types',
    ]);
  });

  it('has the standalone script’s every module, and their list', () => {
    const { 'deposit-form': depositForm } = require(
      path.join(root, 'dist/standalone/modules.json'),
    );
    expect(files).toEqual(
      expect.arrayContaining(
        ['modules.json', depositForm.file, ...depositForm.imports].map(
          (file) => `dist/standalone/${file}`,
        ),
      ),
    );
    // What the server precompresses and the build's own list of chunks stay behind.
    expect(files.filter((file) => /\.(br|gz)$|chunks\.json$/.test(file))).toEqual([]);
  });

  it('has no file of an unexpected type or place', () => {
    expect(files.filter((file) => !ALLOWED.some((pattern) => pattern.test(file)))).toEqual([]);
  });

  it('has no tests, stories, fixtures or server code', () => {
    expect(files.filter((file) => NOT_SHIPPED.test(file))).toEqual([]);
  });

  it('has every file package.json exports', () => {
    const { exports: packageExports } = require(path.join(root, 'package.json'));
    const targets = Object.values(packageExports).flatMap((target) =>
      typeof target === 'string'
        ? [target]
        : Object.values(target).flatMap((condition) => Object.values(condition)),
    );
    // A pattern (`./dist/locales/*`) exports every file it matches: at least one must ship.
    const shipped = (target) =>
      target.includes('*')
        ? files.some((file) => file.startsWith(target.slice(0, target.indexOf('*'))))
        : files.includes(target);
    const missing = targets
      .map((target) => target.replace(/^\.\//, ''))
      .filter((target) => !shipped(target));
    expect(missing).toEqual([]);
  });
});

describe('npm pack on a fresh clone', () => {
  const PACK_TIMEOUT = 60_000;

  it(
    'builds first (prepack), so the tarball has the builds, the declarations and the stylesheet',
    () => {
      const clone = freshClone();
      try {
        const files = packedFiles(clone);
        expect(files).toEqual(
          expect.arrayContaining([
            'dist/esm/index.js',
            'dist/cjs/index.cjs',
            'dist/types/index.d.ts',
            'dist/rdm-widgets.css',
            'dist/rdm-widgets.standalone.js',
            'README.md',
          ]),
        );
        expect(files.filter((file) => /^(src|test|server)\//.test(file))).toEqual([]);
      } finally {
        fs.rmSync(clone, { recursive: true, force: true });
      }
    },
    PACK_TIMEOUT,
  );
});
