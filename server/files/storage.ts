import { closeSync, fsyncSync, openSync } from 'node:fs';
import { join } from 'node:path';

const GENERATED_NAME = /^[0-9a-f-]{36}$/;

/** Whether a name is one the server generated (a UUID), never one a client chose. */
export const isGeneratedName = (name: string): boolean => GENERATED_NAME.test(name);

/** Only names this module generated ever reach the file system. */
export const contentPath = (filesDir: string, storagePath: string): string => {
  if (!isGeneratedName(storagePath)) throw new Error(`Bad storage name: ${storagePath}`);
  return join(filesDir, storagePath);
};

/** Makes a rename durable: the directory entry is flushed too. */
export const syncDirectory = (dir: string): void => {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
};

const MIMETYPES: Record<string, string> = {
  csv: 'text/csv',
  txt: 'text/plain',
  md: 'text/markdown',
  json: 'application/json',
  xml: 'application/xml',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  zip: 'application/zip',
  gz: 'application/gzip',
  tar: 'application/x-tar',
  py: 'text/x-python',
  ipynb: 'application/x-ipynb+json',
  h5: 'application/x-hdf5',
  nc: 'application/x-netcdf',
};

export const mimetypeOf = (key: string): string =>
  MIMETYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
