import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

export const vocabulariesRoutes = (_app: FastifyInstance, _ctx: ServerContext): void => undefined;
