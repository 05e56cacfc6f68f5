import type { ServerContext } from '../context';

export const seedDirectory = (_ctx: ServerContext): void => undefined;
