import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { ServerContext } from '../context';
import { badRequest, forbidden, notFound } from '../http/errors';
import { urlsFor } from '../http/urls';
import { canReadFiles, draftFor, recordFor } from '../records/access';
import { filesArchive } from './archive';
import { noFile } from './draftFiles';
import { entriesJson, entryJson } from './entries';
import { checkedFileKey } from './keys';
import { PART_FAILED, PartRefused, receivePart } from './multipart';
import { findUpload } from './multipartStore';
import { commitFile, deleteFile, importFiles, initFiles, putContent } from './service';
import { fileRows, findFile, type Bucket, type FileRow } from './store';

type IdParams = { Params: { id: string } };
type KeyParams = { Params: { id: string; key: string } };
type PartParams = { Params: { id: string; key: string; part: string } };

const filesUrl = (request: FastifyRequest, id: string, bucket: Bucket) =>
  `${urlsFor(request).api}/records/${id}${bucket === 'draft' ? '/draft' : ''}/files`;

/** The body of a content PUT, handed over unread (the octet-stream parser below). */
const streamedBody = (request: FastifyRequest): IncomingMessage => {
  const body = request.body as IncomingMessage | undefined;
  if (!body || typeof body[Symbol.asyncIterator] !== 'function') {
    throw badRequest('File content must be sent as application/octet-stream.');
  }
  return body;
};

const declaredLength = (request: FastifyRequest): number | undefined => {
  const header = request.headers['content-length'];
  return header === undefined ? undefined : Number(header);
};

/**
 * Draft files (docs/reference-server.md#how-it-answers) and the read-only files of published
 * records.
 */
export const filesRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  const { db } = ctx;

  const listJson = async (
    request: FastifyRequest,
    id: string,
    bucket: Bucket,
    doc: { files: { enabled: boolean; default_preview?: string | null; order?: string[] } },
  ) => {
    const url = filesUrl(request, id, bucket);
    return {
      enabled: doc.files.enabled,
      default_preview: doc.files.default_preview ?? null,
      order: doc.files.order ?? [],
      entries: await entriesJson(ctx, fileRows(db, id, bucket), url),
      links: { self: url, archive: `${url.replace(/\/files$/, '')}/files-archive` },
    };
  };

  /**
   * The files of a record or draft in one zip (InvenioRDM's `read_archive`), to those who may
   * read each file's content.
   */
  const sendArchive = (reply: FastifyReply, id: string, bucket: Bucket) =>
    reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename=${id}.zip`)
      .send(filesArchive(ctx.contents, fileRows(db, id, bucket)));

  /** The record (read-only) file calls need: the record readable, files open or `view`. */
  const recordFile = (request: FastifyRequest, id: string) => {
    const { record, level } = recordFor(db, request.identity, id);
    if (!canReadFiles(record.doc.access, level)) throw forbidden();
    return record;
  };

  /**
   * The content, streamed by the server, or a redirect (302) to where the storage serves it
   * (a pre-signed GET on S3, answering with the same type and disposition:
   * docs/reference-server.md#storage).
   */
  const sendContent = async (
    request: FastifyRequest,
    reply: FastifyReply,
    row: FileRow | null,
    id: string,
    key: string,
  ) => {
    if (!row) throw noFile(id, key);
    if (!row.storage_path) throw notFound(`The content of file '${key}' has not been uploaded.`);
    const download = (request.query as { download?: string } | undefined)?.download;
    const disposition = download === undefined ? 'inline' : 'attachment';
    const headers = {
      contentType: row.mimetype ?? 'application/octet-stream',
      contentDisposition: `${disposition}; filename*=UTF-8''${encodeURIComponent(key)}`,
    };
    const url = await ctx.contents.downloadUrl(row.storage_path, headers);
    if (url) return reply.redirect(url, 302);
    return reply
      .header('Content-Type', headers.contentType)
      .header('Content-Length', String(row.size ?? 0))
      .header('Content-Disposition', headers.contentDisposition)
      .header('ETag', `"${row.checksum ?? ''}"`)
      .header('Last-Modified', new Date(row.updated).toUTCString())
      .send(await ctx.contents.read(row.storage_path));
  };

  app.get<IdParams>('/api/records/:id/files', async (request) => {
    const record = recordFile(request, request.params.id);
    return listJson(request, record.id, 'record', record.doc);
  });

  app.get<KeyParams>('/api/records/:id/files/:key', async (request) => {
    const record = recordFile(request, request.params.id);
    const row = findFile(db, record.id, 'record', request.params.key);
    if (!row) throw noFile(record.id, request.params.key);
    return entryJson(ctx, row, filesUrl(request, record.id, 'record'));
  });

  app.get<KeyParams>('/api/records/:id/files/:key/content', async (request, reply) => {
    const record = recordFile(request, request.params.id);
    const { key } = request.params;
    return sendContent(request, reply, findFile(db, record.id, 'record', key), record.id, key);
  });

  app.get<IdParams>('/api/records/:id/files-archive', async (request, reply) => {
    const record = recordFile(request, request.params.id);
    return sendArchive(reply, record.id, 'record');
  });

  app.get<IdParams>('/api/records/:id/draft/files', async (request) => {
    const { draft } = draftFor(db, request.identity, request.params.id, 'preview');
    return listJson(request, draft.id, 'draft', draft.doc);
  });

  app.post<IdParams>('/api/records/:id/draft/files', async (request, reply) => {
    const id = request.params.id;
    await initFiles(ctx, request.identity, id, request.body);
    const { draft } = draftFor(db, request.identity, id, 'preview');
    return reply.code(201).send(await listJson(request, id, 'draft', draft.doc));
  });

  app.get<KeyParams>('/api/records/:id/draft/files/:key', async (request) => {
    const { id, key } = request.params;
    draftFor(db, request.identity, id, 'preview');
    const row = findFile(db, id, 'draft', key);
    if (!row) throw noFile(id, key);
    return entryJson(ctx, row, filesUrl(request, id, 'draft'));
  });

  app.get<KeyParams>('/api/records/:id/draft/files/:key/content', async (request, reply) => {
    const { id, key } = request.params;
    draftFor(db, request.identity, id, 'preview');
    // InvenioRDM lets only the system read the content of a multipart file before its commit.
    if (findUpload(db, id, key)) throw forbidden();
    return sendContent(request, reply, findFile(db, id, 'draft', key), id, key);
  });

  app.get<IdParams>('/api/records/:id/draft/files-archive', async (request, reply) => {
    const { draft } = draftFor(db, request.identity, request.params.id, 'preview');
    return sendArchive(reply, draft.id, 'draft');
  });

  app.post<KeyParams>('/api/records/:id/draft/files/:key/commit', async (request) => {
    const { id } = request.params;
    const row = await commitFile(ctx, request.identity, id, checkedFileKey(request.params.key));
    return entryJson(ctx, row, filesUrl(request, id, 'draft'));
  });

  app.delete<KeyParams>('/api/records/:id/draft/files/:key', async (request, reply) => {
    const key = checkedFileKey(request.params.key);
    await deleteFile(ctx, request.identity, request.params.id, key);
    return reply.code(204).send();
  });

  app.post<IdParams>('/api/records/:id/draft/actions/files-import', async (request, reply) => {
    const id = request.params.id;
    importFiles(ctx, request.identity, id);
    const { draft } = draftFor(db, request.identity, id, 'preview');
    return reply.code(201).send(await listJson(request, id, 'draft', draft.doc));
  });

  /**
   * `PUT {file}/content/{part}`. A part InvenioRDM refuses is answered as it answers it: 200,
   * the entry and `errors`, the reason only in the log.
   */
  const putPart = async (request: FastifyRequest<PartParams>) => {
    const { id } = request.params;
    const key = checkedFileKey(request.params.key);
    const part = Number(request.params.part);
    const url = filesUrl(request, id, 'draft');
    try {
      const body = streamedBody(request);
      const length = declaredLength(request);
      const row = await receivePart(ctx, request.identity, { id, key, part }, body, length);
      return await entryJson(ctx, row, url);
    } catch (error) {
      if (!(error instanceof PartRefused)) throw error;
      request.log.warn({ key, part }, error.message);
      const row = findFile(db, id, 'draft', key) as FileRow;
      return { ...(await entryJson(ctx, row, url)), errors: PART_FAILED };
    }
  };

  // File contents stream straight to disk: the octet-stream body is handed over unread,
  // only to this scope, so no other route accepts raw bodies.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', (_request, payload, done) =>
      done(null, payload),
    );
    // A content cut short by a limit stops being read: the connection cannot serve another
    // request after it.
    scope.addHook('onSend', async (request, reply) => {
      if (request.raw.destroyed && !request.raw.complete) reply.header('Connection', 'close');
    });
    scope.put<KeyParams>('/api/records/:id/draft/files/:key/content', async (request) => {
      const { id } = request.params;
      const key = checkedFileKey(request.params.key);
      const body = streamedBody(request);
      const row = await putContent(ctx, request.identity, id, key, body, declaredLength(request));
      return entryJson(ctx, row, filesUrl(request, id, 'draft'));
    });
    // v12 had no multipart transfer: there, this route does not exist.
    if (ctx.options.apiVersion === 'v12') return;
    // Digits only, as InvenioRDM's `<int:part>`.
    scope.put<PartParams>('/api/records/:id/draft/files/:key/content/:part(^\\d+$)', putPart);
  });
};
