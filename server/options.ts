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
  /** Records are published through communities only (`--community-required`). */
  communityRequired?: boolean;
  /**
   * Where e-mail is sent (`RDM_SMTP_URL`, e.g. `smtps://user:password@smtp.example.org`).
   * Without it, nothing leaves the machine: messages are kept in the outbox (`/_outbox`).
   */
  smtpUrl?: string;
  /** The sender of every message (`RDM_MAIL_FROM`; `RDM Widgets demo <no-reply@localhost>`). */
  mailFrom?: string;
  /**
   * A multipart upload no part arrived for in this long is aborted, its pending file deleted
   * (`RDM_MULTIPART_ABANDON_AFTER`; 24 hours).
   */
  multipartAbandonAfterMs?: number;
}
