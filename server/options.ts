import type { ApiVersion } from './http/negotiation';

export interface ServerOptions {
  /** Where the database and the uploaded files live (`./var` by default, `RDM_DATA_DIR`). */
  dataDir: string;
  /** The project root: host pages serve the built library from its `dist/`. */
  rootDir: string;
  /** Enables the fault-injection API used by tests (`RDM_TEST_FAULTS=1`). */
  faults?: boolean;
  /** Loads the demo data into a new database (on by default). */
  seed?: boolean;
  logger?: boolean;
  /** The InvenioRDM release whose content negotiation is reproduced (v13 by default). */
  apiVersion?: ApiVersion;
  /**
   * DOIs are optional (InvenioRDM v13+, `--doi-optional`): a record is published without one
   * unless the depositor reserved or typed one. By default one is registered at publish.
   */
  doiOptional?: boolean;
  /**
   * Records are published through communities only (`--community-required`; InvenioRDM v13's
   * `RDM_COMMUNITY_REQUIRED_TO_PUBLISH`): a publish of a draft in none is refused, a submission
   * to a community goes. Not in v12 mode, whose InvenioRDM had no such option.
   */
  communityRequired?: boolean;
  /**
   * Secret links must expire, as InvenioRDM v14's `RDM_RECORDS_REQUIRE_SECRET_LINKS_EXPIRATION`
   * (`--require-link-expiry`, `RDM_REQUIRE_LINK_EXPIRY=1`): a link, or a guest's accepted
   * access request, without an expiry date is refused. Not in v12 mode.
   */
  requireLinkExpiry?: boolean;
  /**
   * The demo's deposit form asks the depositor to tick a compliance statement before publishing
   * or submitting (`--publish-checklist`; InvenioRDM v13+'s `extraCheckboxes`). Not in v12 mode.
   */
  publishChecklist?: boolean;
  /**
   * The demo's and the tests' tools (`--demo`, `RDM_DEMO=1`; `npm start` has it): the outbox
   * page, `/_outbox`, which shows the kept e-mail to any logged-in user.
   */
  demo?: boolean;
  /**
   * Where e-mail is sent (`RDM_SMTP_URL`, e.g. `smtps://user:password@smtp.example.org`).
   * Without it, nothing leaves the machine: messages are kept in the outbox (`/_outbox` in
   * demo mode).
   */
  smtpUrl?: string;
  /** The sender of every message (`RDM_MAIL_FROM`; `RDM Widgets demo <no-reply@localhost>`). */
  mailFrom?: string;
  /**
   * A multipart upload no part arrived for in this long is aborted, its pending file deleted
   * (`RDM_MULTIPART_ABANDON_AFTER`; 24 hours).
   */
  multipartAbandonAfterMs?: number;
  /** A session unused for this long ends (`RDM_SESSION_IDLE_TIMEOUT`; 8 hours). */
  sessionIdleMs?: number;
  /** A session ends this long after log-in, used or not (`RDM_SESSION_MAX_AGE`; 7 days). */
  sessionMaxAgeMs?: number;
  /**
   * Believe the `X-Forwarded-*` headers of these proxies (Fastify's `trustProxy`;
   * `RDM_TRUST_PROXY`: `1` for any, or addresses and CIDR ranges separated by commas): behind an
   * HTTPS proxy, links are https and cookies Secure. Off by default.
   */
  trustProxy?: boolean | string;
  /**
   * Stores file contents and multipart uploads in this S3 bucket instead of the data dir
   * (`RDM_S3_*`, {@link s3OptionsFrom}).
   */
  s3?: S3Options;
  /**
   * What a draft's files may take: files, bytes in all, bytes per file (the demo's by default,
   * `server/files/quota.ts`).
   */
  filesQuota?: FilesQuota;
  /**
   * Depositors may ask administrators for more room for a draft (InvenioRDM v14's quota
   * increase requests, `--quota-increase`, `RDM_QUOTA_INCREASE=1`; `--demo` has it). Off by
   * default, and never in v12 mode.
   */
  quotaIncrease?: boolean;
  /**
   * Owners may unlock the files of their published records (InvenioRDM v14's
   * `FileModificationGracePeriodPolicy`; `--file-modification`, `RDM_FILE_MODIFICATION=1`;
   * `--demo` has it). Administrators may wherever the server is not in v12 mode.
   */
  fileModification?: boolean;
  /**
   * Days after a record's publication during which its owner may unlock its files (`grace`,
   * `--file-modification-period`, 30), and changed files may be published (`publish`,
   * `--file-modification-publish-period`, InvenioRDM's `RDM_FILE_MODIFICATION_PERIOD`, 45).
   */
  fileModificationDays?: { grace?: number; publish?: number };
  /**
   * Owners may delete their published records (InvenioRDM v14's
   * `RDM_IMMEDIATE_RECORD_DELETION_ENABLED` and `RDM_REQUEST_RECORD_DELETION_ENABLED`,
   * `--record-deletion`, `RDM_RECORD_DELETION=1`; `--demo` has it): at once within
   * {@link deletionPeriodDays} of publishing, else by a request to the administrators. Off by
   * default, and never in v12 mode.
   */
  recordDeletion?: boolean;
  /** The days after publishing an owner may delete a record at once (`--deletion-period`; 30). */
  deletionPeriodDays?: number;
  /**
   * What the deletion modal asks before deleting (`RDM_IMMEDIATE_RECORD_DELETION_CHECKLIST`
   * and `RDM_REQUEST_RECORD_DELETION_CHECKLIST` in one): each label a question, each message
   * rich text shown when the answer is yes (sanitised). The demo's by default
   * (`server/requests/deletionChecklist.ts`).
   */
  recordDeletionChecklist?: DeletionChecklistItem[];
  /**
   * The fake resolver's recorded answers (`--prefill-fixtures`: `test/fixtures/prefill`): the
   * prefill's lookups go to `/__resolver/…` on this server instead of the public services.
   * Tests and journeys only; the demo looks works up where they live.
   */
  prefillFixtures?: string;
}

/** One question of the deletion checklist, and what to do instead when its answer is yes. */
export interface DeletionChecklistItem {
  label: string;
  /** Rich text (links allowed). */
  message: string;
}

/** Whether the v13+ option `name` is on: v12 mode has none of them. */
export const v13Option = (
  options: ServerOptions,
  name: 'communityRequired' | 'publishChecklist',
): boolean => options[name] === true && options.apiVersion !== 'v12';

/**
 * A draft's file limits, as InvenioRDM's `RDM_RECORDS_MAX_FILES_COUNT` and the bucket's quota
 * (`RDM_FILES_DEFAULT_QUOTA_SIZE`, `RDM_FILES_DEFAULT_MAX_FILE_SIZE`).
 */
export interface FilesQuota {
  maxFiles: number;
  /** Bytes all the draft's files may take together. */
  quotaSize: number;
  maxFileSize: number;
}

/** An S3-compatible bucket for file contents and multipart uploads (`RDM_S3_*`). */
export interface S3Options {
  /** e.g. `http://127.0.0.1:9000` (MinIO); absent: AWS's own endpoint for the region. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Both or neither: without them the AWS SDK finds credentials its own way. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path, not the host name (MinIO, Ceph, s3rver). */
  forcePathStyle: boolean;
  /** How long pre-signed URLs (part links, downloads) are valid, in seconds. */
  urlExpiresSeconds: number;
}

/** SigV4 pre-signed URLs are valid at most 7 days. */
const MAX_URL_EXPIRES_SECONDS = 7 * 24 * 60 * 60;
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]+$/;

/** A clear refusal of one variable; secrets are named, never shown. */
const refuse = (name: string, rule: string, value?: string): never => {
  throw new Error(`${name} ${rule}${value === undefined ? '' : `; got '${value}'`}.`);
};

/**
 * Reads the `RDM_S3_*` variables (docs/reference-server.md#storage): S3 when `RDM_S3_BUCKET`
 * is set, else undefined (the disk). Throws an Error naming the variable at fault.
 */
export const s3OptionsFrom = (env: Record<string, string | undefined>): S3Options | undefined => {
  const bucket = env.RDM_S3_BUCKET;
  if (bucket === undefined) {
    const stray = Object.keys(env).find((name) => name.startsWith('RDM_S3_'));
    return stray
      ? refuse(stray, 'is set but RDM_S3_BUCKET is not: set both, or neither')
      : undefined;
  }
  if (!BUCKET_NAME.test(bucket)) {
    refuse('RDM_S3_BUCKET', 'must be an S3 bucket name (3-63 of a-z, 0-9, . and -)', bucket);
  }
  const endpoint = env.RDM_S3_ENDPOINT;
  if (endpoint !== undefined && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint)) {
    refuse('RDM_S3_ENDPOINT', 'must be an http(s) URL such as http://127.0.0.1:9000', endpoint);
  }
  const region = env.RDM_S3_REGION ?? 'us-east-1';
  if (!REGION.test(region)) refuse('RDM_S3_REGION', 'must be a region such as eu-north-1', region);
  const accessKeyId = env.RDM_S3_ACCESS_KEY_ID;
  const secretAccessKey = env.RDM_S3_SECRET_ACCESS_KEY;
  if (accessKeyId !== undefined && !secretAccessKey) {
    refuse('RDM_S3_SECRET_ACCESS_KEY', 'must be set with RDM_S3_ACCESS_KEY_ID');
  }
  if (secretAccessKey !== undefined && !accessKeyId) {
    refuse('RDM_S3_ACCESS_KEY_ID', 'must be set with RDM_S3_SECRET_ACCESS_KEY');
  }
  const pathStyle = env.RDM_S3_FORCE_PATH_STYLE ?? '0';
  if (pathStyle !== '0' && pathStyle !== '1') {
    refuse('RDM_S3_FORCE_PATH_STYLE', 'must be 1 or 0', pathStyle);
  }
  const expires = env.RDM_S3_URL_EXPIRES ?? '3600';
  const urlExpiresSeconds = Number(expires);
  if (
    !/^\d+$/.test(expires) ||
    urlExpiresSeconds < 1 ||
    urlExpiresSeconds > MAX_URL_EXPIRES_SECONDS
  ) {
    refuse('RDM_S3_URL_EXPIRES', `must be seconds from 1 to ${MAX_URL_EXPIRES_SECONDS}`, expires);
  }
  return {
    ...(endpoint ? { endpoint: endpoint.replace(/\/$/, '') } : {}),
    bucket,
    region,
    ...(accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : {}),
    forcePathStyle: pathStyle === '1',
    urlExpiresSeconds,
  };
};
