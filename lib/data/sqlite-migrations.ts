import { searchTermsSchema, searchTextSchema } from '../search/fts';

/**
 * Schema migrations for the embedded store, applied in order by `PRAGMA user_version`.
 * Append only: a released migration never changes.
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
  // 4: the site search's documents and one full-text index over them (lib/search/fts.ts),
  // filled from the documents on migration.
  `
  CREATE TABLE search_docs (
    rowid INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    id TEXT NOT NULL,
    title TEXT NOT NULL,
    aliases TEXT NOT NULL,
    body TEXT NOT NULL,
    url TEXT NOT NULL,
    date TEXT
  );
  CREATE INDEX search_docs_by_date ON search_docs (kind, date, id);
  CREATE VIRTUAL TABLE search_text USING fts5 (
    title, aliases, body,
    content = 'search_docs', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 2'
  );
  CREATE VIRTUAL TABLE search_vocabulary USING fts5vocab (search_text, 'row');
  CREATE TRIGGER search_docs_insert AFTER INSERT ON search_docs BEGIN
    INSERT INTO search_text (rowid, title, aliases, body) VALUES (NEW.rowid, NEW.title, NEW.aliases, NEW.body);
  END;
  CREATE TRIGGER search_docs_delete AFTER DELETE ON search_docs BEGIN
    INSERT INTO search_text (search_text, rowid, title, aliases, body) VALUES ('delete', OLD.rowid, OLD.title, OLD.aliases, OLD.body);
  END;
  CREATE TRIGGER search_docs_update AFTER UPDATE ON search_docs BEGIN
    INSERT INTO search_text (search_text, rowid, title, aliases, body) VALUES ('delete', OLD.rowid, OLD.title, OLD.aliases, OLD.body);
    INSERT INTO search_text (rowid, title, aliases, body) VALUES (NEW.rowid, NEW.title, NEW.aliases, NEW.body);
  END;
`,
  // 5: a full-text index per kind of document in place of the one shared index, filled from the
  // indexed documents: a kind's search no longer steps over the other kinds' entries.
  `
  DROP TRIGGER search_docs_insert;
  DROP TRIGGER search_docs_delete;
  DROP TRIGGER search_docs_update;
  DROP TABLE search_vocabulary;
  DROP TABLE search_text;
  ${searchTextSchema(['insight', 'news', 'event', 'opening', 'industry', 'capability'])}
  `,
  // 6: a vertical's newest insights, whatever their type (the subscribers' digests), and an
  // author's (the author pages).
  `
  CREATE INDEX documents_by_pagetype ON documents (collection, json_extract(data, '$.pagetype'), json_extract(data, '$.date'));
  CREATE INDEX documents_by_author ON documents (collection, json_extract(data, '$.author'), json_extract(data, '$.date'));
  `,
  // 7: the words the search index holds, and an index of each kind's titles, filled from what is
  // indexed: a word's beginning, a close spelling and a title match are read without stepping
  // through every entry of a common word.
  searchTermsSchema(['insight', 'news', 'event', 'opening', 'industry', 'capability']),
  // 8: staff roles (lib/auth/roles.ts) on local-mode accounts.
  `
  ALTER TABLE users ADD COLUMN role TEXT CHECK (role IS NULL OR role IN ('editor', 'publisher', 'admin'));
  `,
  // 9: confirmation mails by their clock hour: the site-wide ceiling counts one hour's from an index.
  `
  CREATE INDEX documents_by_confirm_hour ON documents (collection, json_extract(data, '$.confirmHour'));
  `,
];
