/** @jest-environment node */
import { s3OptionsFrom } from '../../../server/options';

const BUCKET = { RDM_S3_BUCKET: 'rdm-files' };

describe('RDM_S3_* (s3OptionsFrom)', () => {
  it('is the disk without RDM_S3_BUCKET', () => {
    expect(s3OptionsFrom({ HOME: '/home/rdm' })).toBeUndefined();
  });

  it('reads a MinIO configuration, with the defaults for the rest', () => {
    expect(
      s3OptionsFrom({
        ...BUCKET,
        RDM_S3_ENDPOINT: 'http://127.0.0.1:9000/',
        RDM_S3_ACCESS_KEY_ID: 'minio',
        RDM_S3_SECRET_ACCESS_KEY: 'minio-secret',
        RDM_S3_FORCE_PATH_STYLE: '1',
      }),
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'rdm-files',
      region: 'us-east-1',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      forcePathStyle: true,
      urlExpiresSeconds: 3600,
    });
    expect(s3OptionsFrom({ ...BUCKET, RDM_S3_REGION: 'eu-north-1' })).toEqual({
      bucket: 'rdm-files',
      region: 'eu-north-1',
      forcePathStyle: false,
      urlExpiresSeconds: 3600,
    });
  });

  it.each([
    [{ RDM_S3_ENDPOINT: 'http://minio:9000' }, 'RDM_S3_ENDPOINT is set but RDM_S3_BUCKET is not'],
    [{ RDM_S3_BUCKET: 'Bad_Bucket' }, 'RDM_S3_BUCKET must be an S3 bucket name'],
    [{ ...BUCKET, RDM_S3_ENDPOINT: 'minio:9000' }, 'RDM_S3_ENDPOINT must be an http(s) URL'],
    [{ ...BUCKET, RDM_S3_REGION: 'EU North' }, 'RDM_S3_REGION must be a region'],
    [
      { ...BUCKET, RDM_S3_FORCE_PATH_STYLE: 'yes' },
      "RDM_S3_FORCE_PATH_STYLE must be 1 or 0; got 'yes'",
    ],
    [
      { ...BUCKET, RDM_S3_URL_EXPIRES: '1h' },
      "RDM_S3_URL_EXPIRES must be seconds from 1 to 604800; got '1h'",
    ],
    [{ ...BUCKET, RDM_S3_URL_EXPIRES: '0' }, 'RDM_S3_URL_EXPIRES must be seconds'],
    [
      { ...BUCKET, RDM_S3_ACCESS_KEY_ID: 'minio' },
      'RDM_S3_SECRET_ACCESS_KEY must be set with RDM_S3_ACCESS_KEY_ID',
    ],
  ])('refuses %p: %s', (env, message) => {
    expect(() => s3OptionsFrom(env)).toThrow(message);
  });

  it('names a lone secret, never shows it', () => {
    const refusal = () => s3OptionsFrom({ ...BUCKET, RDM_S3_SECRET_ACCESS_KEY: 'hunter2' });
    expect(refusal).toThrow('RDM_S3_ACCESS_KEY_ID must be set with RDM_S3_SECRET_ACCESS_KEY');
    expect(refusal).not.toThrow('hunter2');
  });
});
