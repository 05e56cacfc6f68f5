import type { FastifyInstance, FastifyReply } from 'fastify';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

/**
 * The fake resolver of the tests and journeys (`--prefill-fixtures`): the prefill's lookups
 * (doi.org, DataCite, Crossref, PubMed, ORCID) answered from recorded answers on disk, so no
 * test reaches the public services. docs/reference-server.md#the-fake-resolver.
 */

export const RESOLVER_PATH = '/__resolver';

export const RESOLVER_SERVICES = ['doi', 'datacite', 'crossref', 'pubmed', 'orcid'] as const;

type Service = (typeof RESOLVER_SERVICES)[number];

/** The config's `prefill.endpoints` that send every lookup to this server's resolver. */
export const resolverEndpoints = (origin: string): Record<Service, string> =>
  Object.fromEntries(
    RESOLVER_SERVICES.map((service) => [service, `${origin}${RESOLVER_PATH}/${service}/`]),
  ) as Record<Service, string>;

/** A DOI as its registration agencies write it; nothing that could name another directory. */
const DOI = /^10\.\d{4,9}\/[^\s\\]+$/;
const ORCID_WORK = /^(\d{4}-\d{4}-\d{4}-\d{3}[\dX])\/work\/(\d+)$/;
const PMID = /^\d+$/;

/** How long a `slow` DOI keeps its caller waiting: longer than any client's timeout. */
const SLOW_MS = 30_000;
/** What a `rate-limited` DOI asks the caller to wait, in seconds. */
const RETRY_AFTER_SECONDS = 30;

/** The fixture's file name under the service's directory, or null for nothing it could hold. */
const fixtureName = (service: Service, rest: string, query: Record<string, unknown>) => {
  if (service === 'pubmed') {
    const id = typeof query.id === 'string' ? query.id : '';
    return PMID.test(id) ? `${id}.json` : null;
  }
  if (service === 'orcid') {
    const work = ORCID_WORK.exec(rest);
    return work ? `${work[1]}_${work[2]}.json` : null;
  }
  return DOI.test(rest) && !rest.includes('..') ? `${rest.replaceAll('/', '%2F')}.json` : null;
};

/** The path after the service, decoded once; null for a malformed escape. */
const restOf = (url: string, service: Service): string | null => {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path.slice(`${RESOLVER_PATH}/${service}/`.length));
  } catch {
    return null;
  }
};

const asQuery = (query: unknown): Record<string, unknown> =>
  typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ status: 404, message: 'The identifier was not found.' });

/** Waits `ms`, or less when the caller goes away or the server closes. */
const wait = (reply: FastifyReply, ms: number, closing: Set<() => void>) =>
  new Promise<void>((done) => {
    const end = () => {
      clearTimeout(timer);
      closing.delete(end);
      done();
    };
    const timer = setTimeout(end, ms);
    closing.add(end);
    reply.raw.once('close', end);
  });

/** The fixture of that name in `dir`, its case aside (DOIs are case-insensitive), or null. */
const fixtureFile = async (dir: string, name: string): Promise<string | null> => {
  const names = await readdir(dir).catch(() => []);
  const found = names.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return found === undefined ? null : resolve(dir, found);
};

export const resolverRoutes = (app: FastifyInstance, fixturesDir: string): void => {
  const root = resolve(fixturesDir);
  const waiting = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const end of [...waiting]) end();
  });

  for (const service of RESOLVER_SERVICES) {
    app.get(`${RESOLVER_PATH}/${service}/*`, async (request, reply) => {
      const rest = restOf(request.url, service);
      const name = rest === null ? null : fixtureName(service, rest, asQuery(request.query));
      if (rest === null || name === null) return notFound(reply);
      // The test hooks: a DOI whose suffix names how the service misbehaves.
      const suffix = rest.slice(rest.indexOf('/') + 1);
      if (service !== 'pubmed' && service !== 'orcid') {
        if (suffix === 'rate-limited') {
          return reply
            .code(429)
            .header('Retry-After', String(RETRY_AFTER_SECONDS))
            .send({ status: 429, message: 'Too many requests.' });
        }
        if (suffix === 'broken') {
          return reply.code(500).send({ status: 500, message: 'Internal server error.' });
        }
        if (suffix === 'slow') {
          await wait(reply, SLOW_MS, waiting);
          return notFound(reply);
        }
      }
      const file = await fixtureFile(join(root, service), name);
      if (!file?.startsWith(`${root}${sep}${service}${sep}`)) return notFound(reply);
      return reply.type('application/json; charset=utf-8').send(await readFile(file, 'utf8'));
    });
  }
};
