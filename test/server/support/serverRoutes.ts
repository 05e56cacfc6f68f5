import type { FastifyInstance } from 'fastify';

/** One route of the server: a path pattern (`/api/records/:id`) and the methods it answers. */
export interface ServerRoute {
  path: string;
  methods: string[];
}

/** A line of Fastify's route tree: `│   ├── /draft (GET, HEAD, PUT)`. */
const TREE_LINE = /^(.*?)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the server registered, read from Fastify's own route tree (it lists no routes
 * otherwise once they are added). Each node's path is its parent's plus its own segment.
 */
export const serverRoutes = (app: FastifyInstance): ServerRoute[] => {
  const parents: string[] = [];
  const routes: ServerRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    const path = (parents[depth - 1] ?? '') + segment;
    parents[depth] = path;
    if (methods) routes.push({ path, methods: methods.split(', ') });
  }
  return routes;
};
