import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { searchDocOf, isSearched, SEARCHED_COLLECTIONS } from '../search/documents';
import { indexContent, indexDocs, searchGroups, suggestion, titleHits, unindexDocs } from '../search/fts';
import { migrations } from './sqlite-migrations';
import { readSeed } from './seed';
import { FIELD_NAME, type ListQuery } from './queries';
import { parseDoc, type BlogComment, type CollectionName, type DocOf } from './schema';
import type { Store, WriteData } from './store';

type Row = { id: string; data: string };

/** Opens (and on first use creates, migrates and seeds) the embedded store. */
export function openDatabase(file: string, seedDir?: string): Database.Database {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file, { timeout: 5000 });
  db.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives a power cut, not only a process crash.
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  migrate(db, seedDir);
  indexContent(db);
  // Statistics for the planner, gathered where they are missing or stale: without them it reads a
  // blog by its id field through the whole collection's primary key instead of the id's index.
  // Sampled (analysis_limit), and never a reason to fail an open: another process writing at
  // that moment makes it give up (SQLITE_BUSY), and the next open gathers them.
  try {
    db.pragma('analysis_limit = 1000');
    db.pragma('optimize = 0x10002');
  } catch (error) {
    console.warn(`[data] planner statistics not gathered: ${(error as Error).message}`);
  }
  return db;
}

function migrate(db: Database.Database, seedDir?: string) {
  if ((db.pragma('user_version', { simple: true }) as number) >= migrations.length) return;
  // IMMEDIATE: parallel build workers opening a new file migrate it exactly once.
  db.transaction(() => {
    const from = db.pragma('user_version', { simple: true }) as number;
    if (from >= migrations.length) return;
    migrations.slice(from).forEach((sql) => db.exec(sql));
    db.pragma(`user_version = ${migrations.length}`);
    if (from === 0 && seedDir) importDocs(db, readSeed(seedDir));
    else if (from > 0 && from < SEARCH_MIGRATION) indexStored(db);
  }).immediate();
}

/** The migration that added the search index: a store older than it has its documents indexed once. */
const SEARCH_MIGRATION = 4;

/** Indexes every stored document the search covers, a batch at a time. */
function indexStored(db: Database.Database) {
  const read = db.prepare('SELECT id, data FROM documents WHERE collection = ? AND id > ? ORDER BY id LIMIT 500');
  for (const collection of SEARCHED_COLLECTIONS) {
    let after = '';
    for (let rows = read.all(collection, after) as Row[]; rows.length > 0; rows = read.all(collection, after) as Row[]) {
      indexRows(db, collection, rows);
      after = rows.at(-1)!.id;
    }
  }
}

/** Indexes documents of a collection the search covers (others are ignored), as they were written. */
function indexRows(db: Database.Database, collection: string, rows: { id: string; data: string | Record<string, unknown> }[]) {
  if (!isSearched(collection)) return;
  const docs = rows
    .map((row) => parseDoc(collection, row.id, typeof row.data === 'string' ? JSON.parse(row.data) : row.data))
    .filter((doc) => doc !== null)
    .map((doc) => searchDocOf(collection, doc as never));
  indexDocs(db, docs);
}

export function importDocs(db: Database.Database, docs: { collection: string; id: string; data: Record<string, unknown> }[]) {
  const upsert = db.prepare(
    `INSERT INTO documents (collection, id, data, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
  );
  const now = new Date().toISOString();
  db.transaction(() => {
    docs.forEach((d) => upsert.run(d.collection, d.id, JSON.stringify(d.data), now));
    for (const collection of SEARCHED_COLLECTIONS) indexRows(db, collection, docs.filter((d) => d.collection === collection));
  })();
}

/**
 * A field as SQL: the JSON path written into the statement, not bound as a parameter, so SQLite
 * can match it to the expression indexes (a bound path never uses one: every list read the whole
 * collection). FIELD_NAME allows letters, digits and '_' only, so nothing else reaches the SQL.
 */
function fieldSql(field: string): string {
  if (!FIELD_NAME.test(field)) throw new Error(`Invalid field name: ${field}`);
  return `json_extract(data, '$.${field}')`;
}

function whereClause(query: ListQuery): { sql: string; params: unknown[] } {
  const parts = ['collection = ?'];
  const params: unknown[] = [query.collection];
  for (const filter of query.where ?? []) {
    if (filter.op === 'empty') {
      fieldSql(filter.field); // checks the name
      parts.push(`coalesce(json_array_length(data, '$.${filter.field}'), 0) = 0`);
    } else if (filter.op === 'contains') {
      fieldSql(filter.field);
      parts.push(`EXISTS (SELECT 1 FROM json_each(data, '$.${filter.field}') WHERE json_each.value = ?)`);
      params.push(filter.value);
    } else {
      parts.push(`${fieldSql(filter.field)} = ?`);
      params.push(filter.value);
    }
  }
  return { sql: parts.join(' AND '), params };
}

/**
 * The SELECT of a list query. Ties in the order go by id in the same direction, as Firestore
 * orders them, so the index serves the order whole and a cursor is a row-value comparison.
 * A `before` page is read backwards from its cursor, then put back in the list's order.
 */
export function listStatement(query: ListQuery): { sql: string; params: unknown[] } {
  const { sql, params } = whereClause(query);
  let statement = `SELECT id, data FROM documents WHERE ${sql}`;
  const cursor = query.after ?? query.before;
  if (query.orderBy) {
    const field = fieldSql(query.orderBy.field);
    const descending = query.orderBy.direction === 'desc';
    // Reading towards the list's start (before) turns the order around.
    const reversed = query.before !== undefined;
    if (cursor) {
      // The plain bound seeks the index to the cursor; the row values then settle ties by id.
      const towardsEnd = descending !== reversed ? '<' : '>';
      statement += ` AND ${field} ${towardsEnd}= ? AND (${field}, id) ${towardsEnd} (?, ?)`;
      params.push(cursor[0], cursor[0], cursor[1]);
    }
    const direction = descending !== reversed ? 'DESC' : 'ASC';
    statement += ` ORDER BY ${field} ${direction}, id ${direction}`;
  }
  statement += ' LIMIT ? OFFSET ?';
  params.push(query.limit ?? -1, query.offset ?? 0);
  if (query.before && query.orderBy) {
    const outer = query.orderBy.direction === 'desc' ? 'DESC' : 'ASC';
    return { sql: `SELECT id, data FROM (${statement}) ORDER BY ${fieldSql(query.orderBy.field)} ${outer}, id ${outer}`, params };
  }
  return { sql: statement, params };
}

export function createSqliteStore(file: string, seedDir?: string): Store {
  const db = openDatabase(file, seedDir);
  const watchers = new Map<number, { query: ListQuery; onChange: (docs: never[]) => void; last: string }>();
  let nextWatcher = 0;
  let timer: NodeJS.Timeout | undefined;
  let revisions = '';
  const readRevisions = db.prepare('SELECT collection, value FROM revisions ORDER BY collection');

  function listSync<C extends CollectionName>(query: ListQuery<C>): DocOf<C>[] {
    const { sql, params } = listStatement(query);
    const rows = db.prepare(sql).all(...params) as Row[];
    return rows.map((row) => parseDoc(query.collection, row.id, JSON.parse(row.data))).filter((d): d is DocOf<C> => d !== null);
  }

  // One cheap poll of the change counters serves every watcher, in this process or not.
  function poll() {
    const now = JSON.stringify(readRevisions.all());
    if (now === revisions) return;
    revisions = now;
    for (const watcher of watchers.values()) {
      const docs = listSync(watcher.query);
      const serialised = JSON.stringify(docs);
      if (serialised !== watcher.last) {
        watcher.last = serialised;
        watcher.onChange(docs as never[]);
      }
    }
  }

  return {
    kind: 'local',
    async list(query) {
      return listSync(query);
    },
    async count(query) {
      const { sql, params } = whereClause(query);
      // Bounded by the limit: a count never steps through more than it may report.
      const counted = query.limit === undefined ? `SELECT 1 FROM documents WHERE ${sql}` : `SELECT 1 FROM documents WHERE ${sql} LIMIT ${Math.max(0, Math.floor(query.limit))}`;
      return (db.prepare(`SELECT count(*) AS n FROM (${counted})`).get(...params) as { n: number }).n;
    },
    async get(collection, id) {
      const row = db.prepare('SELECT id, data FROM documents WHERE collection = ? AND id = ?').get(collection, id) as Row | undefined;
      return row ? parseDoc(collection, row.id, JSON.parse(row.data)) : null;
    },
    async batch(collection, after, size) {
      const rows = db
        .prepare('SELECT id, data FROM documents WHERE collection = ? AND id > ? ORDER BY id LIMIT ?')
        .all(collection, after ?? '', size) as Row[];
      const docs = rows.map((row) => parseDoc(collection, row.id, JSON.parse(row.data))).filter((d) => d !== null);
      return { docs, next: rows.length === size ? rows.at(-1)!.id : undefined };
    },
    async create(collection, id, data: WriteData) {
      const now = new Date().toISOString();
      const stamped = { ...data, timestamp: now };
      // The document and its search entry in one transaction: the index never lags a write.
      return db.transaction(() => {
        const result = db
          .prepare('INSERT INTO documents (collection, id, data, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (collection, id) DO NOTHING')
          .run(collection, id, JSON.stringify(stamped), now);
        if (result.changes === 1) indexRows(db, collection, [{ id, data: stamped }]);
        return result.changes === 1;
      })();
    },
    async set(collection, id, data: WriteData) {
      const now = new Date().toISOString();
      const stamped = { ...data, timestamp: now };
      db.transaction(() => {
        db.prepare(
          `INSERT INTO documents (collection, id, data, updated_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
        ).run(collection, id, JSON.stringify(stamped), now);
        indexRows(db, collection, [{ id, data: stamped }]);
      })();
    },
    async update(collection, id, fields: WriteData) {
      const now = new Date().toISOString();
      // json_patch replaces each top-level field given (a merge patch), in one statement.
      return db.transaction(() => {
        const row = db
          .prepare('UPDATE documents SET data = json_patch(data, ?), updated_at = ? WHERE collection = ? AND id = ? RETURNING data')
          .get(JSON.stringify({ ...fields, timestamp: now }), now, collection, id) as { data: string } | undefined;
        if (row) indexRows(db, collection, [{ id, data: row.data }]);
        return row !== undefined;
      })();
    },
    async remove(collection, id) {
      return db.transaction(() => {
        const row = db.prepare('DELETE FROM documents WHERE collection = ? AND id = ? RETURNING data').get(collection, id) as { data: string } | undefined;
        if (!row) return false;
        const doc = isSearched(collection) ? parseDoc(collection, id, JSON.parse(row.data)) : null;
        if (doc) unindexDocs(db, [searchDocOf(collection as never, doc as never).id]);
        return true;
      })();
    },
    search: (request) => searchGroups(db, request),
    async searchSuggestion(query) {
      return suggestion(db, query);
    },
    async searchTitles(kind, words, max) {
      return titleHits(db, kind, words, max);
    },
    async addBlogComment(blogId: string, comment: BlogComment) {
      const now = new Date().toISOString();
      // One statement: concurrent comments never overwrite each other.
      const result = db
        .prepare(
          `UPDATE documents
             SET data = json_set(data, '$.comments', json_insert(coalesce(json_extract(data, '$.comments'), json('[]')), '$[#]', json(?))),
                 updated_at = ?
           WHERE collection = 'blogs' AND id = (SELECT id FROM documents WHERE collection = 'blogs' AND (id = ? OR json_extract(data, '$.id') = ?) LIMIT 1)`,
        )
        .run(JSON.stringify({ ...comment, date: comment.date ?? now }), now, blogId, blogId);
      return result.changes === 1;
    },
    watch(query, onChange) {
      const id = nextWatcher++;
      const docs = listSync(query);
      watchers.set(id, { query, onChange: onChange as (docs: never[]) => void, last: JSON.stringify(docs) });
      // Only a starting timer takes a fresh snapshot of the counters. Taking one for every new
      // watcher would swallow a change made since the last poll, for the watchers already there.
      if (!timer) {
        revisions = JSON.stringify(readRevisions.all());
        timer = setInterval(poll, 250);
        timer.unref();
      }
      queueMicrotask(() => onChange(docs));
      return () => {
        watchers.delete(id);
        if (watchers.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    async close() {
      if (timer) clearInterval(timer);
      watchers.clear();
      db.close();
    },
  };
}
