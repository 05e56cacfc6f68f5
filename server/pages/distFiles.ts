import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { WIDGET_MODULES } from '../../src/standalone/widgetModules';

declare module 'fastify' {
  interface FastifyInstance {
    /** The address a page links a dist/ file by: with its content hash once it is built. */
    distUrl(file: string): string;
    /**
     * The addresses of the standalone script's modules that the named widgets load, every
     * one of them, for a page to ask for at once from its head.
     */
    widgetModuleUrls(widgets: readonly string[]): string[];
    /**
     * The addresses of the Fomantic fonts of these families that a page draws with: each face's
     * common part (the common Latin characters, the icons the widgets name) where it is split.
     */
    fontUrls(families: readonly string[]): string[];
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

/**
 * The standalone script's modules (dist/standalone/), named by their content by the build
 * (`deposit-form-BXdgAFgW.js`), and the fonts of its Fomantic (dist/fonts/,
 * `icons-81351cf74552d64b.woff2`): every name is its content's for good. The modules' list,
 * modules.json, is not.
 */
const CONTENT_NAMED =
  /^(standalone\/[\w.-]+-[\w-]{8}\.js(\.map)?|fonts\/[\w-]+-[0-9a-f]{16}\.woff2)$/;

/** The build's list of the modules: each entry's file and every file it imports. */
type ModuleList = Record<string, { file: string; imports: string[] }>;
/**
 * The build's list of its Fomantic's fonts (build/fomanticFonts.mjs), by family: the files of
 * their common parts, and of the rest.
 */
type FontList = Record<string, { common: string[]; rest: string[] }>;

/** A list the build writes in dist/ (its path there), as JSON; empty before a build. */
const readBuildList = <List extends object>(distDir: string, ...path: string[]): Partial<List> => {
  const file = join(distDir, ...path);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as List) : {};
};

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
 * content hash (`?v=`, from `distUrl`) is cached for good, and so is a module of the standalone
 * script or a font, whose name holds its hash; the files hosts link by name (the standalone
 * script) and those it loads by name (the languages' scripts) are revalidated.
 */
export const serveDistFiles = async (app: FastifyInstance, distDir: string): Promise<void> => {
  const hashes = readHashes(distDir);
  app.decorate('distUrl', (file: string) => {
    const hash = hashes.byFile.get(file);
    return hash ? `${DIST_PREFIX}${file}?v=${hash}` : `${DIST_PREFIX}${file}`;
  });
  const modules = readBuildList<ModuleList>(distDir, 'standalone', 'modules.json');
  app.decorate('widgetModuleUrls', (widgets: readonly string[]) => {
    const entries = ['mount', ...widgets.map((widget) => WIDGET_MODULES[widget] ?? '')];
    const files = entries.flatMap((entry) =>
      Object.hasOwn(modules, entry) ? [modules[entry]!.file, ...modules[entry]!.imports] : [],
    );
    return [...new Set(files)].map((file) => `${DIST_PREFIX}standalone/${file}`);
  });
  const fonts = readBuildList<FontList>(distDir, 'fonts', 'fonts.json');
  app.decorate('fontUrls', (families: readonly string[]) =>
    families.flatMap((family) =>
      Object.hasOwn(fonts, family)
        ? fonts[family]!.common.map((file) => `${DIST_PREFIX}${file}`)
        : [],
    ),
  );
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: DIST_PREFIX,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path, stat) => {
      const { v } = reply.request.query as { v?: string };
      const hash = hashes.byFile.get(basename(path).replace(/\.(br|gz)$/, ''));
      const named = hash !== undefined && v === hash && stat.mtimeMs <= hashes.writtenMs;
      const file = relative(distDir, path)
        .split(sep)
        .join('/')
        .replace(/\.(br|gz)$/, '');
      reply.header('Cache-Control', named || CONTENT_NAMED.test(file) ? IMMUTABLE : REVALIDATE);
    },
  });
};
