import type { FilesApi } from '../api/files';
import { requireLink } from '../api/links';
import type { FileLinks, MultipartTransfer, ServerFileEntry } from '../model';
import { fingerprintOf } from './fileFingerprint';
import { bytesOfParts } from './multipartPlan';
import type { ResumeKeeper } from './resumeKeeper';
import type { FileIdentity, ResumeRecord } from './resumeStore';
import { findOnServer, hasUploadLinks } from './uploadSteps';

/** A file's transfer in parts as far as it went; kept while the file is paused. */
export interface PartsState {
  /** The file's own link, under which it is remembered (none: it is not). */
  fileLink?: string;
  transfer: MultipartTransfer;
  /** Parts the server has acknowledged. */
  acknowledged: Set<number>;
  /** The file the parts are of: one chosen on this visit, or as an earlier visit knew it. */
  source: File | FileIdentity;
}

export const NOT_THE_PAUSED_FILE_MESSAGE =
  'This is not the file that was paused: it is uploaded from the start.';

/**
 * The parts state as the server's entry tells it: its list of the parts it holds wins over
 * ours when it has one. Undefined when the server cuts the file otherwise.
 */
export const withServerParts = (
  parts: PartsState,
  server: ServerFileEntry,
): PartsState | undefined => {
  const { transfer, links } = server;
  const { parts: count, part_size } = parts.transfer;
  if (transfer?.parts !== undefined && transfer.parts !== count) return undefined;
  if (transfer?.part_size !== undefined && transfer.part_size !== part_size) return undefined;
  if (links.parts !== undefined && links.parts.length !== count) return undefined;
  const received = transfer?.received_parts;
  return received ? { ...parts, acknowledged: new Set(received) } : parts;
};

/** The parts state a record remembers. */
export const partsStateOfRecord = (record: ResumeRecord): PartsState => ({
  fileLink: record.fileLink,
  transfer: { type: 'M', parts: record.transfer.parts, part_size: record.transfer.partSize },
  acknowledged: new Set(record.acknowledgedParts),
  source: record.file,
});

/** The share of the file the server has, in whole percents. */
export const acknowledgedPercent = (parts: PartsState | undefined, size: number): number =>
  parts && size > 0
    ? Math.floor((bytesOfParts(parts.transfer, size, parts.acknowledged) / size) * 100)
    : 0;

const isSameFile = async (file: File, source: File | FileIdentity): Promise<boolean> => {
  if (file === source) return true;
  if (file.size !== source.size || file.lastModified !== source.lastModified) return false;
  const [chosen, paused] = await Promise.all([
    fingerprintOf(file),
    'fingerprint' in source ? source.fingerprint : fingerprintOf(source),
  ]);
  return chosen !== undefined && chosen === paused;
};

export interface ResumeContext {
  filesApi: FilesApi;
  resume: ResumeKeeper;
}

export interface Resumption {
  /** Where the file goes on: the server's fresh links, or none (it is announced anew). */
  links: FileLinks;
  /** The parts state to go on with; undefined when the file starts anew. */
  parts: PartsState | undefined;
  /** The file chosen is not the one paused. */
  anotherFile: boolean;
}

/**
 * Where a paused file goes on from. When the same file is chosen and the server still awaits
 * its parts, its entry gives fresh part links (pre-signed URLs expire) and, when it lists
 * them, the parts it holds. Otherwise the pending entry is deleted and forgotten, and the file
 * is announced anew.
 */
export const resumeFrom = async (
  context: ResumeContext,
  {
    name,
    file,
    filesLink,
    parts,
  }: { name: string; file: File; filesLink?: string; parts: PartsState },
  signal: AbortSignal,
): Promise<Resumption> => {
  const sameFile = await isSameFile(file, parts.source);
  const known = await findOnServer(
    context.filesApi,
    requireLink(filesLink, 'files', 'draft'),
    name,
    signal,
  );
  const server =
    known && hasUploadLinks(known.links) && known.links.parts?.length
      ? withServerParts(parts, known)
      : undefined;
  if (known && server && sameFile)
    return { links: known.links, parts: { ...server, source: file }, anotherFile: false };
  if (known) await context.filesApi.delete(known, { pending: true, signal });
  if (parts.fileLink) context.resume.forget(parts.fileLink);
  return { links: {}, parts: undefined, anotherFile: !sameFile };
};
