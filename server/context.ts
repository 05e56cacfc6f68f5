import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/database';
import type { ContentStorage } from './files/contentStorage';
import type { MultipartStorage } from './files/multipartStorage';
import type { Mailer } from './mail/mailer';
import type { ServerOptions } from './options';

/** What every route module is given. */
export interface ServerContext {
  db: Db;
  options: ServerOptions;
  /** Where committed file contents are stored: the data dir's `files/`, or an S3 bucket. */
  contents: ContentStorage;
  /** Where the parts of multipart uploads go until they are committed. */
  multipart: MultipartStorage;
  /** Sends e-mail, or keeps it in the outbox when no SMTP server is configured. */
  mailer: Mailer;
  /** Where work done after an answer (removing unused contents) reports its failures. */
  log: FastifyBaseLogger;
}
