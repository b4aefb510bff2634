/**
 * Schema migrations for the embedded store, applied in order by `PRAGMA user_version`.
 * Append only: a released migration never changes, with one exception. 4, 5 and 7 built the site
 * search's index in this file; the index now lives beside the store (lib/search), so they do
 * nothing on a new file and 10 drops what they left in an older one.
 */
export const migrations: string[] = [
  // 1: documents of every collection as JSON, plus per-collection change counters that
  // triggers bump on every write, so any process (the server, the seed script) can see
  // that a collection changed by polling one tiny table.
  `
  CREATE TABLE documents (
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    data TEXT NOT NULL CHECK (json_valid(data)),
    updated_at TEXT NOT NULL,
    PRIMARY KEY (collection, id)
  ) WITHOUT ROWID;
  CREATE INDEX documents_by_date ON documents (collection, json_extract(data, '$.date'));
  CREATE INDEX documents_by_category ON documents (collection, json_extract(data, '$.category'), json_extract(data, '$.date'));
  CREATE INDEX documents_by_blog_id ON documents (collection, json_extract(data, '$.id'));
  CREATE TABLE revisions (collection TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID;
  CREATE TRIGGER documents_insert AFTER INSERT ON documents BEGIN
    INSERT INTO revisions (collection, value) VALUES (NEW.collection, 1)
      ON CONFLICT (collection) DO UPDATE SET value = value + 1;
  END;
  CREATE TRIGGER documents_update AFTER UPDATE ON documents BEGIN
    INSERT INTO revisions (collection, value) VALUES (NEW.collection, 1)
      ON CONFLICT (collection) DO UPDATE SET value = value + 1;
  END;
  CREATE TRIGGER documents_delete AFTER DELETE ON documents BEGIN
    INSERT INTO revisions (collection, value) VALUES (OLD.collection, 1)
      ON CONFLICT (collection) DO UPDATE SET value = value + 1;
  END;
  `,
  // 2: local-mode accounts (lib/auth/local-accounts.ts). Passwords as scrypt strings;
  // a session row holds the SHA-256 of the cookie's random token, never the token itself.
  `
  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    display_name TEXT,
    password_hash TEXT NOT NULL,
    created_at TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX sessions_by_user ON sessions (user_id, expires_at);
  `,
  // 3: the sections' filters (spotlight; a vertical's insights by type), so each reads its few
  // newest documents from an index however large the archive.
  `
  CREATE INDEX documents_by_spotlight ON documents (collection, json_extract(data, '$.isspotlight'), json_extract(data, '$.date'));
  CREATE INDEX documents_by_vertical ON documents (collection, json_extract(data, '$.pagetype'), json_extract(data, '$.insighttype'), json_extract(data, '$.date'));
  `,
  // 4, 5: the site search's index (retired: see above).
  '',
  '',
  // 6: a vertical's newest insights, whatever their type (the subscribers' digests), and an
  // author's (the author pages).
  `
  CREATE INDEX documents_by_pagetype ON documents (collection, json_extract(data, '$.pagetype'), json_extract(data, '$.date'));
  CREATE INDEX documents_by_author ON documents (collection, json_extract(data, '$.author'), json_extract(data, '$.date'));
  `,
  // 7: the site search's words and titles (retired: see above).
  '',
  // 8: staff roles (lib/auth/roles.ts) on local-mode accounts.
  `
  ALTER TABLE users ADD COLUMN role TEXT CHECK (role IS NULL OR role IN ('editor', 'publisher', 'admin'));
  `,
  // 9: confirmation mails by their clock hour: the site-wide ceiling counts one hour's from an index.
  `
  CREATE INDEX documents_by_confirm_hour ON documents (collection, json_extract(data, '$.confirmHour'));
  `,
  // 10: the search index leaves this file (lib/search keeps its own), and a log of what changed in
  // the published collections, in commit order, so a replica beside the store follows it
  // (Store.follow), removals included. A day of it is kept: followers read it within a second.
  `
  DROP TABLE IF EXISTS search_docs;
  DROP TABLE IF EXISTS search_terms;
  DROP TABLE IF EXISTS search_vocabulary_insight;
  DROP TABLE IF EXISTS search_text_insight;
  DROP TABLE IF EXISTS search_titles_insight;
  DROP TABLE IF EXISTS search_vocabulary_news;
  DROP TABLE IF EXISTS search_text_news;
  DROP TABLE IF EXISTS search_titles_news;
  DROP TABLE IF EXISTS search_vocabulary_event;
  DROP TABLE IF EXISTS search_text_event;
  DROP TABLE IF EXISTS search_titles_event;
  DROP TABLE IF EXISTS search_vocabulary_opening;
  DROP TABLE IF EXISTS search_text_opening;
  DROP TABLE IF EXISTS search_titles_opening;
  DROP TABLE IF EXISTS search_vocabulary_industry;
  DROP TABLE IF EXISTS search_text_industry;
  DROP TABLE IF EXISTS search_titles_industry;
  DROP TABLE IF EXISTS search_vocabulary_capability;
  DROP TABLE IF EXISTS search_text_capability;
  DROP TABLE IF EXISTS search_titles_capability;
  CREATE TABLE changes (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    at TEXT NOT NULL
  );
  CREATE INDEX changes_by_collection ON changes (collection, seq);
  CREATE INDEX changes_by_at ON changes (at);
  CREATE TRIGGER changes_insert AFTER INSERT ON documents WHEN NEW.collection IN ('blogs', 'news', 'events', 'job_openings') BEGIN
    INSERT INTO changes (collection, id, at) VALUES (NEW.collection, NEW.id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
    DELETE FROM changes WHERE at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day');
  END;
  CREATE TRIGGER changes_update AFTER UPDATE ON documents WHEN NEW.collection IN ('blogs', 'news', 'events', 'job_openings') BEGIN
    INSERT INTO changes (collection, id, at) VALUES (NEW.collection, NEW.id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
    DELETE FROM changes WHERE at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day');
  END;
  CREATE TRIGGER changes_delete AFTER DELETE ON documents WHEN OLD.collection IN ('blogs', 'news', 'events', 'job_openings') BEGIN
    INSERT INTO changes (collection, id, at) VALUES (OLD.collection, OLD.id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
    DELETE FROM changes WHERE at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day');
  END;
  `,
  // 11: an insight's shown comments, newest first, from an index however many it has.
  `
  CREATE INDEX documents_by_blog_comment ON documents (collection, json_extract(data, '$.blogId'), json_extract(data, '$.status'), json_extract(data, '$.date'));
  `,
  // 12: the studio's comment lists: event comments by time, insight comments reported or waiting.
  `
  CREATE INDEX documents_by_timestamp ON documents (collection, json_extract(data, '$.timestamp'));
  CREATE INDEX documents_by_report ON documents (collection, json_extract(data, '$.reported'), json_extract(data, '$.reportedAt'));
  CREATE INDEX documents_by_status ON documents (collection, json_extract(data, '$.status'), json_extract(data, '$.date'));
  `,
  // 13: an account's address proven by a mailed link (lib/auth/local-accounts.ts): when it was
  // confirmed, and the one live link of an account, its token kept as a SHA-256.
  `
  ALTER TABLE users ADD COLUMN email_confirmed_at TEXT;
  CREATE TABLE address_confirmations (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  `,
  // 14: the studio's list filtered by kind, and by kind and status (status alone: documents_by_status).
  `
  CREATE INDEX documents_by_kind ON documents (collection, json_extract(data, '$.kind'), json_extract(data, '$.date'));
  CREATE INDEX documents_by_kind_status ON documents (collection, json_extract(data, '$.kind'), json_extract(data, '$.status'), json_extract(data, '$.date'));
  `,
];
