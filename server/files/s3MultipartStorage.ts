import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListPartsCommand,
  UploadPartCommand,
  type Part,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { isoWithOffset, newUuid } from '../ids';
import type { S3Options } from '../options';
import { digestOf } from './digest';
import type { MultipartStorage } from './multipartStorage';
import { objectKey, readObject } from './s3ContentStorage';

/** The error S3 answers for an upload completed or aborted already (or never started). */
const isNoSuchUpload = (error: unknown) => (error as Error).name === 'NoSuchUpload';

/**
 * Multipart uploads as S3's own (invenio-s3's way, docs/reference-server.md#storage): the
 * client sends each part straight to a pre-signed UploadPart URL, the server lists what
 * arrived (ListParts), completes with the listed ETags, or aborts. The upload's id is
 * `<object key>/<S3 upload id>`: the object is named when the upload starts.
 */
export const s3MultipartStorage = (
  client: S3Client,
  { bucket, urlExpiresSeconds }: Pick<S3Options, 'bucket' | 'urlExpiresSeconds'>,
): MultipartStorage => {
  const targetOf = (uploadId: string) => {
    const slash = uploadId.indexOf('/');
    return {
      Bucket: bucket,
      Key: objectKey(uploadId.slice(0, slash)),
      UploadId: uploadId.slice(slash + 1),
    };
  };

  /** All the parts S3 holds, page by page (1,000 a page). */
  const listParts = async (uploadId: string): Promise<Part[]> => {
    const parts: Part[] = [];
    let marker: string | undefined;
    do {
      const page = await client.send(
        new ListPartsCommand({ ...targetOf(uploadId), PartNumberMarker: marker }),
      );
      parts.push(...(page.Parts ?? []));
      marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
    } while (marker);
    return parts.sort((a, b) => (a.PartNumber ?? 0) - (b.PartNumber ?? 0));
  };

  return {
    async init() {
      const key = newUuid();
      const { UploadId } = await client.send(
        new CreateMultipartUploadCommand({ Bucket: bucket, Key: key }),
      );
      return `${key}/${UploadId}`;
    },

    async partTargets(uploadId, parts) {
      const expiration = isoWithOffset(new Date(Date.now() + urlExpiresSeconds * 1000));
      const target = targetOf(uploadId);
      return Promise.all(
        Array.from({ length: parts }, async (_, index) => ({
          part: index + 1,
          url: await getSignedUrl(
            client,
            new UploadPartCommand({ ...target, PartNumber: index + 1 }),
            { expiresIn: urlExpiresSeconds },
          ),
          expiration,
        })),
      );
    },

    async receivedParts(uploadId) {
      const parts = await listParts(uploadId).catch((error: unknown) => {
        if (isNoSuchUpload(error)) return [];
        throw error;
      });
      return parts.map((part) => part.PartNumber ?? 0);
    },

    /** S3's ETag of a multipart object is no MD5: the object is read once for it. */
    async complete(uploadId) {
      const target = targetOf(uploadId);
      const parts = (await listParts(uploadId)).map(({ PartNumber, ETag }) => ({
        PartNumber,
        ETag,
      }));
      await client.send(
        new CompleteMultipartUploadCommand({ ...target, MultipartUpload: { Parts: parts } }),
      );
      const digest = await digestOf(await readObject(client, bucket, target.Key));
      return { storagePath: target.Key, ...digest };
    },

    async abort(uploadId) {
      await client
        .send(new AbortMultipartUploadCommand(targetOf(uploadId)))
        .catch((error: unknown) => {
          if (!isNoSuchUpload(error)) throw error;
        });
    },
  };
};
