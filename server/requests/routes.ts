import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

export const requestsRoutes = (_app: FastifyInstance, _ctx: ServerContext): void => undefined;
