import { isUploadActive, isUploadRestartable, type UploadStatus } from '../../../src/core/upload';

const EVERY_STATUS: UploadStatus[] = [
  'queued',
  'uploading',
  'finished',
  'failed',
  'cancelled',
  'pending',
];

test('only queued and uploading files are on their way', () => {
  expect(EVERY_STATUS.filter(isUploadActive)).toEqual(['queued', 'uploading']);
  expect(isUploadActive(undefined)).toBe(false);
});

test('failed, cancelled and pending files can be uploaded again; the others cannot', () => {
  expect(EVERY_STATUS.filter(isUploadRestartable)).toEqual(['failed', 'cancelled', 'pending']);
});
