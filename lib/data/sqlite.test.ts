import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { queries } from './queries';
import { migrations } from './sqlite-migrations';
import { createSqliteStore, importDocs, listStatement, openDatabase } from './sqlite';
import { storeContract } from '@/tests/contract/store-contract';

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

  test('a store made before the per-kind search index keeps its documents findable', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-upgrade-'));
    const file = path.join(tmp, 'site.db');
    // The store as the release with one shared index left it: migrations 1 to 4, a news item indexed.
    const old = new Database(file);
    migrations.slice(0, 4).forEach((sql) => old.exec(sql));
    old.pragma('user_version = 4');
    old.prepare("INSERT INTO documents (collection, id, data, updated_at) VALUES ('news', 'n1', ?, '2026-01-01')").run(JSON.stringify({ date: '2026-01-01', heading: 'Ammonia cracking', desc: 'D' }));
    old.prepare("INSERT INTO search_docs (rowid, key, kind, id, title, aliases, body, url, date) VALUES (2199023255553, 'news:n1', 'news', 'n1', 'Ammonia cracking', '', 'D', '/news', '2026-01-01')").run();
    old.close();
    const store = createSqliteStore(file);
    const [group] = await store.search({ query: 'ammonia', limit: 5 });
    expect(group).toMatchObject({ kind: 'news', total: 1 });
    // Its words are known to the spelling lookups too (filled from the index on upgrade).
    expect(await store.search({ query: 'amonia', kind: 'news', limit: 5 })).toMatchObject([{ kind: 'news', total: 1 }]);
    expect(await store.search({ query: 'crack', kind: 'news', limit: 5 })).toMatchObject([{ kind: 'news', total: 1 }]);
    await store.close();
    const reopened = new Database(file);
    expect(reopened.pragma('user_version', { simple: true })).toBe(migrations.length);
    reopened.close();
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
    const sections = [queries.spotlight(), queries.insightsByVertical('Mobility', 'Article'), queries.blogById('d9')];
    for (const query of [queries.newsPage(1), queries.newsPage(3, 'Mobility'), queries.blogsPage(1, 'Specialty Polymers'), queries.homeEvents(), ...sections]) {
      const { sql, params } = listStatement(query);
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((row) => row.detail).join('; ');
      expect([JSON.stringify(query), plan]).toEqual([JSON.stringify(query), expect.stringMatching(/USING INDEX documents_by_/)]);
    }
    // A page from a cursor seeks the index to it, never scans from the list's start.
    const cursor: [string, string] = [new Date(Date.UTC(2020, 0, 1) + 300 * hour).toISOString(), 'd300'];
    for (const query of [queries.newsPage({ page: 9, after: cursor }), queries.newsPage({ page: 9, before: cursor }), queries.newsPage({ page: 9, after: cursor }, 'Mobility')]) {
      const { sql, params } = listStatement(query);
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((row) => row.detail).join('; ');
      expect([JSON.stringify(query), plan]).toEqual([JSON.stringify(query), expect.stringMatching(/USING INDEX documents_by_\w+ \(collection=\?( AND <expr>=\?)? AND <expr>[<>]\?\)/)]);
    }
  } finally {
    db.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
});
