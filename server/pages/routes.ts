import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

export const pagesRoutes = async (_app: FastifyInstance, _ctx: ServerContext): Promise<void> =>
  undefined;
