import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

export const recordsRoutes = (_app: FastifyInstance, _ctx: ServerContext): void => undefined;
