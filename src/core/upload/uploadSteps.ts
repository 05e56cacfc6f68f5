import { ApiError, isApiError } from '../api/errors';
import type { FilesApi, FileToInitialise } from '../api/files';
import { requireLink } from '../api/links';
import type { FileLinks, ServerFileEntry } from '../model';

/**
 * The links a file needs to be uploaded: where its content goes (one content link, or a link
 * for each part) and how it is committed.
 */
export interface UploadLinks extends FileLinks {
  commit: string;
}

export const hasUploadLinks = (links: FileLinks): links is UploadLinks =>
  Boolean(links.commit && (links.content || links.parts?.length));

const entryNamed = (entries: readonly ServerFileEntry[], key: string) =>
  entries.find((entry) => entry.key.normalize('NFC') === key.normalize('NFC'));

/** The file's entry in the draft's files list, if the server knows it. */
export const findOnServer = async (
  filesApi: FilesApi,
  filesLink: string,
  key: string,
  signal?: AbortSignal,
): Promise<ServerFileEntry | undefined> =>
  entryNamed((await filesApi.list(filesLink, { signal })).entries, key);

const uploadLinksOf = (entry: ServerFileEntry | undefined, key: string): UploadLinks => {
  const links = entry?.links ?? {};
  if (!hasUploadLinks(links))
    throw new ApiError({ message: `The server gave no upload links for '${key}'.` });
  return links;
};

/** A validation error naming an announce's `transfer` (InvenioRDM v12: "Unknown field."). */
const refusesTransfer = (error: unknown): boolean =>
  isApiError(error) &&
  error.status === 400 &&
  error.fieldErrors.some((fieldError) => /(^|\.)transfer(\.|$)/.test(fieldError.field));

/**
 * Announces the file to the server and answers its links. When an earlier announce may have
 * reached the server (its answer was lost, or it was cancelled), the files list is read first:
 * announcing the same key twice is refused as a duplicate. An announce in parts that the
 * server refuses for its `transfer` key is made again without it.
 */
export const initialiseFile = async (
  filesApi: FilesApi,
  filesLink: string | undefined,
  file: FileToInitialise,
  maybeKnown: boolean,
  signal: AbortSignal,
): Promise<UploadLinks> => {
  const link = requireLink(filesLink, 'files', 'draft');
  if (maybeKnown) {
    const known = await findOnServer(filesApi, link, file.key, signal);
    if (known && hasUploadLinks(known.links)) return known.links;
  }
  const announce = async (announced: FileToInitialise) => {
    const answer = await filesApi.initFiles(link, [announced], { signal });
    return uploadLinksOf(entryNamed(answer.entries, file.key), file.key);
  };
  try {
    return await announce(file);
  } catch (error) {
    // A server without multipart transfers (InvenioRDM v12) refuses the key: one request then.
    if (file.transfer && refusesTransfer(error)) return announce({ key: file.key });
    throw error;
  }
};
