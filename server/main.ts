/**
 * `npm start`: the demo repository on http://127.0.0.1:5000 (PORT changes it), data in
 * ./var (RDM_DATA_DIR moves it). `npm start -- --reset` starts from fresh demo data;
 * `--no-build` skips building the library (tests that only use the API); `--api v12` answers
 * with InvenioRDM v12's content negotiation instead of v13's (`RDM_API_VERSION` too);
 * `--require-link-expiry` (RDM_REQUIRE_LINK_EXPIRY=1) refuses secret links that never expire.
 * E-mail goes out through RDM_SMTP_URL (from RDM_MAIL_FROM), or without it stays in the outbox,
 * shown to logged-in users at /_outbox with `--demo` (or RDM_DEMO=1; `npm start` has it).
 * RDM_MULTIPART_ABANDON_AFTER (e.g. `30m`) is how long a multipart upload may go without a part.
 * RDM_SESSION_IDLE_TIMEOUT and RDM_SESSION_MAX_AGE (e.g. `8h`, `168h`) end sessions;
 * RDM_TRUST_PROXY (`1`, or the proxies' addresses) believes an HTTPS proxy's X-Forwarded-*.
 * RDM_S3_BUCKET (with RDM_S3_ENDPOINT, RDM_S3_REGION, RDM_S3_ACCESS_KEY_ID,
 * RDM_S3_SECRET_ACCESS_KEY, RDM_S3_FORCE_PATH_STYLE, RDM_S3_URL_EXPIRES) stores the files in
 * an S3 bucket instead of the data dir. `--quota-increase` (RDM_QUOTA_INCREASE=1; `--demo` has it)
 * lets depositors ask administrators for more storage. `--record-deletion` (RDM_RECORD_DELETION=1;
 * `--demo` has it) lets owners delete their records, at once within `--deletion-period <days>`
 * (RDM_DELETION_PERIOD; 30) of publishing, else by a request to the administrators.
 * `--file-modification` (RDM_FILE_MODIFICATION=1; `--demo` has it) lets owners unlock their
 * published records' files for `--file-modification-period` days (30), publishing the change
 * within `--file-modification-publish-period` days (45).
 * `--prefill-fixtures` (tests and journeys) answers the deposit form's DOI, PubMed and ORCID
 * lookups from test/fixtures/prefill instead of the public services.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { API_VERSIONS, type ApiVersion } from './http/negotiation';
import { DEMO_USERS } from './pages/authPages';
import { s3OptionsFrom, type S3Options } from './options';
import { libraryBuildIsStale } from './staleBuild';

const rootDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dataDir = resolve(process.env.RDM_DATA_DIR ?? resolve(rootDir, 'var'));
const port = Number(process.env.PORT ?? 5000);
const host = process.env.HOST ?? '127.0.0.1';
const smtpUrl = process.env.RDM_SMTP_URL;
const demo = process.argv.includes('--demo') || process.env.RDM_DEMO === '1';

/** `--api v12`, `--api=v12` or RDM_API_VERSION; anything else stops the start with a message. */
const apiVersionOf = (argv: string[]): ApiVersion => {
  const flag = argv.findIndex((arg) => arg === '--api' || arg.startsWith('--api='));
  const given =
    flag === -1
      ? (process.env.RDM_API_VERSION ?? 'v13')
      : (argv[flag]?.split('=')[1] ?? argv[flag + 1] ?? '');
  if (!(API_VERSIONS as readonly string[]).includes(given)) {
    console.error(`--api must be one of ${API_VERSIONS.join(', ')}; got '${given}'.`);
    process.exit(2);
  }
  return given as ApiVersion;
};
const apiVersion = apiVersionOf(process.argv);

/** `--deletion-period 7`, `--deletion-period=7` or RDM_DELETION_PERIOD; else 30 days. */
const deletionPeriodOf = (argv: string[]): number | undefined => {
  const flag = argv.findIndex(
    (arg) => arg === '--deletion-period' || arg.startsWith('--deletion-period='),
  );
  const given =
    flag === -1
      ? process.env.RDM_DELETION_PERIOD
      : (argv[flag]?.split('=')[1] ?? argv[flag + 1] ?? '');
  if (given === undefined) return undefined;
  if (!/^\d+$/.test(given) || Number(given) === 0) {
    console.error(`--deletion-period must be a whole number of days; got '${given}'.`);
    process.exit(2);
  }
  return Number(given);
};
const deletionPeriodDays = deletionPeriodOf(process.argv);

const DURATION_UNITS_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `500ms`, `90s`, `30m`, `24h` or plain milliseconds; anything else stops the start. */
const durationMsOf = (name: string, text: string | undefined): number | undefined => {
  if (text === undefined) return undefined;
  const match = /^(\d+)(ms|s|m|h)?$/.exec(text.trim());
  if (!match?.[1] || Number(match[1]) === 0) {
    console.error(`${name} must be a duration such as 30m, 24h or 90s; got '${text}'.`);
    process.exit(2);
  }
  return Number(match[1]) * (DURATION_UNITS_MS[match[2] ?? 'ms'] ?? 1);
};

/** `--name <days>` or `--name=<days>`: a whole number of days; anything else stops the start. */
const daysOf = (argv: string[], name: string): number | undefined => {
  const flag = argv.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (flag === -1) return undefined;
  const given = argv[flag]?.split('=')[1] ?? argv[flag + 1] ?? '';
  if (!/^\d+$/.test(given)) {
    console.error(`${name} must be a whole number of days; got '${given}'.`);
    process.exit(2);
  }
  return Number(given);
};

/** `1`: any proxy; `0` or unset: none; else the proxies' addresses or CIDR ranges, by commas. */
const trustProxyOf = (text: string | undefined): boolean | string =>
  text === '1' ? true : !text || text === '0' ? false : text;

/** The `RDM_S3_*` variables; a malformed one stops the start, naming it. */
const s3OptionsOf = (env: NodeJS.ProcessEnv): S3Options | undefined => {
  try {
    return s3OptionsFrom(env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
};
const s3 = s3OptionsOf(process.env);

if (process.argv.includes('--reset')) {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Removed the demo data in ${dataDir}.`);
}

if (!process.argv.includes('--no-build') && libraryBuildIsStale(rootDir)) {
  console.log('Building the widget library (dist/ is missing or older than src/) ...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The library build failed; see above.');
    process.exit(1);
  }
}

const { app } = await buildApp({
  dataDir,
  rootDir,
  faults: process.env.RDM_TEST_FAULTS === '1',
  logger: process.env.RDM_LOG === '1',
  apiVersion,
  demo,
  doiOptional: process.argv.includes('--doi-optional') || process.env.RDM_DOI_OPTIONAL === '1',
  communityRequired:
    process.argv.includes('--community-required') || process.env.RDM_COMMUNITY_REQUIRED === '1',
  requireLinkExpiry:
    process.argv.includes('--require-link-expiry') || process.env.RDM_REQUIRE_LINK_EXPIRY === '1',
  publishChecklist:
    process.argv.includes('--publish-checklist') || process.env.RDM_PUBLISH_CHECKLIST === '1',
  quotaIncrease:
    demo || process.argv.includes('--quota-increase') || process.env.RDM_QUOTA_INCREASE === '1',
  recordDeletion:
    demo || process.argv.includes('--record-deletion') || process.env.RDM_RECORD_DELETION === '1',
  deletionPeriodDays,
  fileModification:
    demo ||
    process.argv.includes('--file-modification') ||
    process.env.RDM_FILE_MODIFICATION === '1',
  fileModificationDays: {
    grace: daysOf(process.argv, '--file-modification-period'),
    publish: daysOf(process.argv, '--file-modification-publish-period'),
  },
  smtpUrl,
  mailFrom: process.env.RDM_MAIL_FROM,
  multipartAbandonAfterMs: durationMsOf(
    'RDM_MULTIPART_ABANDON_AFTER',
    process.env.RDM_MULTIPART_ABANDON_AFTER,
  ),
  sessionIdleMs: durationMsOf('RDM_SESSION_IDLE_TIMEOUT', process.env.RDM_SESSION_IDLE_TIMEOUT),
  sessionMaxAgeMs: durationMsOf('RDM_SESSION_MAX_AGE', process.env.RDM_SESSION_MAX_AGE),
  trustProxy: trustProxyOf(process.env.RDM_TRUST_PROXY),
  s3,
  prefillFixtures: process.argv.includes('--prefill-fixtures')
    ? resolve(rootDir, 'test/fixtures/prefill')
    : undefined,
});
await app.listen({ host, port });

const mailNote = smtpUrl
  ? 'sent through RDM_SMTP_URL'
  : demo
    ? `kept in the outbox, http://${host}:${port}/_outbox (logged-in users)`
    : 'kept, not sent (--demo shows it at /_outbox)';

console.log(`
RDM demo repository: http://${host}:${port}/ (InvenioRDM ${apiVersion} API)
Data: ${dataDir}${s3 ? `; file contents in the S3 bucket ${s3.bucket}` : ''}
E-mail: ${mailNote}
Log in at http://${host}:${port}/login as one of (no password):
${DEMO_USERS.map((user) => `  ${user.username.padEnd(6)} ${user.about}`).join('\n')}
Ctrl-C stops the server.`);

const stop = async (signal: string) => {
  console.log(`\n${signal}: stopping ...`);
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
