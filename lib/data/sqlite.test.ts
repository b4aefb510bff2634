import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { queries } from './queries';
import { migrations } from './sqlite-migrations';
import { createSqliteStore, importDocs, listStatement, openDatabase } from './sqlite';
import { storeContract } from '@/tests/contract/store-contract';
import { walk } from './walk';

/**
 * Marks in `order` each turn of the event loop that ran between the entries pushed by the work under
 * test (one mark per gap); call the returned function to stop.
 */
function markOtherWork(order: unknown[]): () => void {
  let ticking = true;
  const tick = () => {
    if (!ticking) return;
    if (order.at(-1) !== 'other') order.push('other');
    setImmediate(tick);
  };
  setImmediate(tick);
  return () => {
    ticking = false;
  };
}

let dir = '';

storeContract('sqlite', {
  async make(docs) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-store-'));
    const file = path.join(dir, 'site.db');
    const db = openDatabase(file);
    importDocs(db, docs);
    db.close();
    return createSqliteStore(file);
  },
  async cleanup() {
    fs.rmSync(dir, { recursive: true, force: true });
  },
});

describe('sqlite specifics', () => {
  test('a new file is created, migrated in WAL mode and seeded once', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-seed-'));
    const seedDir = path.join(tmp, 'seed');
    fs.mkdirSync(seedDir);
    fs.writeFileSync(path.join(seedDir, 'news.json'), JSON.stringify([{ id: 'a', date: '2026-01-01', heading: 'H', desc: 'D' }]));
    const file = path.join(tmp, 'nested', 'site.db');
    const db = openDatabase(file, seedDir);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    db.prepare("DELETE FROM documents WHERE id = 'a'").run();
    db.close();
    // Reopening does not seed again: content maintained in the store is never overwritten.
    const again = openDatabase(file, seedDir);
    expect((again.prepare('SELECT count(*) AS n FROM documents').get() as { n: number }).n).toBe(0);
    again.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('a store that held the search index in its file drops it and keeps its documents', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-upgrade-'));
    const file = path.join(tmp, 'site.db');
    // The store as a release with the index in its file left it: the index's tables beside a news item.
    const old = new Database(file);
    migrations.slice(0, 9).forEach((sql) => old.exec(sql));
    old.exec(`
      CREATE TABLE search_docs (rowid INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, kind TEXT NOT NULL, title TEXT NOT NULL);
      CREATE TABLE search_terms (term TEXT PRIMARY KEY) WITHOUT ROWID;
      CREATE VIRTUAL TABLE search_text_news USING fts5 (title, content = 'search_docs', content_rowid = 'rowid');
      CREATE VIRTUAL TABLE search_vocabulary_news USING fts5vocab (search_text_news, 'row');
      CREATE VIRTUAL TABLE search_titles_news USING fts5 (title, content = 'search_docs', content_rowid = 'rowid');
      CREATE TRIGGER search_docs_insert_news AFTER INSERT ON search_docs BEGIN
        INSERT INTO search_text_news (rowid, title) VALUES (NEW.rowid, NEW.title);
      END;
      INSERT INTO search_docs (key, kind, title) VALUES ('news:n1', 'news', 'Ammonia cracking');
    `);
    old.pragma('user_version = 9');
    old.prepare("INSERT INTO documents (collection, id, data, updated_at) VALUES ('news', 'n1', ?, '2026-01-01')").run(JSON.stringify({ date: '2026-01-01', heading: 'Ammonia cracking', desc: 'D' }));
    old.close();
    const store = createSqliteStore(file);
    expect(await store.get('news', 'n1')).toMatchObject({ heading: 'Ammonia cracking' });
    await store.close();
    const reopened = new Database(file);
    expect(reopened.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(reopened.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'search%'").all()).toEqual([]);
    reopened.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('the change log keeps a day: a write sweeps what is older', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-changes-'));
    const file = path.join(tmp, 'site.db');
    const store = createSqliteStore(file);
    const db = new Database(file);
    db.prepare("INSERT INTO changes (collection, id, at) VALUES ('news', 'old', '2000-01-01T00:00:00.000Z')").run();
    await store.set('news', 'n1', { date: '2026-01-01', heading: 'Fresh', desc: 'D' });
    await store.set('subscribers', 's1', { email: 'a@b.co' });
    expect(db.prepare('SELECT collection, id FROM changes').all()).toEqual([{ collection: 'news', id: 'n1' }]);
    db.close();
    await store.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('a change made by another connection reaches a watcher', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-xproc-'));
    const file = path.join(tmp, 'site.db');
    const store = createSqliteStore(file);
    const seen: number[] = [];
    const stop = store.watch({ collection: 'news', orderBy: { field: 'date', direction: 'desc' } }, (docs) => seen.push(docs.length));
    const other = openDatabase(file);
    importDocs(other, [{ collection: 'news', id: 'x', data: { date: '2026-01-01', heading: 'H', desc: 'D' } }]);
    other.close();
    await new Promise((r) => setTimeout(r, 700));
    expect(seen).toEqual([0, 1]);
    stop();
    await store.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('a walk of many batches lets other work run between them', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-walk-'));
    const file = path.join(tmp, 'site.db');
    const db = openDatabase(file);
    importDocs(db, Array.from({ length: 30 }, (_, i) => ({ collection: 'news', id: `n${String(i).padStart(2, '0')}`, data: { date: '2026-01-01', heading: `H${i}`, desc: 'D' } })));
    db.close();
    const store = createSqliteStore(file);
    const order: string[] = [];
    const stopMarking = markOtherWork(order);
    for await (const docs of walk(store, 'news', 10)) order.push(`${docs.length}`);
    stopMarking();
    expect(order.slice(0, order.lastIndexOf('10') + 1)).toEqual(['other', '10', 'other', '10', 'other', '10']);
    await store.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('a follower replays a bulk import a batch at a time, yielding between batches', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-replay-'));
    const file = path.join(tmp, 'site.db');
    const since = new Date(Date.now() - 1000);
    const other = openDatabase(file);
    importDocs(
      other,
      Array.from({ length: 1200 }, (_, i) => ({ collection: 'news', id: `n${i}`, data: { date: '2026-01-01', heading: `H${i}`, desc: 'D' } })),
    );
    other.close();
    const store = createSqliteStore(file);
    // Each entry: the documents one batch brought, or a mark where other work ran.
    const order: (number | 'other')[] = [];
    const stopMarking = markOtherWork(order);
    const stop = store.follow('news', since, ({ written }) => order.push(written.length));
    await new Promise((r) => setTimeout(r, 300));
    stopMarking();
    const batches = order.filter((entry) => entry !== 'other');
    expect(batches).toEqual([500, 500, 200]);
    // Other work ran between the first batch and the last.
    expect(order.slice(order.indexOf(500) + 1, order.lastIndexOf(200)).filter((entry) => entry === 'other').length).toBeGreaterThan(0);
    stop();
    await store.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });
});

test('list queries are served by the expression indexes, not a scan of the collection', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'site-plan-'));
  const db = openDatabase(path.join(scratch, 'site.db'));
  const hour = 3_600_000;
  importDocs(
    db,
    Array.from({ length: 600 }, (_, i) => ({
      collection: ['news', 'blogs', 'events'][i % 3]!,
      id: `d${i}`,
      data: {
        id: `d${i}`,
        date: new Date(Date.UTC(2020, 0, 1) + i * hour).toISOString(),
        category: i % 2 ? 'Mobility' : 'Specialty Polymers',
        pagetype: 'Mobility',
        insighttype: i % 2 ? 'Article' : 'Publication',
        isspotlight: i % 50 ? 'false' : 'true',
      },
    })),
  );
  // What openDatabase does on every open: the planner's statistics, now that there is data.
  db.pragma('analysis_limit = 1000');
  db.pragma('optimize = 0x10002');
  try {
    const sections = [queries.spotlight(), queries.insightsByVertical('Mobility', 'Article'), queries.blogById('d9'), queries.insightComments('d9')];
    for (const query of [queries.newsPage(1), queries.newsPage(3, 'Mobility'), queries.blogsPage(1, 'Specialty Polymers'), queries.homeEvents(), ...sections]) {
      const { sql, params } = listStatement(query);
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((row) => row.detail).join('; ');
      expect([JSON.stringify(query), plan]).toEqual([JSON.stringify(query), expect.stringMatching(/USING INDEX documents_by_/)]);
    }
    // A page from a cursor seeks the index to it, never scans from the list's start.
    const cursor: [string, string] = [new Date(Date.UTC(2020, 0, 1) + 300 * hour).toISOString(), 'd300'];
    for (const query of [queries.newsPage({ page: 9, after: cursor }), queries.newsPage({ page: 9, before: cursor }), queries.newsPage({ page: 9, after: cursor }, 'Mobility'), queries.insightComments('d9', cursor)]) {
      const { sql, params } = listStatement(query);
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((row) => row.detail).join('; ');
      expect([JSON.stringify(query), plan]).toEqual([JSON.stringify(query), expect.stringMatching(/USING INDEX documents_by_\w+ \(collection=\?( AND <expr>=\?)* AND <expr>[<>]\?\)/)]);
    }
  } finally {
    db.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
});
