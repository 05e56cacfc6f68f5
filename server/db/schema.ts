/**
 * The whole schema. Documents the API returns whole (drafts, records, communities,
 * requests, vocabulary entries) are stored as JSON; what is looked up or joined on has
 * its own column.
 */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);

CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  full_name TEXT NOT NULL DEFAULT '',
  affiliations TEXT NOT NULL DEFAULT '',
  public_profile INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS user_groups (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS group_members (
  group_id TEXT NOT NULL REFERENCES user_groups(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  PRIMARY KEY (group_id, user_id)
);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT REFERENCES users(id),
  -- ids of the access links whose tokens this browser presented
  link_ids TEXT NOT NULL DEFAULT '[]',
  created TEXT NOT NULL,
  -- the last request that used it, for the idle limit (null in databases made before it)
  last_seen TEXT
);

CREATE TABLE IF NOT EXISTS communities (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  json TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS community_members (
  community_id TEXT NOT NULL REFERENCES communities(id),
  user_id TEXT NOT NULL REFERENCES users(id),
  role TEXT NOT NULL CHECK (role IN ('owner', 'manager', 'curator', 'reader')),
  PRIMARY KEY (community_id, user_id)
);

-- What all versions of a record share: owner, access (grants, settings), communities, review.
CREATE TABLE IF NOT EXISTS parents (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES users(id),
  json TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS drafts (
  id TEXT PRIMARY KEY,
  parent_id TEXT NOT NULL REFERENCES parents(id),
  json TEXT NOT NULL,
  revision_id INTEGER NOT NULL DEFAULT 1,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS records (
  id TEXT PRIMARY KEY,
  parent_id TEXT NOT NULL REFERENCES parents(id),
  version_index INTEGER NOT NULL,
  json TEXT NOT NULL,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS records_parent ON records(parent_id, version_index);
-- A deleted record's tombstone (InvenioRDM's deletion status 'D'): the record row stays, for
-- the tombstone page and its DOI, but searches, versions and reads leave it out.
CREATE TABLE IF NOT EXISTS tombstones (
  record_id TEXT PRIMARY KEY REFERENCES records(id),
  json TEXT NOT NULL
);

-- A file of a draft ('draft') or of a published record ('record'); content on disk.
CREATE TABLE IF NOT EXISTS files (
  record_id TEXT NOT NULL,
  bucket TEXT NOT NULL CHECK (bucket IN ('draft', 'record')),
  key TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'failed')),
  size INTEGER,
  checksum TEXT,
  mimetype TEXT,
  storage_path TEXT,
  created TEXT NOT NULL,
  updated TEXT NOT NULL,
  PRIMARY KEY (record_id, bucket, key)
);
-- A draft's own files quota, set when an administrator accepts a quota increase (InvenioRDM's
-- RDMRecordQuota); drafts without one have the server's.
CREATE TABLE IF NOT EXISTS draft_quotas (
  record_id TEXT PRIMARY KEY,
  quota_size INTEGER NOT NULL,
  max_file_size INTEGER NOT NULL
);
-- An edit draft of a published record whose files were unlocked (an accepted file
-- modification request: InvenioRDM unlocks the draft's bucket); gone with the draft.
CREATE TABLE IF NOT EXISTS unlocked_drafts (record_id TEXT PRIMARY KEY);
-- A draft file sent in parts (multipart transfer), from its start to its commit or abort: the
-- plan the client announced and the storage's id for the upload. Its files row stays pending.
CREATE TABLE IF NOT EXISTS multipart_uploads (
  record_id TEXT NOT NULL,
  key TEXT NOT NULL,
  upload_id TEXT NOT NULL UNIQUE,
  size INTEGER NOT NULL,
  parts INTEGER NOT NULL,
  part_size INTEGER NOT NULL,
  -- as the client announced it (shown while pending; the commit computes the real one)
  checksum TEXT,
  created TEXT NOT NULL,
  -- the start or the last part received: an upload idle for too long is abandoned
  updated TEXT NOT NULL,
  PRIMARY KEY (record_id, key)
);

CREATE TABLE IF NOT EXISTS access_links (
  id TEXT PRIMARY KEY,
  parent_id TEXT NOT NULL REFERENCES parents(id),
  token TEXT NOT NULL UNIQUE,
  permission TEXT NOT NULL CHECK (permission IN ('view', 'preview', 'edit')),
  expires_at TEXT,
  description TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);

-- A guest's access request waiting for its e-mail address to be confirmed; the confirmation
-- link carries the token, and the request is created (and this row deleted) when it is opened.
CREATE TABLE IF NOT EXISTS access_request_tokens (
  token TEXT PRIMARY KEY,
  record_id TEXT NOT NULL,
  email TEXT NOT NULL,
  full_name TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  consent TEXT NOT NULL DEFAULT 'false',
  expires_at TEXT NOT NULL
);
-- Access requests asked for, per e-mail address and per client address, for the rate limits.
CREATE TABLE IF NOT EXISTS access_request_attempts (
  subject TEXT NOT NULL,
  created TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS access_request_attempts_subject
  ON access_request_attempts (subject, created);

CREATE TABLE IF NOT EXISTS requests (
  id TEXT PRIMARY KEY,
  number INTEGER NOT NULL UNIQUE,
  type TEXT NOT NULL,
  status TEXT NOT NULL,
  created_by TEXT,
  topic_record TEXT,
  receiver_community TEXT,
  receiver_user TEXT,
  json TEXT NOT NULL,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS request_events (
  id TEXT PRIMARY KEY,
  request_id TEXT NOT NULL REFERENCES requests(id),
  json TEXT NOT NULL,
  created TEXT NOT NULL
);

-- E-mail the server would have sent, kept here when no SMTP server is configured (the demo,
-- the tests) and shown on /_outbox; text and html as nodemailer composed them.
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT,
  created TEXT NOT NULL
);

-- Every searchable vocabulary: generic types (languages, licenses, resourcetypes ...) and
-- affiliations, names, funders, awards and subjects.
CREATE TABLE IF NOT EXISTS vocabularies (
  type TEXT NOT NULL,
  id TEXT NOT NULL,
  json TEXT NOT NULL,
  PRIMARY KEY (type, id)
);
`;
