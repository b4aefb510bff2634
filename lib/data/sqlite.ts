import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from './sqlite-migrations';
import { readSeed } from './seed';
import { FIELD_NAME, type ListQuery } from './queries';
import { parseDoc, type CollectionName, type DocOf, type FollowedCollection } from './schema';
import type { Changes, Store, WriteData } from './store';

type Row = { id: string; data: string };
type Follower = { collection: FollowedCollection; seq: number; onChange: (changes: Changes<FollowedCollection>) => void; catching?: boolean };

/** How many logged changes a follower reads at a time. */
const CHANGES_BATCH = 500;

/** Opens (and on first use creates, migrates and seeds) the embedded store. */
export function openDatabase(file: string, seedDir?: string): Database.Database {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file, { timeout: 5000 });
  db.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives a power cut, not only a process crash.
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  migrate(db, seedDir);
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
  }).immediate();
}

export function importDocs(db: Database.Database, docs: { collection: string; id: string; data: Record<string, unknown> }[]) {
  const upsert = db.prepare(
    `INSERT INTO documents (collection, id, data, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
  );
  const now = new Date().toISOString();
  db.transaction(() => {
    docs.forEach((d) => upsert.run(d.collection, d.id, JSON.stringify(d.data), now));
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
  const followers = new Set<Follower>();
  // What each logged change left: the document as it is now, or nothing (removed since).
  const readChanges = db.prepare(
    `SELECT c.seq, c.id, d.data FROM changes c LEFT JOIN documents d ON d.collection = c.collection AND d.id = c.id
     WHERE c.collection = ? AND c.seq > ? ORDER BY c.seq LIMIT ${CHANGES_BATCH}`,
  );

  function listSync<C extends CollectionName>(query: ListQuery<C>): DocOf<C>[] {
    const { sql, params } = listStatement(query);
    const rows = db.prepare(sql).all(...params) as Row[];
    return rows.map((row) => parseDoc(query.collection, row.id, JSON.parse(row.data))).filter((d): d is DocOf<C> => d !== null);
  }

  /** Hands a follower what was logged past its place, a batch at a time. */
  /**
   * Replays the logged changes a batch at a time, yielding between batches: after a bulk import
   * there can be tens of thousands, and the server answers requests meanwhile. One replay per
   * follower at a time; a poll during it is covered, as the replay reads until the log is done.
   */
  async function catchUp(follower: Follower) {
    if (follower.catching) return;
    follower.catching = true;
    try {
      while (followers.has(follower)) {
        const rows = readChanges.all(follower.collection, follower.seq) as { seq: number; id: string; data: string | null }[];
        if (rows.length === 0) return;
        follower.seq = rows.at(-1)!.seq;
        const latest = new Map(rows.map((row) => [row.id, row.data]));
        const changes: Changes<FollowedCollection> = { written: [], removed: [] };
        for (const [id, data] of latest) {
          const doc = data === null ? null : parseDoc(follower.collection, id, JSON.parse(data));
          if (doc) changes.written.push(doc);
          else if (data === null) changes.removed.push(id);
        }
        follower.onChange(changes);
        if (rows.length < CHANGES_BATCH) return;
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      follower.catching = false;
    }
  }

  // One cheap poll of the change counters serves every watcher and follower, in this process or not.
  function poll() {
    const now = JSON.stringify(readRevisions.all());
    if (now === revisions) return;
    revisions = now;
    followers.forEach((follower) => void catchUp(follower));
    for (const watcher of watchers.values()) {
      const docs = listSync(watcher.query);
      const serialised = JSON.stringify(docs);
      if (serialised !== watcher.last) {
        watcher.last = serialised;
        watcher.onChange(docs as never[]);
      }
    }
  }

  // Only a starting timer takes a fresh snapshot of the counters. Taking one for every new
  // watcher would swallow a change made since the last poll, for the watchers already there.
  function startPolling() {
    if (timer) return;
    revisions = JSON.stringify(readRevisions.all());
    timer = setInterval(poll, 250);
    timer.unref();
  }

  function stopPollingWhenIdle() {
    if (watchers.size > 0 || followers.size > 0 || !timer) return;
    clearInterval(timer);
    timer = undefined;
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
      // The read itself is synchronous: a walk of many batches waits its turn in the event loop
      // before each, so the requests that arrive meanwhile are answered between them.
      await new Promise((resolve) => setImmediate(resolve));
      const rows = db
        .prepare('SELECT id, data FROM documents WHERE collection = ? AND id > ? ORDER BY id LIMIT ?')
        .all(collection, after ?? '', size) as Row[];
      const docs = rows.map((row) => parseDoc(collection, row.id, JSON.parse(row.data))).filter((d) => d !== null);
      return { docs, next: rows.length === size ? rows.at(-1)!.id : undefined };
    },
    async create(collection, id, data: WriteData) {
      const now = new Date().toISOString();
      const result = db
        .prepare('INSERT INTO documents (collection, id, data, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (collection, id) DO NOTHING')
        .run(collection, id, JSON.stringify({ ...data, timestamp: now }), now);
      return result.changes === 1;
    },
    async set(collection, id, data: WriteData) {
      const now = new Date().toISOString();
      db.prepare(
        `INSERT INTO documents (collection, id, data, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
      ).run(collection, id, JSON.stringify({ ...data, timestamp: now }), now);
    },
    async update(collection, id, fields: WriteData) {
      const now = new Date().toISOString();
      // json_patch replaces each top-level field given (a merge patch), in one statement.
      const result = db
        .prepare('UPDATE documents SET data = json_patch(data, ?), updated_at = ? WHERE collection = ? AND id = ?')
        .run(JSON.stringify({ ...fields, timestamp: now }), now, collection, id);
      return result.changes === 1;
    },
    async updateIf(collection, id, expected, fields: WriteData) {
      const now = new Date().toISOString();
      const keys = Object.keys(expected);
      // `IS` compares null too; the field names are the caller's code, the values are bound.
      const checks = keys.map(() => `AND json_extract(data, '$.' || ?) IS ?`).join(' ');
      const result = db
        .prepare(`UPDATE documents SET data = json_patch(data, ?), updated_at = ? WHERE collection = ? AND id = ? ${checks}`)
        .run(JSON.stringify({ ...fields, timestamp: now }), now, collection, id, ...keys.flatMap((key) => [key, expected[key] ?? null]));
      return result.changes === 1;
    },
    async remove(collection, id) {
      return db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?').run(collection, id).changes === 1;
    },
    watch(query, onChange) {
      const id = nextWatcher++;
      const docs = listSync(query);
      watchers.set(id, { query, onChange: onChange as (docs: never[]) => void, last: JSON.stringify(docs) });
      startPolling();
      queueMicrotask(() => onChange(docs));
      return () => {
        watchers.delete(id);
        stopPollingWhenIdle();
      };
    },
    follow(collection, since, onChange) {
      // The first change logged after `since`: the follower's place is just before it.
      const first = db.prepare('SELECT seq FROM changes WHERE at > ? ORDER BY at LIMIT 1').get(since.toISOString()) as { seq: number } | undefined;
      const last = (db.prepare('SELECT coalesce(max(seq), 0) AS seq FROM changes').get() as { seq: number }).seq;
      const follower: Follower = { collection, seq: first ? first.seq - 1 : last, onChange: onChange as Follower['onChange'] };
      followers.add(follower);
      startPolling();
      queueMicrotask(() => void catchUp(follower));
      return () => {
        followers.delete(follower);
        stopPollingWhenIdle();
      };
    },
    async close() {
      if (timer) clearInterval(timer);
      watchers.clear();
      followers.clear();
      db.close();
    },
  };
}
