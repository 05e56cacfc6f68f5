import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import { TEST_ONLY_ROUTE } from './auth/csrf';
import { redactUrl } from './http/redact';
import { testScopeOf } from './testScope';

/** One API call as the server saw it: when it began and ended, relative to server start. */
export interface JournalEntry {
  method: string;
  path: string;
  startedMs: number;
  endedMs?: number;
  status?: number;
  /** The client went away before the answer (e.g. a dropped upload). */
  aborted?: boolean;
}

const JOURNAL_PATH = '/__journal';
/** Enough for any test; the oldest entries go first beyond it. */
const MAX_ENTRIES = 10_000;

/**
 * For tests only (with fault injection): records every `/api` call so a test can check what
 * the server saw, e.g. how many uploads ran at once. `GET /__journal`, `DELETE /__journal`,
 * each on the caller's test scope (server/testScope.ts) only.
 */
export const registerRequestJournal = (app: FastifyInstance): void => {
  let entries: { scope: string; entry: JournalEntry }[] = [];

  app.get(JOURNAL_PATH, async (request) => {
    const scope = testScopeOf(request);
    return entries.filter((kept) => kept.scope === scope).map((kept) => kept.entry);
  });
  app.delete(JOURNAL_PATH, TEST_ONLY_ROUTE, async (request, reply) => {
    const scope = testScopeOf(request);
    entries = entries.filter((kept) => kept.scope !== scope);
    return reply.code(204).send();
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const entry: JournalEntry = {
      method: request.method,
      path: redactUrl(request.url).split('?')[0] ?? '',
      startedMs: performance.now(),
    };
    entries.push({ scope: testScopeOf(request), entry });
    if (entries.length > MAX_ENTRIES) entries.shift();
    // 'close' comes when the answer is sent, or at once when the client goes away.
    reply.raw.once('close', () => {
      entry.endedMs = performance.now();
      if (reply.raw.writableFinished) entry.status = reply.statusCode;
      else entry.aborted = true;
    });
  });
};
