import type { Identity } from '../auth/identity';
import { atLeast, type Level } from '../auth/permissions';
import { findUserById, userJson } from '../auth/users';
import { canIncludeDirectly, communityPickJson, findCommunity } from '../communities/store';
import type { Db } from '../db/database';
import { uploadsOf, type UploadRow } from '../files/multipartStore';
import { fileEntryJson, fileRows, type Bucket } from '../files/store';
import type { FieldError } from '../http/errors';
import type { Urls } from '../http/urls';
import type { ParentDoc } from '../parentDoc';
import { loadParent } from '../parentStore';
import type { RequestDoc } from '../requests/store';
import { canReadFiles, levelFor, reviewOf } from './access';
import { dumpCustomFields } from './customFields';
import { vocabularyLookup } from './input';
import { draftLinks, recordLinks, requestDeletionLink } from './links';
import type { DraftRow, RecordRow, StoredDoc } from './model';
import { findRecord, versionsOf } from './store';

/** Who is asking and how: links are built from `urls`, `expand` adds `expanded`. */
export interface View {
  urls: Urls;
  identity: Identity;
  expand: boolean;
  /** Drafts link to where more room is asked for (`quota_increase`). */
  quotaIncrease?: boolean;
  /** Published records and their edit drafts link to where deletion is asked (`request_deletion`). */
  recordDeletion?: boolean;
  /** Published records and their drafts link to where files are unlocked (`file_modification`). */
  fileModification?: boolean;
}

const REVIEW_STATUSES: Record<string, string> = {
  created: 'draft_with_review',
  submitted: 'in_review',
  declined: 'declined',
  expired: 'expired',
};

/**
 * A draft's status (docs/reference-server.md#how-it-answers; v12 rule: the review only maps
 * statuses of a first version).
 */
export const draftStatus = (published: boolean, index: number, review: RequestDoc | null) => {
  if (published) return 'published';
  const fromReview = index === 1 && review ? REVIEW_STATUSES[review.status] : undefined;
  return fromReview ?? (index > 1 ? 'new_version_draft' : 'draft');
};

const accessJson = (doc: StoredDoc) => {
  const { access } = doc;
  const status = access.embargo?.active
    ? 'embargoed'
    : access.record === 'restricted' || access.files === 'restricted'
      ? 'restricted'
      : doc.files.enabled
        ? 'open'
        : 'metadata-only';
  return {
    ...access,
    embargo: { ...access.embargo, active: access.embargo?.active ?? false },
    status,
  };
};

const filesJson = (db: Db, urls: Urls, id: string, bucket: Bucket, doc: StoredDoc) => {
  const filesUrl = `${urls.api}/records/${id}${bucket === 'draft' ? '/draft' : ''}/files`;
  const rows = fileRows(db, id, bucket);
  // Pending multipart files show their transfer; their part links are the files API's.
  const uploads = bucket === 'draft' ? uploadsOf(db, id) : new Map<string, UploadRow>();
  return {
    enabled: doc.files.enabled,
    default_preview: doc.files.default_preview ?? null,
    order: doc.files.order ?? [],
    count: rows.length,
    total_bytes: rows.reduce(
      (sum, row) => sum + (row.status === 'completed' ? (row.size ?? 0) : 0),
      0,
    ),
    entries: Object.fromEntries(
      rows.map((row) => {
        const upload = uploads.get(row.key);
        return [row.key, fileEntryJson(row, filesUrl, upload && { upload })];
      }),
    ),
  };
};

const MEDIA_FILES = { enabled: false, order: [], count: 0, total_bytes: 0, entries: {} };

/**
 * `files` and `media_files` as the caller may see them: without the right to read the files,
 * only `enabled` (InvenioRDM's field dump permissions), so no name, size or checksum shows.
 */
const filesFields = (
  db: Db,
  view: View,
  { id, bucket, doc }: { id: string; bucket: Bucket; doc: StoredDoc },
  level: Level | null,
) =>
  canReadFiles(doc.access, level)
    ? { files: filesJson(db, view.urls, id, bucket, doc), media_files: MEDIA_FILES }
    : { files: { enabled: doc.files.enabled }, media_files: { enabled: MEDIA_FILES.enabled } };

const accessLinkIds = (db: Db, parentId: string) =>
  (
    db
      .prepare('SELECT id FROM access_links WHERE parent_id = ? ORDER BY created_at')
      .all(parentId) as {
      id: string;
    }[]
  ).map((row) => ({ id: row.id }));

/** The parent as the caller may see it (grants/links: manage; review: review level). */
const parentJson = (db: Db, parent: ParentDoc, level: Level | null, review: RequestDoc | null) => ({
  id: parent.id,
  access: {
    owned_by: parent.access.owned_by,
    settings: parent.access.settings,
    ...(atLeast(level, 'manage')
      ? { grants: parent.access.grants, links: accessLinkIds(db, parent.id) }
      : {}),
  },
  communities: parent.communities.ids.length > 0 ? parent.communities : {},
  ...(review && atLeast(level, 'review')
    ? {
        review: {
          id: review.id,
          type: review.type,
          status: review.status,
          receiver: review.receiver,
          topic: review.topic,
          created_by: review.created_by,
        },
      }
    : {}),
  pids: parent.pids ?? {},
});

const expandedJson = (db: Db, view: View, parent: ParentDoc, review: RequestDoc | null) => {
  const owner = findUserById(db, parent.access.owned_by.user);
  // With the caller's `ui.permissions`, as the community routes answer it: without them a
  // reloaded deposit form offers review where the caller may publish directly.
  const community = (id: string | undefined) => {
    const found = id ? findCommunity(db, id) : null;
    if (!found) return undefined;
    const can_include_directly = canIncludeDirectly(db, found, view.identity.user?.id);
    return {
      ...communityPickJson(found, view.urls),
      ui: { permissions: { can_include_directly } },
    };
  };
  const receiver = community(review?.receiver.community);
  const defaultCommunity = community(parent.communities.default);
  return {
    parent: {
      access: {
        owned_by: owner ? userJson(owner, view.urls.api, view.identity.user?.id) : null,
      },
      ...(receiver ? { review: { receiver } } : {}),
      ...(defaultCommunity ? { communities: { default: defaultCommunity } } : {}),
    },
  };
};

/**
 * Drafts' `expires_at` is opaque (docs/reference-server.md#how-it-answers): "YYYY-MM-DD
 * HH:MM:SS.ffffff", no offset.
 */
const draftExpiry = (created: string): string => {
  const expiry = new Date(Date.parse(created) + 30 * 24 * 3600 * 1000).toISOString();
  return `${expiry.slice(0, 10)} ${expiry.slice(11, 23)}000`;
};

const loadParentOrThrow = (db: Db, parentId: string): ParentDoc => {
  const parent = loadParent(db, parentId);
  if (!parent) throw new Error(`Parent ${parentId} is missing`);
  return parent;
};

/** The entity tag of a revision: every answer with a draft or record names it (If-Match). */
export const etagOf = (revision: number): string => `"${revision}"`;

/**
 * A draft as the API answers it, `errors` when the save found some
 * (docs/reference-server.md#how-it-answers).
 */
export const renderDraft = (db: Db, view: View, draft: DraftRow, errors?: FieldError[]) => {
  const parent = loadParentOrThrow(db, draft.parentId);
  const level = levelFor(db, view.identity, parent);
  const review = reviewOf(db, parent);
  const record = findRecord(db, draft.id);
  const doc = draft.doc;
  const linkedReview = doc.versions.index === 1 && !record ? review : null;
  const cancel =
    linkedReview?.status === 'submitted'
      ? `${view.urls.api}/requests/${linkedReview.id}/actions/cancel`
      : undefined;
  return {
    id: draft.id,
    status: draftStatus(!!record, doc.versions.index, linkedReview),
    is_draft: true,
    is_published: !!record,
    created: draft.created,
    updated: draft.updated,
    expires_at: draftExpiry(draft.created),
    revision_id: draft.revisionId,
    access: accessJson(doc),
    ...filesFields(db, view, { id: draft.id, bucket: 'draft', doc }, level),
    metadata: doc.metadata,
    custom_fields: dumpCustomFields(doc.custom_fields ?? {}, vocabularyLookup(db)),
    pids: doc.pids,
    parent: parentJson(db, parent, level, linkedReview),
    versions: {
      index: doc.versions.index,
      is_latest: record ? versionsOf(db, draft.parentId)[0]?.id === draft.id : false,
      is_latest_draft: true,
    },
    links: {
      ...draftLinks(view.urls, draft.id, {
        doi: doc.pids.doi?.identifier,
        hasReview: !!linkedReview,
        cancel,
        quotaIncrease: view.quotaIncrease,
        fileModification: view.fileModification && !!record,
      }),
      ...(view.recordDeletion && record ? requestDeletionLink(view.urls, draft.id) : {}),
    },
    ...(view.expand ? { expanded: expandedJson(db, view, parent, linkedReview) } : {}),
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
};

const ZERO_STATS = { views: 0, unique_views: 0, downloads: 0, unique_downloads: 0, data_volume: 0 };

/** A published record as the API answers it. */
export const renderRecord = (db: Db, view: View, record: RecordRow) => {
  const parent = loadParentOrThrow(db, record.parentId);
  const level = levelFor(db, view.identity, parent);
  const doc = record.doc;
  const latest = versionsOf(db, record.parentId)[0];
  const host = new URL(view.urls.ui).host;
  return {
    id: record.id,
    status: 'published',
    is_draft: false,
    is_published: true,
    created: record.created,
    updated: record.updated,
    revision_id: doc.revision_id ?? 1,
    access: accessJson(doc),
    ...filesFields(db, view, { id: record.id, bucket: 'record', doc }, level),
    metadata: doc.metadata,
    custom_fields: dumpCustomFields(doc.custom_fields ?? {}, vocabularyLookup(db)),
    pids: { ...doc.pids, oai: { identifier: `oai:${host}:${record.id}`, provider: 'oai' } },
    parent: parentJson(db, parent, level, null),
    versions: {
      index: record.versionIndex,
      is_latest: latest?.id === record.id,
      is_latest_draft: false,
    },
    stats: { this_version: ZERO_STATS, all_versions: ZERO_STATS },
    links: {
      ...recordLinks(view.urls, record.id, record.parentId, doc.pids.doi?.identifier, {
        fileModification: view.fileModification,
      }),
      ...(view.recordDeletion ? requestDeletionLink(view.urls, record.id) : {}),
    },
    ...(view.expand ? { expanded: expandedJson(db, view, parent, null) } : {}),
  };
};
