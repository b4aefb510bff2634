import { execFileSync } from 'node:child_process';
import { FieldPath, type QuerySnapshot } from 'firebase-admin/firestore';
import { backend } from './backend';
import { adminFirestore, plain } from './firebase';

const DB = '.data/e2e.db';

/**
 * The e2e store of the running project, written and read from outside the site, as another server,
 * the seed script or the CMS would: the site must notice without being told. Local mode: the
 * SQLite file, from a separate Node process (the site holds it open). Firebase mode: firebase-admin
 * on the run's Firestore emulator.
 */
function sqlite<T>(script: string, ...args: string[]): T {
  const out = execFileSync(process.execPath, ['-e', `const Database = require('better-sqlite3');\n${script}`, DB, ...args], { encoding: 'utf8' });
  return JSON.parse(out || 'null') as T;
}

type Row = { id: string; data: Record<string, unknown> };
const added: { collection: string; id: string }[] = [];

export async function addDocument(collection: string, id: string, data: Record<string, unknown>): Promise<void> {
  added.push({ collection, id });
  if (backend() === 'firebase') {
    await adminFirestore().collection(collection).doc(id).set(data);
    return;
  }
  sqlite(
    `const db = new Database(process.argv[1], { timeout: 5000 });
    db.prepare("INSERT INTO documents (collection, id, data, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at")
      .run(process.argv[2], process.argv[3], process.argv[4], new Date().toISOString());
    db.close();`,
    collection,
    id,
    JSON.stringify(data),
  );
}

export function addNews(doc: { id: string; heading: string; date: string; desc: string; category?: string }): Promise<void> {
  const { id, ...data } = doc;
  return addDocument('news', id, data);
}

async function removeDocument(collection: string, id: string): Promise<void> {
  if (backend() === 'firebase') {
    await adminFirestore().collection(collection).doc(id).delete();
    return;
  }
  sqlite(
    `const db = new Database(process.argv[1], { timeout: 5000 });
    db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?').run(process.argv[2], process.argv[3]);
    db.close();`,
    collection,
    id,
  );
}

/**
 * Removes what this file's tests added, so a later spec sees the seeded store (a news item dated
 * 2030 would otherwise head every list). Call from test.afterEach.
 */
export async function removeAddedDocuments(): Promise<void> {
  for (const { collection, id } of added.splice(0)) await removeDocument(collection, id);
}

/** One stored document, or null. */
export async function storedDocument(collection: string, id: string): Promise<Record<string, unknown> | null> {
  if (backend() === 'firebase') {
    const snapshot = await adminFirestore().collection(collection).doc(id).get();
    return snapshot.exists ? plain(snapshot.data()!) : null;
  }
  return sqlite(
    `const [file, collection, id] = process.argv.slice(1);
    const db = new Database(file, { readonly: true, timeout: 5000 });
    const row = db.prepare('SELECT data FROM documents WHERE collection = ? AND id = ?').get(collection, id);
    db.close();
    process.stdout.write(row ? row.data : 'null');`,
    collection,
    id,
  );
}

const fromSnapshot = (snapshot: QuerySnapshot): Row[] => snapshot.docs.map((doc) => ({ id: doc.id, data: plain(doc.data()) }));

/** SQLite rows of a collection matching a condition on `id` or `data` (parameters after the collection). */
function sqliteRows(condition: string, ...args: string[]): Row[] {
  return sqlite(
    `const [file, collection, ...args] = process.argv.slice(1);
    const db = new Database(file, { readonly: true, timeout: 5000 });
    const rows = db.prepare("SELECT id, data FROM documents WHERE collection = ? AND ${condition}").all(collection, ...args);
    db.close();
    process.stdout.write(JSON.stringify(rows.map((r) => ({ id: r.id, data: JSON.parse(r.data) }))));`,
    ...args,
  );
}

/** Stored documents of a collection whose id starts with a prefix (e.g. a user id). */
export async function storedDocuments(collection: string, idPrefix: string): Promise<Row[]> {
  if (backend() === 'local') return sqliteRows('substr(id, 1, length(?)) = ?', collection, idPrefix, idPrefix);
  const id = FieldPath.documentId();
  return fromSnapshot(await adminFirestore().collection(collection).where(id, '>=', idPrefix).where(id, '<', `${idPrefix}\uf8ff`).get());
}

/** Stored documents of a collection whose field holds a value. */
export async function documentsWhere(collection: string, field: string, value: string): Promise<Row[]> {
  if (backend() === 'local') return sqliteRows("json_extract(data, '$.' || ?) = ?", collection, field, value);
  return fromSnapshot(await adminFirestore().collection(collection).where(field, '==', value).get());
}
