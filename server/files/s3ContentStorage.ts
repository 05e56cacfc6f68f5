import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { newUuid } from '../ids';
import type { S3Options } from '../options';
import type { ContentStorage } from './contentStorage';
import { digesting } from './digest';
import { isGeneratedName } from './storage';

/**
 * A body longer than this goes to S3 in parts of this size (S3 takes parts of 5 MiB and
 * more): memory stays at two parts whatever the file's size.
 */
const STREAM_PART_SIZE = 8 * 1024 * 1024;

/** Only names the server generated are object keys. */
export const objectKey = (storagePath: string): string => {
  if (!isGeneratedName(storagePath)) throw new Error(`Bad storage name: ${storagePath}`);
  return storagePath;
};

/** The bytes of `source` in parts of exactly `size` bytes, the last one shorter. */
async function* partsOf(source: AsyncIterable<Buffer | string>, size: number) {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const chunk of source) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    pending.push(buffer);
    length += buffer.length;
    if (length < size) continue;
    // Joined once a part is there, not at every chunk.
    let joined = Buffer.concat(pending);
    for (; joined.length >= size; joined = joined.subarray(size)) yield joined.subarray(0, size);
    pending = [joined];
    length = joined.length;
  }
  if (length > 0) yield Buffer.concat(pending);
}

/** An object's bytes as a stream; a missing object rejects (NoSuchKey). */
export const readObject = async (client: S3Client, bucket: string, key: string) =>
  (await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body as Readable;

/**
 * Puts a body of unknown length: one PutObject when it is at most one part, else a multipart
 * upload of its parts, aborted when the body fails (nothing is left behind).
 */
const putParts = async (
  client: S3Client,
  bucket: string,
  key: string,
  parts: AsyncIterator<Buffer>,
): Promise<void> => {
  const first = await parts.next();
  const second = first.done ? first : await parts.next();
  if (second.done) {
    const body = first.done ? Buffer.alloc(0) : first.value;
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
    return;
  }
  const target = { Bucket: bucket, Key: key };
  const { UploadId } = await client.send(new CreateMultipartUploadCommand(target));
  try {
    const sent: { PartNumber: number; ETag: string | undefined }[] = [];
    const send = async (body: Buffer) => {
      const PartNumber = sent.length + 1;
      const command = new UploadPartCommand({ ...target, UploadId, PartNumber, Body: body });
      sent.push({ PartNumber, ETag: (await client.send(command)).ETag });
    };
    await send(first.value as Buffer);
    await send(second.value);
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      await send(next.value);
    }
    await client.send(
      new CompleteMultipartUploadCommand({ ...target, UploadId, MultipartUpload: { Parts: sent } }),
    );
  } catch (error) {
    await client.send(new AbortMultipartUploadCommand({ ...target, UploadId })).catch(() => {
      // The upload stays until the bucket's lifecycle rule (if any) drops it; the body's
      // failure is what the caller must hear of.
    });
    throw error;
  }
};

/**
 * Contents as objects of an S3 bucket, keyed by their generated names
 * (docs/reference-server.md#storage). Downloads are pre-signed GETs the content route
 * redirects to, answering with the route's own type and disposition.
 */
export const s3ContentStorage = (
  client: S3Client,
  { bucket, urlExpiresSeconds }: Pick<S3Options, 'bucket' | 'urlExpiresSeconds'>,
): ContentStorage => {
  const store = async (source: AsyncIterable<Buffer | string>) => {
    const storagePath = newUuid();
    const tap = digesting(source);
    await putParts(client, bucket, objectKey(storagePath), partsOf(tap.chunks, STREAM_PART_SIZE));
    return { storagePath, ...tap.digest() };
  };

  return {
    store,
    read: (storagePath) => readObject(client, bucket, objectKey(storagePath)),
    async remove(storagePath) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(storagePath) }));
    },
    downloadUrl: (storagePath, { contentType, contentDisposition }) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: objectKey(storagePath),
          ResponseContentType: contentType,
          ResponseContentDisposition: contentDisposition,
        }),
        { expiresIn: urlExpiresSeconds },
      ),
  };
};
