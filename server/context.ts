import type { Db } from './db/database';
import type { MultipartStorage } from './files/multipartStorage';
import type { Mailer } from './mail/mailer';
import type { ServerOptions } from './options';

/** What every route module is given. */
export interface ServerContext {
  db: Db;
  options: ServerOptions;
  /** Where uploaded file contents are stored (inside the data dir). */
  filesDir: string;
  /** Where the parts of multipart uploads go until they are committed. */
  multipart: MultipartStorage;
  /** Sends e-mail, or keeps it in the outbox when no SMTP server is configured. */
  mailer: Mailer;
}
