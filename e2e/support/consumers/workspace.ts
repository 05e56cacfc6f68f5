import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { REACT_VERSIONS, type ReactMajor } from './reactVersions';

const execFileAsync = promisify(execFile);

export const ROOT = resolve(import.meta.dirname, '../../..');
const TEMPLATES = join(ROOT, 'test', 'consumers');
/** The name the templates' package.json files install the library from (`file:../...`). */
const TARBALL_NAME = 'rdm-widgets.tgz';
const TEMPLATE_SUFFIX = '.template';

export interface CommandResult {
  code: number;
  stdout: string;
  /** stdout and stderr together, for failure messages. */
  output: string;
  seconds: number;
}

/**
 * Runs a command and answers its exit code and combined output instead of throwing, so a test
 * can show what went wrong. npm's warning about the machine's "nodedir" setting is harmless.
 */
export const runCommand = async (
  command: string,
  args: string[],
  cwd: string,
): Promise<CommandResult> => {
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  try {
    const { stdout, stderr } = await execFileAsync(command, args, {
      cwd,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, npm_config_update_notifier: 'false' },
    });
    return { code: 0, stdout, output: `${stdout}${stderr}`, seconds: seconds() };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string; message: string };
    const stdout = failed.stdout ?? '';
    const output = `${stdout}${failed.stderr ?? failed.message}`;
    const code = typeof failed.code === 'number' ? failed.code : 1;
    return { code, stdout, output, seconds: seconds() };
  }
};

/** Runs a command that must succeed; a failure throws with its output. */
export const mustRun = async (command: string, args: string[], cwd: string): Promise<number> => {
  const result = await runCommand(command, args, cwd);
  if (result.code !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.code}):\n${result.output}`);
  }
  return result.seconds;
};

/** Sets an app's React (and its types, where it has them) to the given major's versions. */
const setReactVersion = (app: string, react: ReactMajor) => {
  const file = join(app, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies?: Record<string, string>;
    overrides?: object;
  };
  const versions = REACT_VERSIONS[react];
  manifest.dependencies.react = versions.react;
  manifest.dependencies['react-dom'] = versions.react;
  for (const [name, version] of Object.entries(versions.types)) {
    if (manifest.devDependencies?.[name]) manifest.devDependencies[name] = version;
  }
  if (versions.overrides) manifest.overrides = versions.overrides;
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
};

/**
 * A fresh temporary directory holding the packed library and the consumer apps built from
 * the templates in test/consumers. Nothing is reused between runs: CI starts from a clean
 * clone, and so does every run here.
 */
export class ConsumerWorkspace {
  readonly dir = mkdtempSync(join(tmpdir(), 'rdm-widgets-consumers-'));
  readonly tarball = join(this.dir, TARBALL_NAME);

  /**
   * `npm pack` of the library as built in dist/ (built first when dist/ is missing). Without
   * its `prepack` build: the reference server the tests run against serves this dist/.
   */
  async pack(): Promise<number> {
    let seconds = 0;
    if (!existsSync(join(ROOT, 'dist', 'esm', 'index.js'))) {
      seconds += await mustRun('npm', ['run', 'build'], ROOT);
    }
    const packed = await runCommand(
      'npm',
      ['pack', '--json', '--ignore-scripts', '--pack-destination', this.dir],
      ROOT,
    );
    if (packed.code !== 0) throw new Error(`npm pack failed:\n${packed.output}`);
    const [{ filename }] = JSON.parse(packed.stdout) as [{ filename: string }];
    renameSync(join(this.dir, filename), this.tarball);
    return seconds + packed.seconds;
  }

  /**
   * Copies a template of test/consumers to `<workspace>/<template>`. Files named `*.template`
   * lose that suffix: kept so, the project's own lint and typecheck (which cannot see the
   * tarball) leave them alone. `react` picks the React of an app that has one.
   */
  createApp(template: string, react?: ReactMajor): string {
    const app = join(this.dir, template);
    cpSync(join(TEMPLATES, template), app, { recursive: true });
    if (react) setReactVersion(app, react);
    for (const file of readdirSync(app, { recursive: true, encoding: 'utf8' })) {
      if (file.endsWith(TEMPLATE_SUFFIX)) {
        renameSync(join(app, file), join(app, file.slice(0, -TEMPLATE_SUFFIX.length)));
      }
    }
    return app;
  }

  /**
   * A bundler app: its template, the app code every bundler shares as src/main.js, and the
   * strict TypeScript host of test/consumers/typescript beside them (type-checked, not built).
   */
  createBundlerApp(bundler: string, react: ReactMajor): string {
    const app = this.createApp(bundler, react);
    cpSync(join(TEMPLATES, 'shared', 'consumerApp.js'), join(app, 'src', 'main.js'));
    for (const file of readdirSync(join(TEMPLATES, 'typescript'))) {
      cpSync(join(TEMPLATES, 'typescript', file), join(app, file.replace(TEMPLATE_SUFFIX, '')));
    }
    return app;
  }

  /**
   * A host of examples/ (`examples/<name>`), its `rdm-widgets` dependency the packed library
   * instead of the registry's.
   */
  createExampleApp(name: string): string {
    const app = join(this.dir, name);
    cpSync(join(ROOT, 'examples', name), app, { recursive: true });
    const file = join(app, 'package.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
      dependencies: Record<string, string>;
    };
    manifest.dependencies['rdm-widgets'] = `file:../${TARBALL_NAME}`;
    writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
    return app;
  }

  /**
   * Installs an app's packages, the library from the tarball; answers the seconds taken. What
   * npm's cache holds is taken without asking the registry again (a fresh machine still
   * downloads everything).
   */
  install = (app: string): Promise<number> =>
    mustRun(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
      app,
    );

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
