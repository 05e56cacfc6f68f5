import type { FastifyRequest } from 'fastify';

export interface Urls {
  /** e.g. `http://127.0.0.1:5000/api` */
  api: string;
  /** e.g. `http://127.0.0.1:5000` */
  ui: string;
}

/** Links are absolute, built from the address the client used to reach the server. */
export const urlsFor = (request: FastifyRequest): Urls => {
  const origin = `${request.protocol}://${request.host}`;
  return { api: `${origin}/api`, ui: origin };
};
