const { execFileSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/** Runs a snippet in a fresh Node process from the package root (self-reference by name). */
const runNode = (args) =>
  JSON.parse(execFileSync(process.execPath, args, { cwd: root }).toString());

const REQUIRED_EXPORTS = [
  'mount',
  'autoMount',
  'parseEditorConfig',
  'parseDraftRecord',
  'createHttpClient',
  'DraftsApiClient',
  'serializeRecord',
  'deserializeRecord',
  'statusBanner',
  'RECORD_STATUSES',
  'englishCatalog',
];

describe('the built package', () => {
  it('loads with import (ESM) and exposes the root API', () => {
    const names = runNode([
      '--input-type=module',
      '-e',
      "const m = await import('rdm-widgets'); console.log(JSON.stringify(Object.keys(m)));",
    ]);
    expect(names).toEqual(expect.arrayContaining(REQUIRED_EXPORTS));
  });

  it('loads with require (CJS) and exposes the same API', () => {
    const esm = runNode([
      '--input-type=module',
      '-e',
      "const m = await import('rdm-widgets'); console.log(JSON.stringify(Object.keys(m).sort()));",
    ]);
    const cjs = runNode([
      '-e',
      "console.log(JSON.stringify(Object.keys(require('rdm-widgets')).filter((k) => k !== '__esModule').sort()))",
    ]);
    expect(cjs).toEqual(esm);
  });

  it('runs core logic from the CJS build', () => {
    const banner = runNode([
      '-e',
      "console.log(JSON.stringify(require('rdm-widgets').statusBanner('published')))",
    ]);
    expect(banner).toEqual(expect.objectContaining({ message: 'Your upload is published.' }));
  });
});

describe('the English catalog in the package', () => {
  it('lists every text by its English key, for a host to translate', () => {
    const catalog = runNode([
      '-e',
      "console.log(JSON.stringify(require('rdm-widgets').englishCatalog))",
    ]);
    expect(catalog).toEqual(
      expect.objectContaining({
        Cancel: 'Cancel',
        'Save draft': 'Save draft',
        'Invalid ORCID identifier.': 'Invalid ORCID identifier.',
      }),
    );
    // The whole catalog (about 450 texts), not a part of it.
    expect(Object.keys(catalog).length).toBeGreaterThan(400);
  });
});

/** Each widget entry: its import path, the names it must expose, its auto-mount name. */
const WIDGET_ENTRIES = [
  {
    entry: 'file-uploader',
    names: ['FileUploader', 'FileUploaderWidget', 'fileUploaderWidget', 'mountFileUploader'],
    definition: 'fileUploaderWidget',
  },
  {
    entry: 'status-banner',
    names: ['StatusBanner', 'statusBannerWidget', 'mountStatusBanner'],
    definition: 'statusBannerWidget',
  },
  {
    entry: 'share-access',
    names: ['ShareButton', 'ShareAccessWidget', 'shareAccessWidget', 'mountShareAccess'],
    definition: 'shareAccessWidget',
  },
  {
    entry: 'new-version-button',
    names: ['NewVersionButton', 'newVersionButtonWidget', 'mountNewVersionButton'],
    definition: 'newVersionButtonWidget',
  },
  {
    entry: 'request-access',
    names: ['RequestAccess', 'requestAccessWidget', 'mountRequestAccess'],
    definition: 'requestAccessWidget',
  },
  {
    entry: 'community-header',
    names: ['CommunityHeader', 'communityHeaderWidget', 'mountCommunityHeader'],
    definition: 'communityHeaderWidget',
  },
  {
    entry: 'deposit-form',
    names: ['DepositFormWidget', 'depositFormWidget', 'mountDepositForm'],
    definition: 'depositFormWidget',
  },
];

describe.each(WIDGET_ENTRIES)('the $entry entry', ({ entry, names, definition }) => {
  const specifier = `rdm-widgets/${entry}`;

  it('loads with import and with require and exposes the widget', () => {
    const esm = runNode([
      '--input-type=module',
      '-e',
      `const m = await import('${specifier}'); console.log(JSON.stringify(Object.keys(m).sort()));`,
    ]);
    const cjs = runNode([
      '-e',
      `console.log(JSON.stringify(Object.keys(require('${specifier}')).filter((k) => k !== '__esModule').sort()))`,
    ]);
    expect(esm).toEqual(expect.arrayContaining(names));
    expect(cjs).toEqual(esm);
  });

  it('names itself for auto-mount', () => {
    const name = runNode([
      '-e',
      `console.log(JSON.stringify(require('${specifier}').${definition}.name))`,
    ]);
    expect(name).toBe(entry);
  });
});

describe('the standalone script and its modules', () => {
  const { 'deposit-form': depositForm } = require(path.join(root, 'dist/standalone/modules.json'));
  // Chromium compiles a script's functions while it streams in when its first line asks.
  it.each(['rdm-widgets.standalone.js', `standalone/${depositForm.file}`])(
    '%s asks for its functions to be compiled on load',
    (file) => {
      const text = require('node:fs').readFileSync(path.join(root, 'dist', file), 'utf8');
      expect(text.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
    },
  );
});

describe("the languages' texts", () => {
  const germanShare = require(path.join(root, 'src/ui/i18n/locales/de.json')).Share;

  it('are importable by name, a widget’s own and a whole language', () => {
    const texts = runNode([
      '--input-type=module',
      '-e',
      `const own = (await import('rdm-widgets/locales/share-access/de.js')).default;
       const whole = (await import('rdm-widgets/locales/de.json', { with: { type: 'json' } })).default;
       console.log(JSON.stringify({ own: own.Share, whole: Object.keys(whole).length,
         ownCount: Object.keys(own).length }));`,
    ]);
    expect(texts.own).toBe(germanShare);
    // A widget carries its own texts, not every widget's.
    expect(texts.ownCount).toBeLessThan(texts.whole / 2);
  });

  it.each([
    ['ESM', 'dist/esm/_virtual/_loadCatalog.js'],
    ['CJS', 'dist/cjs/_virtual/_loadCatalog.cjs'],
  ])('load from the %s build as a widget loads them', (_format, loader) => {
    const text = runNode([
      '--input-type=module',
      '-e',
      `const { loadCatalog } = await import(${JSON.stringify(path.join(root, loader))});
       console.log(JSON.stringify((await loadCatalog('share-access', 'de')).Share));`,
    ]);
    expect(text).toBe(germanShare);
  });
});
