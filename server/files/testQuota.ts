import type { FastifyInstance } from 'fastify';
import { TEST_ONLY_ROUTE } from '../auth/csrf';
import type { ServerContext } from '../context';
import { setDraftQuota } from './quota';

/**
 * For tests only (`RDM_TEST_FAULTS=1`): `PUT /__quota/{draft id}` with `{bytes}` gives a draft
 * a storage quota of that many bytes, so a journey runs out of room without gigabytes.
 */
export const registerTestQuota = (app: FastifyInstance, ctx: ServerContext): void => {
  app.put<{ Params: { id: string }; Body: { bytes?: unknown } }>(
    '/__quota/:id',
    TEST_ONLY_ROUTE,
    async (request, reply) => {
      const bytes = request.body?.bytes;
      if (typeof bytes !== 'number' || !Number.isInteger(bytes) || bytes < 1) {
        return reply.code(400).send({ status: 400, message: 'bytes: a positive whole number.' });
      }
      setDraftQuota(ctx.db, request.params.id, bytes);
      return reply.code(204).send();
    },
  );
};
