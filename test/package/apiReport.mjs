/**
 * The public API, one report per package entry (test/package/api/<entry>.api.md), made by API
 * Extractor from the built declarations (dist/types/<entry>.d.ts). The reports are committed: a
 * change to what an entry exports shows in review, and an unintended one fails
 * `npm run test:package`.
 *
 *   node test/package/apiReport.mjs            # after `npm run build`; exits 1 on a difference
 *   node test/package/apiReport.mjs --update   # writes the reports anew (npm run api:update)
 */
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REPORTS = path.join(import.meta.dirname, 'api');
/** A report's path as the messages below name it. */
const reportPath = (entry) => path.relative(ROOT, path.join(REPORTS, `${entry}.api.md`));
const update = process.argv.includes('--update');

/** Each entry of package.json `exports` that has types: `.` is `index`, `./core` is `core`. */
const { exports: packageExports } = JSON.parse(readFileSync(path.join(ROOT, 'package.json')));
const entries = Object.entries(packageExports)
  .filter(([, target]) => typeof target === 'object')
  .map(([subpath]) => (subpath === '.' ? 'index' : subpath.slice(2)));

/** API Extractor's settings for one entry: the report only, no rollup or doc model. */
const configFor = (entry, tempFolder) => ({
  projectFolder: ROOT,
  mainEntryPointFilePath: path.join(ROOT, 'dist/types', `${entry}.d.ts`),
  compiler: {
    overrideTsconfig: {
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        lib: ['ES2022', 'DOM'],
        jsx: 'react-jsx',
        strict: true,
        skipLibCheck: true,
      },
    },
  },
  apiReport: {
    enabled: true,
    reportFileName: entry,
    reportFolder: REPORTS,
    reportTempFolder: tempFolder,
  },
  docModel: { enabled: false },
  dtsRollup: { enabled: false },
  tsdocMetadata: { enabled: false },
  newlineKind: 'lf',
  messages: {
    // Our doc comments are prose, not TSDoc, and nothing is tagged @public or @beta.
    tsdocMessageReporting: { default: { logLevel: 'none' } },
    extractorMessageReporting: {
      default: { logLevel: 'warning' },
      'ae-missing-release-tag': { logLevel: 'none' },
      'ae-undocumented': { logLevel: 'none' },
      // A type a signature uses but the entry does not export: noted in the report, and
      // checked below against what the core and root entries export.
      'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
    },
  },
});

/**
 * API Extractor's own notes on each run: its TypeScript version, and advice on copying a
 * report by hand that `npm run api:update` replaces (the summary below says so).
 */
const QUIET_MESSAGES = [
  'console-preamble',
  'console-compiler-version-notice',
  'console-api-report-not-copied',
  'console-api-report-copied',
  'console-api-report-created',
];

/**
 * Makes each entry's report in a temporary folder and compares it with the committed one (with
 * `update`, copies it over instead): the entries whose report differs, and whether API
 * Extractor itself failed on any.
 */
const compareReports = () => {
  mkdirSync(REPORTS, { recursive: true });
  const tempFolder = mkdtempSync(path.join(tmpdir(), 'rdm-widgets-api-'));
  try {
    const results = entries.map((entry) => {
      const config = ExtractorConfig.prepare({
        configObject: configFor(entry, tempFolder),
        configObjectFullPath: undefined,
        packageJsonFullPath: path.join(ROOT, 'package.json'),
      });
      return {
        entry,
        ...Extractor.invoke(config, {
          localBuild: update,
          // What changed, as a diff of the report, in the log of the run that fails.
          printApiReportDiff: !update,
          messageCallback: (message) => {
            if (QUIET_MESSAGES.includes(message.messageId)) message.handled = true;
          },
        }),
      };
    });
    return {
      changed: results.filter((result) => result.apiReportChanged).map(({ entry }) => entry),
      // A report that differs is a failure of its own when checking, told below.
      failed: results.some((result) => !result.succeeded && !(result.apiReportChanged && !update)),
    };
  } finally {
    rmSync(tempFolder, { recursive: true, force: true });
  }
};

/** The entries a host names any type from: the core, and the root (the core plus mounting). */
const TYPE_HOMES = ['core', 'index'];
const FORGOTTEN = /\(ae-forgotten-export\) The symbol "(\w+)"/g;
const DECLARED =
  /^export (?:declare )?(?:abstract )?(?:interface|type|class|function|const|enum|namespace) (\w+)/gm;

/**
 * Types that a report notes as used but not exported by its entry, and that neither the core
 * nor the root exports either: a host could not name them at all.
 */
const unnameableTypes = () => {
  const report = (entry) => readFileSync(path.join(REPORTS, `${entry}.api.md`), 'utf8');
  const named = new Set(
    TYPE_HOMES.flatMap((entry) => [...report(entry).matchAll(DECLARED)].map((match) => match[1])),
  );
  return entries.flatMap((entry) =>
    [...new Set([...report(entry).matchAll(FORGOTTEN)].map((match) => match[1]))]
      .filter((name) => !named.has(name))
      .map((name) => `${name} (used by ${entry})`),
  );
};

const { changed, failed } = compareReports();
if (failed) {
  console.error('API Extractor failed: see its messages above.');
  process.exit(1);
}
if (update) {
  console.log(
    changed.length > 0 ? `Updated ${changed.map(reportPath).join(', ')}` : 'API reports unchanged',
  );
} else if (changed.length > 0) {
  console.error(
    `The public API changed: what dist/types exports no longer matches ${changed
      .map(reportPath)
      .join(', ')} (the diff is above).\n` +
      'If the change is intended, run `npm run build && npm run api:update` and commit the ' +
      'reports with it (see docs/public-api.md); if not, undo the export that changed.',
  );
  process.exit(1);
}
const unnameable = unnameableTypes();
if (unnameable.length > 0) {
  console.error(
    `Types the API uses that no entry a host imports exports: ${unnameable.join(', ')}. ` +
      'Export them from rdm-widgets/core (or the entry that uses them).',
  );
  process.exit(1);
}
if (!update) console.log(`API reports match for ${entries.length} entries`);
