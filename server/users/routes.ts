import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

export const usersRoutes = (_app: FastifyInstance, _ctx: ServerContext): void => undefined;
