import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

declare module 'fastify' {
  interface FastifyInstance {
    /** The address a page links a dist/ file by: with its content hash once it is built. */
    distUrl(file: string): string;
  }
}

const DIST_PREFIX = '/static/dist/';
/** The hashes build/staticFiles.mjs writes, by file name. */
const HASHES_FILE = 'static-hashes.json';

/** An address that names its file's content: the browser may keep the file for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Any other: asked again on each use, which costs a 304 (by its ETag) while unchanged. */
export const REVALIDATE = 'no-cache';

interface Hashes {
  byFile: Map<string, string>;
  /** When the build wrote them: a file changed since has another hash. */
  writtenMs: number;
}

const readHashes = (distDir: string): Hashes => {
  const path = join(distDir, HASHES_FILE);
  if (!existsSync(path)) return { byFile: new Map(), writtenMs: 0 };
  const hashes = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  return { byFile: new Map(Object.entries(hashes)), writtenMs: statSync(path).mtimeMs };
};

/**
 * Serves the library's build (dist/) to the pages: each file as the build precompressed it
 * for the browser (Brotli, else gzip, per `Accept-Encoding`; the file itself when it accepts
 * neither or there is no variant), nothing compressed per request. An address with the file's
 * content hash (`?v=`, from `distUrl`) is cached for good; the files hosts link by name
 * (the standalone bundle) and those the bundle loads beside itself are revalidated.
 */
export const serveDistFiles = async (app: FastifyInstance, distDir: string): Promise<void> => {
  const hashes = readHashes(distDir);
  app.decorate('distUrl', (file: string) => {
    const hash = hashes.byFile.get(file);
    return hash ? `${DIST_PREFIX}${file}?v=${hash}` : `${DIST_PREFIX}${file}`;
  });
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: DIST_PREFIX,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path, stat) => {
      const { v } = reply.request.query as { v?: string };
      const hash = hashes.byFile.get(basename(path).replace(/\.(br|gz)$/, ''));
      const named = hash !== undefined && v === hash && stat.mtimeMs <= hashes.writtenMs;
      reply.header('Cache-Control', named ? IMMUTABLE : REVALIDATE);
    },
  });
};
