const { execFileSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/** The files `npm pack` would put in the tarball, as paths inside the package. */
const packedFiles = () => {
  const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--loglevel=error'], {
    cwd: root,
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  const [{ files }] = JSON.parse(output.toString());
  return files.map((file) => file.path);
};

/**
 * Where each kind of file may be: the builds with their maps, the bundled declarations (one
 * folder, no subfolders), the standalone scripts and the stylesheet. Anything else is a file
 * that was not meant to ship.
 */
const ALLOWED = [
  /^dist\/esm\/.+\.js(\.map)?$/,
  /^dist\/cjs\/.+\.cjs(\.map)?$/,
  /^dist\/types\/[^/]+\.d\.c?ts$/,
  /^dist\/rdm-widgets\.standalone(\.editor)?\.js(\.map)?$/,
  /^dist\/rdm-widgets\.css$/,
  /^(README\.md|CHANGELOG\.md|LICENSE|package\.json)$/,
];

/** Tests, stories, fixtures, the reference server and their maps stay in the repository. */
const NOT_SHIPPED =
  /(^|\/)(test|tests|__tests__|e2e|stories|server|fixtures?)\/|\.(test|spec|stories)\./;

describe('the tarball (npm pack)', () => {
  // One pack for all the checks: it takes a few seconds.
  const files = packedFiles();

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
    expect(inDist).toEqual([
      'cjs',
      'esm',
      'rdm-widgets.css',
      'rdm-widgets.standalone.editor.js',
      'rdm-widgets.standalone.editor.js.map',
      'rdm-widgets.standalone.js',
      'rdm-widgets.standalone.js.map',
      'types',
    ]);
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
    const missing = targets
      .map((target) => target.replace(/^\.\//, ''))
      .filter((target) => !files.includes(target));
    expect(missing).toEqual([]);
  });
});
