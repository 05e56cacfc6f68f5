import {
  isUploadActive,
  isUploadPausable,
  isUploadRestartable,
  isUploadResumable,
  type UploadStatus,
} from '../../../src/core/upload';
import { anUploadEntry } from '../../support/upload/fakeUploadManager';

const EVERY_STATUS: UploadStatus[] = [
  'queued',
  'uploading',
  'paused',
  'finished',
  'failed',
  'cancelled',
  'pending',
];

test('only queued and uploading files are on their way', () => {
  expect(EVERY_STATUS.filter(isUploadActive)).toEqual(['queued', 'uploading']);
  expect(isUploadActive(undefined)).toBe(false);
});

test('paused, failed, cancelled and pending files can be uploaded again; the others cannot', () => {
  expect(EVERY_STATUS.filter(isUploadRestartable)).toEqual([
    'paused',
    'failed',
    'cancelled',
    'pending',
  ]);
});

describe('pause and resume', () => {
  const withParts = { parts: [{ part: 1, url: 'https://files.test/part/1' }] };

  test('only a file on its way in parts can be paused', () => {
    const pausable = (status: UploadStatus, links = withParts) =>
      isUploadPausable(anUploadEntry('a', { status, links }));
    expect(EVERY_STATUS.filter((status) => pausable(status))).toEqual(['queued', 'uploading']);
    expect(pausable('uploading', { parts: [] })).toBe(false);
  });

  test('a paused file resumes unless it waits to be chosen again', () => {
    expect(isUploadResumable(anUploadEntry('a', { status: 'paused' }))).toBe(true);
    expect(isUploadResumable(anUploadEntry('a', { status: 'paused', awaitsFile: true }))).toBe(
      false,
    );
    expect(isUploadResumable(anUploadEntry('a', { status: 'failed' }))).toBe(false);
  });
});
