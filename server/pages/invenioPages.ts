import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { linkExpirationRequired } from '../access/linkExpiration';
import { atLeast, levelOn, type Level } from '../auth/permissions';
import type { ServerContext } from '../context';
import { loadParentOf } from '../parentStore';
import { draftFilesLockConfig } from '../requests/fileModification';
import type { Community, DraftRecord } from '../../src/core/model';
import { callApi } from './api';
import { apiProblem, draftToEdit, problemPage, requireLogin } from './hostPages';
import type { SafeHtml } from './html';
import { invenioDepositBody } from './invenioDepositPage';
import { invenioFormsConfig } from './invenioFormsConfig';
import { isInvenioVersion, renderInvenioPage, type InvenioVersion } from './invenioLayout';
import { invenioNewRecord } from './invenioNewRecord';
import { invenioRecordBody } from './invenioRecordPage';
import { uiSerialized } from './invenioUiRecord';
import { recordDeletionFor, deletionReasonsFor } from './recordDeletionConfig';
import { fileList, filesWithheld } from './recordView';
import { TOMBSTONE_TITLE, tombstoneMain } from './tombstonePage';

type VersionParams = { version: string };
type RecordParams = VersionParams & { id: string };
/** What the pages use of a files listing. */
type FilesListing = { entries?: []; links?: { archive?: string } };

/** Where the pages of `version` live: `/invenio/v13/uploads/new` … */
const prefixOf = (version: InvenioVersion) => `/invenio/${version}`;

const sendPage = (request: FastifyRequest, reply: FastifyReply, title: string, body: SafeHtml) =>
  reply.type('text/html; charset=utf-8').send(renderInvenioPage(request, { title, body }));

/** The release a page copies, or null once a 404 is sent for an unknown one. */
const versionOf = (request: FastifyRequest<{ Params: VersionParams }>, reply: FastifyReply) => {
  const { version } = request.params;
  if (isInvenioVersion(version)) return version;
  void problemPage(request, reply, 404, 'This page does not exist.');
  return null;
};

/** The caller's permission level on a record (null: none). */
const levelOnRecord = (ctx: ServerContext, request: FastifyRequest, id: string): Level | null => {
  const parent = loadParentOf(ctx.db, id);
  return parent ? levelOn(ctx.db, request.identity, parent) : null;
};

/**
 * A new upload's permissions as InvenioRDM checks them without a record: managing and deleting
 * need an owner (none yet), files and access settings any logged-in user.
 */
const NEW_UPLOAD_PERMISSIONS = {
  can_manage: false,
  can_manage_files: true,
  can_delete_draft: false,
  can_manage_record_access: true,
};

const draftPermissions = (level: Level | null) => ({
  can_manage: atLeast(level, 'manage'),
  can_new_version: atLeast(level, 'curate'),
  can_delete_draft: atLeast(level, 'curate'),
  can_manage_files: atLeast(level, 'curate'),
  can_manage_record_access: atLeast(level, 'curate'),
});

/** `record.has_permissions_to([...])` of the record view; v14 asks about deletion too. */
const recordPermissions = (
  version: InvenioVersion,
  level: Level | null,
  canReadFiles: boolean,
) => ({
  can_edit: atLeast(level, 'curate'),
  can_new_version: atLeast(level, 'curate'),
  can_manage: atLeast(level, 'manage'),
  can_update_draft: atLeast(level, 'curate'),
  can_read_files: canReadFiles,
  can_review: atLeast(level, 'review'),
  can_view: true,
  can_media_read_files: canReadFiles,
  can_moderate: false,
  ...(version === 'v14'
    ? {
        can_request_deletion: false,
        can_immediately_delete: false,
        can_remove_community_from_record: false,
        removable_community_ids: [],
      }
    : {}),
});

/** v14's verdicts of a feature the server does not offer. */
const NOTHING_ALLOWED = { enabled: false, valid_user: false, allowed: false };

/**
 * The deposit page and the record page as invenio-app-rdm v12, v13 and v14 render them
 * (`/invenio/{version}/…`): InvenioRDM's hidden inputs and mount points, no `data-rdm-widget`
 * markup, for the library to recognise.
 */
export const invenioPages = (app: FastifyInstance, ctx: ServerContext): void => {
  app.get<{ Params: VersionParams; Querystring: { community?: string } }>(
    '/invenio/:version/uploads/new',
    async (request, reply) => {
      const version = versionOf(request, reply);
      if (!version || !requireLogin(request, reply)) return reply;
      let draftCommunity: Community | undefined;
      if (request.query.community) {
        const path = `/api/communities/${encodeURIComponent(request.query.community)}`;
        const answer = await callApi<Community>(app, request, path);
        if (answer.status !== 200) {
          return problemPage(request, reply, answer.status, 'This community does not exist.');
        }
        draftCommunity = answer.data;
      }
      const body = invenioDepositBody({
        version,
        record: invenioNewRecord(version),
        filesLocked: false,
        draftCommunity,
        files: { default_preview: null, entries: [], links: {} },
        formsConfig: invenioFormsConfig(ctx, request, version, { kind: 'create' }),
        permissions: NEW_UPLOAD_PERMISSIONS,
        linkExpirationRequired: linkExpirationRequired(ctx.options),
      });
      return sendPage(request, reply, 'New upload', body);
    },
  );

  app.get<{ Params: RecordParams }>('/invenio/:version/uploads/:id', async (request, reply) => {
    const version = versionOf(request, reply);
    if (!version) return reply;
    const { id } = request.params;
    const draft = await draftToEdit(app, ctx, request, reply, id, prefixOf(version));
    if (!draft) return reply;
    const files = await callApi(app, request, `/api/records/${encodeURIComponent(id)}/draft/files`);
    const published = draft.is_published
      ? await callApi<DraftRecord>(app, request, `/api/records/${encodeURIComponent(id)}?expand=1`)
      : null;
    // A published record's files stay as published unless a new version is made or they are
    // unlocked (v14's file modification).
    const lock = draftFilesLockConfig(ctx, request.identity, id);
    const body = invenioDepositBody({
      version,
      record: uiSerialized(draft),
      filesLocked: lock.filesLocked ?? false,
      files: files.status === 200 ? files.data : undefined,
      formsConfig: invenioFormsConfig(ctx, request, version, {
        kind: 'edit',
        recordId: id,
        publishedRecord: published?.status === 200 ? uiSerialized(published.data) : null,
        hideCommunitySelection: false,
      }),
      permissions: draftPermissions(levelOnRecord(ctx, request, id)),
      linkExpirationRequired: linkExpirationRequired(ctx.options),
      ...(draft.is_published
        ? {
            recordDeletion: recordDeletionFor(ctx, request, id),
            fileModification: lock.fileModification ?? NOTHING_ALLOWED,
          }
        : {}),
    });
    return sendPage(request, reply, draft.metadata.title || 'Draft', body);
  });

  app.get<{ Params: RecordParams; Querystring: { preview?: string } }>(
    '/invenio/:version/records/:id',
    async (request, reply) => {
      const version = versionOf(request, reply);
      if (!version) return reply;
      const id = encodeURIComponent(request.params.id);
      const preview = request.query.preview === '1';
      const recordPath = `/api/records/${id}?expand=1`;
      let answer = await callApi<DraftRecord>(
        app,
        request,
        preview ? `/api/records/${id}/draft?expand=1` : recordPath,
      );
      // A preview of a record with no draft shows the record, as `pass_record_or_draft` does.
      if (preview && answer.status === 404)
        answer = await callApi<DraftRecord>(app, request, recordPath);
      // A deleted record's page is its tombstone (410, `tombstone.html`).
      const tombstone = answer.status === 410 ? tombstoneMain(ctx, request.params.id) : null;
      if (tombstone) return sendPage(request, reply.code(410), TOMBSTONE_TITLE, tombstone);
      if (answer.status !== 200) return apiProblem(request, reply, answer.status);
      const record = answer.data;
      const files = record.links.files
        ? await callApi<FilesListing>(app, request, new URL(record.links.files).pathname)
        : { status: 200, data: { entries: [] } as FilesListing };
      const canReadFiles = files.status === 200;
      const level = levelOnRecord(ctx, request, request.params.id);
      const user = request.identity.user;
      const owner = (
        record as {
          expanded?: { parent?: { access?: { owned_by?: { id?: string; username?: string } } } };
        }
      ).expanded?.parent?.access?.owned_by;
      const recordDeletion = recordDeletionFor(ctx, request, request.params.id);
      const body = invenioRecordBody({
        version,
        record: uiSerialized(record),
        recordDeletion,
        // The removal reasons only when the visitor may delete (`record_deletion_options`).
        recordDeletionOptions: recordDeletion?.allowed ? deletionReasonsFor(ctx, request) : [],
        permissions: recordPermissions(version, level, canReadFiles),
        isDraft: record.is_draft === true,
        isPreview: preview,
        visitor: user ? { fullName: user.fullName, email: user.email } : null,
        currentUserId: user?.id ?? '',
        ownerId: owner?.id ?? '',
        ownerUsername: owner?.username ?? '',
        files: canReadFiles ? fileList(files.data.entries ?? [], files.data.links?.archive) : null,
        filesWithheld: filesWithheld(record),
        linkExpirationRequired: linkExpirationRequired(ctx.options),
      });
      return sendPage(request, reply, record.metadata.title || 'Record', body);
    },
  );
};
