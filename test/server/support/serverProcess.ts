import axios from 'axios';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** npm scripts (jest, the benchmarks) run from the project root. */
const ROOT = process.cwd();

/** A free port on the loopback interface. */
export const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the server printed so far (its log, with `log`). */
  output(): string;
  /** SIGKILL: no shutdown code runs, as in a crash. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });

/**
 * The server as `npm start` runs it, in its own process, on the given data dir (and port: a
 * restarted server keeps its port so that stored links still point at it); `env` adds to its
 * environment (the `RDM_S3_*` of a bucket, say), `flags` to its command line.
 */
export const startServerProcess = async (
  dataDir: string,
  {
    faults = false,
    port = 0,
    log = false,
    env = {},
    flags = [],
  }: {
    faults?: boolean;
    port?: number;
    log?: boolean;
    env?: Record<string, string>;
    flags?: string[];
  } = {},
): Promise<ServerProcess> => {
  port ||= await freePort();
  // tsx as a loader keeps the server in this one process, so a SIGKILL really kills it.
  const args = ['--import', 'tsx', 'server/main.ts', '--demo', '--no-build', ...flags];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      RDM_DATA_DIR: dataDir,
      RDM_TEST_FAULTS: faults ? '1' : '0',
      RDM_LOG: log ? '1' : '0',
      // A developer's own SMTP server never gets the tests' e-mail: it stays in the outbox.
      RDM_SMTP_URL: '',
      NODE_OPTIONS: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    const ready = await axios.get(`${url}/login`, { validateStatus: () => true }).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    port,
    child,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
};
