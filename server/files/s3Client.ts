import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Options } from '../options';

/**
 * The AWS SDK v3 client for the configured bucket's store. Checksums only where S3 requires
 * them: the SDK's default adds CRC32 headers that a browser sending a part to a pre-signed
 * URL does not send, and that S3-compatible stores (MinIO's older releases, Ceph, s3rver) do
 * not all take.
 */
export const s3ClientFor = (options: S3Options): S3Client =>
  new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
  });

/**
 * The origin of the bucket's pre-signed URLs, where browsers send parts and follow downloads
 * (the pages' Content-Security-Policy allows it). Asked of the SDK, as it depends on the
 * endpoint, the region and the addressing style; signing is local, with stand-in credentials.
 */
export const bucketOriginOf = async (options: S3Options): Promise<string> => {
  const client = s3ClientFor({ ...options, accessKeyId: 'origin', secretAccessKey: 'only' });
  try {
    const command = new GetObjectCommand({ Bucket: options.bucket, Key: 'origin' });
    return new URL(await getSignedUrl(client, command)).origin;
  } finally {
    client.destroy();
  }
};
