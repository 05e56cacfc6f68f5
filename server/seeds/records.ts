import type { ServerContext } from '../context';

export const seedRecords = (_ctx: ServerContext): void => undefined;
