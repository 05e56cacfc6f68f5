/**
 * Serves a built folder (the static Storybook) on 127.0.0.1 for the browser tests:
 * `tsx e2e/support/serveStatic.ts <dir> <port>`.
 */
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { resolve } from 'node:path';

const [dir = 'storybook-static', port = '6106'] = process.argv.slice(2);
const app = Fastify();
await app.register(fastifyStatic, { root: resolve(dir) });
await app.listen({ host: '127.0.0.1', port: Number(port) });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
