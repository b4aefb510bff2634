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
];
