import { execFileSync } from 'node:child_process';

const DB = '.data/e2e.db';

/**
 * Writes straight into the e2e store from a separate Node process, as another server or
 * the seed script would: the site must notice without being told.
 */
const added: { collection: string; id: string }[] = [];

function write(collection: string, id: string, data: Record<string, unknown>) {
  added.push({ collection, id });
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1], { timeout: 5000 });
    db.prepare("INSERT INTO documents (collection, id, data, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at")
      .run(process.argv[2], process.argv[3], process.argv[4], new Date().toISOString());
    db.close();`;
  execFileSync(process.execPath, ['-e', script, DB, collection, id, JSON.stringify(data)]);
}

export function addNews(doc: { id: string; heading: string; date: string; desc: string; category?: string }) {
  const { id, ...data } = doc;
  write('news', id, data);
}

export function addDocument(collection: string, id: string, data: Record<string, unknown>) {
  write(collection, id, data);
}

/**
 * Removes what this file's tests wrote, so a later spec sees the seeded store (a news item
 * dated 2030 would otherwise head every list). Call from test.afterEach.
 */
export function removeAddedDocuments() {
  if (added.length === 0) return;
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1], { timeout: 5000 });
    const remove = db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?');
    for (const doc of JSON.parse(process.argv[2])) remove.run(doc.collection, doc.id);
    db.close();`;
  execFileSync(process.execPath, ['-e', script, DB, JSON.stringify(added.splice(0))]);
}
