import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { IMMUTABLE, REVALIDATE } from './distFiles';

declare module 'fastify' {
  interface FastifyInstance {
    /** The address a page links one of the demo's own files by: with its content hash. */
    demoUrl(file: string): string;
  }
}

const DEMO_PREFIX = '/static/demo/';

/**
 * Serves the demo's own scripts and styles (server/pages/static/), hashed when the server
 * starts: an address with a file's hash (`?v=`, from `demoUrl`) is cached for good, so that a
 * revisit neither waits a round trip for the render-blocking stylesheet nor for the scripts
 * that come before the widgets mount. A file changed since, or asked for by its name alone,
 * is revalidated.
 */
export const serveDemoFiles = async (app: FastifyInstance, dir: string): Promise<void> => {
  // Each file's hash, and its modification time then: an edit since changes the time. (Not
  // the start's clock: the file system's is coarser, and an edit in the same few
  // milliseconds could seem older.)
  const hashed = new Map(
    readdirSync(dir).map((file) => {
      const path = join(dir, file);
      const hash = createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 16);
      return [file, { hash, mtimeMs: statSync(path).mtimeMs }];
    }),
  );
  app.decorate(
    'demoUrl',
    (file: string) => `${DEMO_PREFIX}${file}?v=${hashed.get(file)?.hash ?? ''}`,
  );
  await app.register(fastifyStatic, {
    root: dir,
    prefix: DEMO_PREFIX,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply, path, stat) => {
      const { v } = reply.request.query as { v?: string };
      const file = hashed.get(basename(path));
      const named = file !== undefined && v === file.hash && stat.mtimeMs === file.mtimeMs;
      reply.header('Cache-Control', named ? IMMUTABLE : REVALIDATE);
    },
  });
};
