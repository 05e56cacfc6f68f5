import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { S3rverContext, S3rverMiddleware } from 's3rver';
import S3Error from 's3rver/lib/models/error';

/** S3's page size for ListParts. */
const MAX_PARTS = 1000;
/** s3rver's upload ids are 32 hex digits. */
const UPLOAD_ID = /^[0-9a-f]+$/;

const noSuchUpload = (uploadId: string) =>
  new S3Error(
    'NoSuchUpload',
    'The specified upload does not exist. The upload ID may be invalid, or the upload may ' +
      'have been aborted or completed.',
    { UploadId: uploadId },
  );

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The upload's directory in s3rver's store, if the upload is there and for this key. */
const uploadDirOf = async (ctx: S3rverContext, bucket: string, key: string, uploadId: string) => {
  if (!UPLOAD_ID.test(uploadId)) throw noSuchUpload(uploadId);
  const dir = join(ctx.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
  const storedKey = await readFile(join(dir, 'key'), 'utf8').catch(() => null);
  if (storedKey !== key) throw noSuchUpload(uploadId);
  return dir;
};

/**
 * ListParts as S3 answers it: the parts stored whole (s3rver writes `<n>.md5` beside a part
 * once all its bytes are in `<n>`), from `part-number-marker` on, `max-parts` a page.
 */
const listParts = async (ctx: S3rverContext, bucket: string, key: string, uploadId: string) => {
  const dir = await uploadDirOf(ctx, bucket, key, uploadId);
  const marker = Number(single(ctx.query['part-number-marker']) ?? 0);
  const maxParts = Number(single(ctx.query['max-parts']) ?? MAX_PARTS);
  const numbers = (await readdir(dir))
    .filter((name) => /^\d+\.md5$/.test(name))
    .map((name) => Number.parseInt(name, 10))
    .filter((part) => part > marker)
    .sort((a, b) => a - b);
  const page = numbers.slice(0, maxParts);
  const parts = await Promise.all(
    page.map(async (part) => {
      const [md5, stats] = await Promise.all([
        readFile(join(dir, `${part}.md5`), 'utf8'),
        stat(join(dir, String(part))),
      ]);
      return {
        PartNumber: part,
        LastModified: stats.mtime.toISOString(),
        ETag: `"${md5}"`,
        Size: stats.size,
      };
    }),
  );
  ctx.body = {
    ListPartsResult: {
      '@': { xmlns: 'http://s3.amazonaws.com/doc/2006-03-01/' },
      Bucket: bucket,
      Key: key,
      UploadId: uploadId,
      PartNumberMarker: marker,
      NextPartNumberMarker: page[page.length - 1] ?? marker,
      MaxParts: maxParts,
      IsTruncated: numbers.length > page.length,
      Part: parts,
    },
  };
};

/** AbortMultipartUpload: the upload and its parts go (204). */
const abortUpload = async (ctx: S3rverContext, bucket: string, key: string, uploadId: string) => {
  await rm(await uploadDirOf(ctx, bucket, key, uploadId), { recursive: true, force: true });
  ctx.status = 204;
};

/**
 * ListParts (`GET /:bucket/:key?uploadId=`) and AbortMultipartUpload (`DELETE` the same), which
 * s3rver 3.7 does not implement (its router refuses them) and the reference server's S3 back
 * end needs (docs/reference-server.md#storage). Placed before s3rver's router, so these two
 * skip its signature check: this server is for tests only. UploadPart goes on to s3rver once
 * the upload is known: s3rver would take a part of an aborted upload (and start it again), S3
 * answers NoSuchUpload.
 */
export const missingOperations: S3rverMiddleware = async (ctx, next) => {
  const uploadId = single(ctx.query.uploadId);
  const [, bucket, ...keyParts] = ctx.path.split('/').map(decodeURIComponent);
  const key = keyParts.join('/');
  if (uploadId === undefined || !bucket || !key) return next();
  if ('partNumber' in ctx.query) {
    if (ctx.method === 'PUT') await uploadDirOf(ctx, bucket, key, uploadId);
    return next();
  }
  if (ctx.method === 'GET') return listParts(ctx, bucket, key, uploadId);
  if (ctx.method === 'DELETE') return abortUpload(ctx, bucket, key, uploadId);
  return next();
};
