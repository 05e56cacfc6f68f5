import type { FastifyInstance } from 'fastify';

export const registerFaults = (_app: FastifyInstance): void => undefined;
