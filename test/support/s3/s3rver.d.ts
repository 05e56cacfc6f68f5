/** The little of s3rver 3.7 (no types of its own) the test S3 server uses. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  /** Koa's context, as far as the test S3 server's middleware reads and writes it. */
  export interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    body: unknown;
    store: { getResourcePath(bucket: string, key: undefined, resource: string): string };
  }

  export type S3rverMiddleware = (ctx: S3rverContext, next: () => Promise<void>) => Promise<void>;

  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      directory: string;
      silent?: boolean;
      vhostBuckets?: boolean;
      configureBuckets?: { name: string; configs?: string[] }[];
    });
    /** Koa's middleware stack, in order: s3rver's router is the last. */
    middleware: S3rverMiddleware[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

declare module 's3rver/lib/models/error' {
  /** An S3 error: s3rver answers it as S3's XML error with the code's status. */
  export default class S3Error extends Error {
    constructor(code: string, message: string, detail?: Record<string, string>);
  }
}
