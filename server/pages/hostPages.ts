import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { linkExpirationRequired } from '../access/linkExpiration';
import { atLeast, levelOn } from '../auth/permissions';
import type { ServerContext } from '../context';
import { urlsFor } from '../http/urls';
import { membershipsOf } from '../communities/store';
import { draftFilesQuota, filesQuotaOf } from '../files/quota';
import { v13Option } from '../options';
import { draftFilesLockConfig } from '../requests/fileModification';
import { quotaIncreaseConfig, quotaIncreaseOn } from '../requests/quotaIncrease';
import { loadParentOf } from '../parentStore';
import { resolverEndpoints } from '../prefill/resolver';
import type { Community, DraftRecord } from '../../src/core/model';
import { callApi } from './api';
import { communitySubmissions } from './communitySubmissions';
import { decisionsNotice } from './decisionsNotice';
import { depositCustomFields } from './depositCustomFields';
import { formVocabularies } from './depositVocabularies';
import { hostText } from './hostTexts';
import { html, type SafeHtml } from './html';
import { problemMessage, renderPage } from './layout';
import { pageLanguage } from './pageLanguage';
import { hostDeletionConfig } from './recordDeletionConfig';
import { recordDetails, type VersionEntry } from './recordDetails';
import { fileList, filesWithheld, recordListItem } from './recordView';
import { TOMBSTONE_TITLE, tombstoneMain } from './tombstonePage';
import { availableWidgets, widgetSlot } from './widgetSlot';

type Reply = FastifyReply;
type Params = { id: string };
/** What the record page uses of a files listing. */
type FilesListing = { entries?: []; links?: { archive?: string } };
/** What the record page uses of a versions listing. */
type VersionsListing = { hits?: { hits?: VersionEntry[] } };

const EXPIRED_LINK_NOTICE = 'Your shared link has expired.';

const send = (
  request: FastifyRequest,
  reply: Reply,
  title: string,
  main: SafeHtml,
  widgets: string[] = [],
) =>
  reply.type('text/html; charset=utf-8').send(
    renderPage(request, {
      title,
      main,
      widgets: availableWidgets(widgets),
      notice: request.identity.linkTokenExpired ? EXPIRED_LINK_NOTICE : undefined,
    }),
  );

/** Sends a visitor who is not logged in to the login page, and back here after it. */
export const requireLogin = (request: FastifyRequest, reply: Reply): boolean => {
  if (request.identity.user) return true;
  void reply.redirect(`/login?${new URLSearchParams({ next: request.url })}`, 303);
  return false;
};

export const problemPage = (
  request: FastifyRequest,
  reply: Reply,
  status: number,
  message: string,
) => {
  reply.code(status);
  return send(request, reply, message, problemMessage(message));
};

export const apiProblem = (request: FastifyRequest, reply: Reply, status: number) =>
  status === 403
    ? problemPage(request, reply, 403, 'You do not have permission to see this page.')
    : status === 410
      ? problemPage(request, reply, 410, 'This record was deleted.')
      : problemPage(request, reply, status, 'This record does not exist.');

/** The caller's permissions on a record, as the widgets expect them. */
export const permissionsOn = (ctx: ServerContext, request: FastifyRequest, recordId: string) => {
  const parent = loadParentOf(ctx.db, recordId);
  const level = parent ? levelOn(ctx.db, request.identity, parent) : null;
  return {
    can_manage: atLeast(level, 'manage'),
    can_edit: atLeast(level, 'curate'),
    can_new_version: atLeast(level, 'curate'),
    can_preview: atLeast(level, 'preview'),
  };
};

/** Who is looking at a page, as the request-access widget takes them: `null` for a guest. */
const visitorOf = (request: FastifyRequest) => {
  const user = request.identity.user;
  return user ? { id: user.id, email: user.email, full_name: user.fullName } : null;
};

/**
 * The draft a deposit page edits, or null once the reply is sent (login, 403, 404, or a preview
 * link's holder sent to the preview under `pagesPrefix`). No draft to read: a published record
 * is edited (its edit draft made), as InvenioRDM's page does; the edit answers 404 where no
 * record was ever published.
 */
export const draftToEdit = async (
  app: FastifyInstance,
  ctx: ServerContext,
  request: FastifyRequest,
  reply: Reply,
  id: string,
  pagesPrefix = '',
): Promise<DraftRecord | null> => {
  const draftPath = `/api/records/${encodeURIComponent(id)}/draft`;
  let answer = await callApi<DraftRecord>(app, request, `${draftPath}?expand=1`);
  let editing = false;
  if (answer.status === 403 || answer.status === 404) {
    const edit = await callApi<DraftRecord>(app, request, `${draftPath}?expand=1`, 'POST');
    if (edit.status !== 404) [answer, editing] = [edit, true];
  }
  // A visitor who is not logged in may well own the draft: ask them to log in first.
  if (answer.status === 403 && !requireLogin(request, reply)) return null;
  if (answer.status === 403 && editing) {
    void problemPage(request, reply, 403, 'You do not have permission to edit this record.');
    return null;
  }
  if (answer.status !== 200 && answer.status !== 201) {
    void apiProblem(request, reply, answer.status);
    return null;
  }
  // A preview link's holder may read the draft but not change it: they get its preview.
  if (!permissionsOn(ctx, request, id).can_edit) {
    void reply.redirect(`${pagesPrefix}/records/${encodeURIComponent(id)}?preview=1`, 303);
    return null;
  }
  return answer.data;
};

/** The Share button's config on a record's page: whether its links must expire. */
const shareConfig = (ctx: ServerContext) => ({
  require_secret_links_expiration: linkExpirationRequired(ctx.options),
});

/** What the deposit form needs besides the record (the memberships badge the community picker). */
const depositConfig = (ctx: ServerContext, request: FastifyRequest, draftId?: string) => {
  const { api } = urlsFor(request);
  const user = request.identity.user;
  const quota = draftId ? draftFilesQuota(ctx.db, ctx.options, draftId) : filesQuotaOf(ctx.options);
  const locale = pageLanguage(request).code;
  const deletion = hostDeletionConfig(ctx, request, draftId);
  return {
    user_communities_memberships: user ? membershipsOf(ctx.db, user.id) : {},
    createUrl: `${api}/records`,
    default_locale: 'en',
    fileUploadConcurrency: 3,
    // The demo saves by itself two seconds after the user stops typing.
    autosave: { delayMs: 2000 },
    // The server's own limits, so that the form refuses what the server would.
    quota: {
      maxFiles: quota.maxFiles,
      maxStorage: quota.quotaSize,
      ...(quotaIncreaseOn(ctx.options)
        ? { quotaIncrease: quotaIncreaseConfig(ctx, request.identity, draftId) }
        : {}),
    },
    // A published record's draft: its files locked or not, and whether they may be unlocked.
    ...(draftId ? draftFilesLockConfig(ctx, request.identity, draftId) : {}),
    // Files over 8 MiB go in parts of 8 MiB (object stores take parts of 5 MiB or more), so the
    // demo sends files of an everyday size in parts too.
    multipartUpload: { partSize: 8 * 1024 * 1024 },
    licenceSearchUrl: `${api}/vocabularies/licenses`,
    is_doi_required: !ctx.options.doiOptional,
    community_required_to_publish: v13Option(ctx.options, 'communityRequired'),
    require_secret_links_expiration: linkExpirationRequired(ctx.options),
    ...(v13Option(ctx.options, 'publishChecklist') && {
      publish_checklist: [
        {
          id: 'no-personal-data',
          text: hostText('I confirm that the record contains no personal data.', locale),
        },
      ],
    }),
    vocabularies: {
      ...formVocabularies(ctx.db, locale, ctx.options.apiVersion !== 'v12'),
      ...(deletion && { deletion_request_removal_reasons: deletion.reasons }),
    },
    // A published record's draft: whether and how its owner may delete the record.
    ...(deletion && { recordDeletion: deletion.recordDeletion }),
    // Creators from a file came after v12 (invenio-rdm-records 34): the v12 demo has none.
    creatorsFileImport: ctx.options.apiVersion !== 'v12',
    // Tests and journeys look works up in the fake resolver; the demo where they live.
    ...(ctx.options.prefillFixtures && {
      prefill: { endpoints: resolverEndpoints(new URL(api).origin) },
    }),
    custom_fields: depositCustomFields(ctx.db, api, locale),
    pids: [
      {
        scheme: 'doi',
        label: 'DOI',
        placeholder: '10.1234/example',
        can_be_managed: true,
        can_be_unmanaged: true,
        btn_label_get: hostText('Get a DOI now!', locale),
        btn_label_discard: hostText('Discard the reserved DOI', locale),
      },
    ],
  };
};

/**
 * The deposit page's heading, as InvenioRDM's deposit page titles it: a draft never published
 * is a new upload (a new version after the first), a published record's draft is an edit.
 */
const depositHeading = (record: DraftRecord) => {
  if (record.is_published) return 'Edit upload';
  return (record.versions?.index ?? 1) > 1 ? 'New version' : 'New upload';
};

export const hostPages = (app: FastifyInstance, ctx: ServerContext): void => {
  app.get('/uploads/new', async (request, reply) => {
    if (!requireLogin(request, reply)) return reply;
    const props = { config: depositConfig(ctx, request), record: {} };
    const main = html`<h1 class="ui header">New upload</h1>
      ${widgetSlot('deposit-form', props, 'The deposit form will appear here.')}`;
    return send(request, reply, 'New upload', main, ['deposit-form']);
  });

  app.get<{ Params: Params }>('/uploads/:id', async (request, reply) => {
    const { id } = request.params;
    const record = await draftToEdit(app, ctx, request, reply, id);
    if (!record) return reply;
    const permissions = permissionsOn(ctx, request, id);
    const props = { config: depositConfig(ctx, request, id), record, permissions };
    const main = html`<h1 class="ui header">${depositHeading(record)}</h1>
      ${widgetSlot('deposit-form', props, 'The deposit form for this draft will appear here.')}`;
    return send(request, reply, record.metadata.title || 'Draft', main, ['deposit-form']);
  });

  // The latest published version's page, found through the API as the caller may see it.
  app.get<{ Params: Params }>('/records/:id/latest', async (request, reply) => {
    const id = encodeURIComponent(request.params.id);
    const path = `/api/records/${id}/versions?sort=version&size=1`;
    const answer = await callApi<{ hits?: { hits?: { id: string }[] } }>(app, request, path);
    const latest = answer.data.hits?.hits?.[0]?.id;
    if (!latest) return apiProblem(request, reply, answer.status === 200 ? 404 : answer.status);
    return reply.redirect(`/records/${encodeURIComponent(latest)}`, 302);
  });

  app.get<{ Params: Params; Querystring: { preview?: string } }>(
    '/records/:id',
    async (request, reply) => {
      const id = encodeURIComponent(request.params.id);
      const preview = request.query.preview === '1';
      let answer = await callApi<DraftRecord>(
        app,
        request,
        preview ? `/api/records/${id}/draft?expand=1` : `/api/records/${id}?expand=1`,
      );
      let showsDraft = preview;
      if (preview && answer.status === 404) {
        answer = await callApi<DraftRecord>(app, request, `/api/records/${id}?expand=1`);
        showsDraft = false;
      }
      // A deleted record's page is its tombstone (410).
      const tombstone = answer.status === 410 ? tombstoneMain(ctx, request.params.id) : null;
      if (tombstone) return send(request, reply.code(410), TOMBSTONE_TITLE, tombstone);
      if (answer.status !== 200) return apiProblem(request, reply, answer.status);
      const record = answer.data;
      const files: { status: number; data: FilesListing } = record.links.files
        ? await callApi<FilesListing>(app, request, new URL(record.links.files).pathname)
        : { status: 200, data: { entries: [] } };
      // A draft that was never published has no versions to list.
      const versions = record.is_published
        ? await callApi<VersionsListing>(app, request, `/api/records/${id}/versions?size=25`)
        : { status: 200, data: {} };
      const permissions = permissionsOn(ctx, request, request.params.id);
      const main = html`${widgetSlot('status-banner', { record, permissions }, `Status: ${record.status ?? 'unknown'}`)}
        ${recordDetails(record, {
          preview: showsDraft,
          versions: versions.status === 200 ? (versions.data.hits?.hits ?? []) : [],
          actions: html`${
            // Whoever may edit (owner, edit grant or edit link) gets InvenioRDM's Edit button.
            permissions.can_edit
              ? html`<a class="ui primary button" href="/uploads/${request.params.id}">Edit</a>`
              : null
          }
          ${widgetSlot('share-access', { record, permissions, config: shareConfig(ctx) }, 'The Share button will appear here.')}
          ${widgetSlot('new-version-button', { record, permissions }, 'The New version button will appear here.')}
          ${
            // Anyone logged in who reads the record may start an upload of their own from it.
            request.identity.user
              ? widgetSlot(
                  'new-upload-from-record',
                  { record, config: { createUrl: `${urlsFor(request).api}/records` } },
                  'The New upload from this record button will appear here.',
                )
              : null
          }`,
        })}
        <h2 class="ui header">Files</h2>
        ${
          // A draft's files in the uploader; a published record's as a list (its page has its
          // own New version button, which the uploader would offer a second time).
          files.status !== 200
            ? html`${filesWithheld(record)}
              ${widgetSlot(
                'request-access',
                { record, visitor: visitorOf(request), config: { loginUrl: '/login' } },
                'The access request form will appear here.',
              )}`
            : showsDraft
              ? widgetSlot(
                  'file-uploader',
                  { config: depositConfig(ctx, request, request.params.id), record, permissions },
                  fileList(files.data.entries ?? []),
                )
              : fileList(files.data.entries ?? [], files.data.links?.archive)
        }`;
      return send(request, reply, record.metadata.title || 'Record', main, [
        ...(showsDraft ? ['file-uploader' as const] : []),
        ...(files.status !== 200 ? ['request-access' as const] : []),
        'status-banner',
        'share-access',
        'new-version-button',
        ...(request.identity.user ? ['new-upload-from-record' as const] : []),
      ]);
    },
  );

  app.get('/me/uploads', async (request, reply) => {
    if (!requireLogin(request, reply)) return reply;
    const answer = await callApi<{ hits: { hits: DraftRecord[] } }>(
      app,
      request,
      '/api/user/records?size=100',
    );
    const hits = answer.status === 200 ? answer.data.hits.hits : [];
    const main = html`<h1 class="ui header">My uploads</h1>
      ${await decisionsNotice(app, request)}
      <p><a class="ui primary button" href="/uploads/new">New upload</a></p>
      ${
        hits.length === 0
          ? html`<p>You have no uploads yet.</p>`
          : html`<div class="ui divided items">${hits.map(recordListItem)}</div>`
      }`;
    return send(request, reply, 'My uploads', main);
  });

  app.get<{ Params: { slug: string } }>('/communities/:slug', async (request, reply) => {
    const answer = await callApi<Community>(
      app,
      request,
      `/api/communities/${encodeURIComponent(request.params.slug)}`,
    );
    if (answer.status !== 200)
      return problemPage(request, reply, answer.status, 'This community does not exist.');
    const community = answer.data;
    // No widget here: the community header is the deposit form's (it edits a draft's review).
    const main = html`<h1 class="ui header">${community.metadata.title}</h1>
      <p>${community.metadata.description ?? ''}</p>
      <p>Visibility: ${community.access.visibility}</p>
      ${await communitySubmissions(app, ctx, request, community.id)}`;
    return send(request, reply, community.metadata.title, main);
  });

  app.get<{ Querystring: { q?: string } }>('/search', async (request, reply) => {
    const q = request.query.q ?? '';
    const answer = await callApi<{ hits: { hits: DraftRecord[]; total: number } }>(
      app,
      request,
      `/api/records?${new URLSearchParams({ q, size: '25' })}`,
    );
    const hits = answer.status === 200 ? answer.data.hits.hits : [];
    const main = html`<h1 class="ui header">Search</h1>
      <form class="ui form" role="search" method="get" action="/search">
        <div class="ui action input">
          <input name="q" value="${q}" aria-label="Search records" />
          <button class="ui button" type="submit">Search</button>
        </div>
      </form>
      <p role="status">
        ${answer.status === 200 ? `${answer.data.hits.total} result(s)` : 'Search failed.'}
      </p>
      <div class="ui divided items">${hits.map(recordListItem)}</div>`;
    return send(request, reply, 'Search', main);
  });
};
