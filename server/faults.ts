import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Transform } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { TEST_ONLY_ROUTE } from './auth/csrf';
import { testScopeOf } from './testScope';

/** One injected fault: the next `count` calls matching `method` and `path` misbehave. */
export interface FaultRule {
  method: string;
  /** A regular expression tested against the request path (without the query). */
  path: string;
  count: number;
  /** Answer with this status instead of handling the call. */
  status?: number;
  /** Wait this long first. */
  delayMs?: number;
  /** Cut the connection after this many bytes of the request body. */
  dropAfterBytes?: number;
}

const isRule = (value: unknown): value is FaultRule => {
  const rule = value as Partial<FaultRule>;
  return (
    typeof rule?.method === 'string' &&
    typeof rule.path === 'string' &&
    Number.isInteger(rule.count) &&
    (rule.count ?? 0) > 0
  );
};

const FAULTS_PATH = '/__faults';

/** A stream that passes `limit` bytes through, then kills the connection (a dropped upload). */
const cutAfter = (request: FastifyRequest, limit: number) => {
  let seen = 0;
  const cut = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) {
        request.raw.socket.destroy();
        // Fail the body stream too, as a real disconnect does, so its reader cleans up.
        done(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
        return;
      }
      done(null, chunk);
    },
  });
  // A route may read its body only after its own checks (file content does), and a body that
  // came whole is cut before then: unheard, the error would take the server down. The reader
  // still gets it, from the stream's errored state.
  cut.on('error', () => undefined);
  return cut;
};

/** A rule as kept: it applies only to requests of the test scope that added it. */
interface ScopedRule extends FaultRule {
  scope: string;
}

/**
 * Fault injection for tests (only when `RDM_TEST_FAULTS=1`): `POST /__faults` with a rule,
 * `DELETE /__faults` to clear. Both act on the caller's test scope (server/testScope.ts) only.
 * The rules live on this app instance only.
 */
export const registerFaults = (app: FastifyInstance): void => {
  let rules: ScopedRule[] = [];
  const drops = new WeakMap<FastifyRequest, number>();

  app.post(FAULTS_PATH, TEST_ONLY_ROUTE, async (request, reply) => {
    if (!isRule(request.body)) {
      return reply.code(400).send({
        status: 400,
        message: 'A fault needs method, path (a regular expression) and a positive count.',
      });
    }
    const scope = testScopeOf(request);
    rules.push({ ...request.body, method: request.body.method.toUpperCase(), scope });
    return reply.code(201).send(request.body);
  });
  app.delete(FAULTS_PATH, TEST_ONLY_ROUTE, async (request, reply) => {
    const scope = testScopeOf(request);
    rules = rules.filter((rule) => rule.scope !== scope);
    return reply.code(204).send();
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(FAULTS_PATH)) return;
    const path = request.url.split('?')[0] ?? '';
    const scope = testScopeOf(request);
    const rule = rules.find(
      (candidate) =>
        candidate.count > 0 &&
        candidate.scope === scope &&
        candidate.method === request.method &&
        new RegExp(candidate.path).test(path),
    );
    if (!rule) return;
    rule.count -= 1;
    if (rule.delayMs) await sleep(rule.delayMs);
    if (rule.dropAfterBytes !== undefined) drops.set(request, rule.dropAfterBytes);
    if (rule.status) {
      return reply.code(rule.status).send({ status: rule.status, message: 'Injected fault.' });
    }
  });

  app.addHook('preParsing', async (request, _reply, payload) => {
    const limit = drops.get(request);
    return limit === undefined ? payload : payload.pipe(cutAfter(request, limit));
  });
};
