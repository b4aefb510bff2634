import { deleteApp as deleteAdminApp, initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getFirestore as adminFirestore } from 'firebase-admin/firestore';
import { deleteApp, FirebaseError, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  query,
  setDoc,
  terminate,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { LIVE_COLLECTIONS } from '../lib/data/live-query';
import { collectionNames } from '../lib/data/schema';
import { startOfficialFirestore } from './support/official-firestore';

/**
 * firestore.rules judged by the official Cloud Firestore emulator, through the web SDK a browser
 * uses: as an anonymous visitor and as a signed-in user, every collection's reads and writes.
 * Policy: the public content is readable, nothing else is, and no client writes at all (every
 * write goes through the site's server with the Admin SDK, which rules do not govern).
 */

const PUBLIC = ['news', 'blogs', 'events', 'banners', 'compendiums', 'job_openings'];
const PRIVATE = ['subscribers', 'queries', 'comments', 'comment_reports', 'comment_flags', 'users', 'cache_tags', 'mail', 'studio_items', 'studio_revisions', 'studio_activity', 'removals', 'password_resets', 'reset_attempts', 'staff_roles', 'review_links', 'media'];
/** Public documents that only some of are shown: read by a query for the shown ones only. */
const SHOWN_ONLY = ['insight_comments'];
const PROJECT = 'demo-rules';

let emulator: Awaited<ReturnType<typeof startOfficialFirestore>>;
const apps: FirebaseApp[] = [];
const clients = {} as Record<'anonymous' | 'signed in', Firestore>;
const previousHost = process.env.FIRESTORE_EMULATOR_HOST;

function client(name: string, token?: { sub: string; email: string }): Firestore {
  const app = initializeApp({ projectId: PROJECT, apiKey: 'demo-key' }, name);
  apps.push(app);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', emulator.port, token ? { mockUserToken: { ...token, user_id: token.sub } } : undefined);
  return db;
}

async function denied(operation: Promise<unknown>): Promise<string> {
  try {
    await operation;
    return 'allowed';
  } catch (error) {
    return error instanceof FirebaseError ? error.code : String(error);
  }
}

beforeAll(async () => {
  emulator = await startOfficialFirestore({ rules: 'firestore.rules' });
  // One document per collection, written as the server writes (the Admin SDK ignores rules).
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  const admin = initializeAdmin({ projectId: PROJECT }, 'rules-admin');
  const db = adminFirestore(admin);
  await Promise.all([...PUBLIC, ...PRIVATE].map((name) => db.collection(name).doc('d1').set({ heading: 'x', email: 'a@example.com' })));
  await db.collection('blogs').doc('d1').collection('private').doc('p1').set({ secret: true });
  await db.collection('insight_comments').doc('shown').set({ blogId: 'b-1', user: 'Ann', comment: 'Useful', status: 'shown' });
  await db.collection('insight_comments').doc('other').set({ blogId: 'b-1', user: 'Ben', comment: 'Spam', status: 'other' });
  await db.terminate();
  await deleteAdminApp(admin);
  clients.anonymous = client('anonymous');
  clients['signed in'] = client('signed-in', { sub: 'uid-1', email: 'ana@example.com' });
}, 120_000);

afterAll(async () => {
  await Promise.all(Object.values(clients).map((db) => terminate(db)));
  await Promise.all(apps.map((app) => deleteApp(app)));
  await emulator?.stop();
  if (previousHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  else process.env.FIRESTORE_EMULATOR_HOST = previousHost;
});

describe.each(['anonymous', 'signed in'] as const)('firestore.rules, %s', (who) => {
  test.each(PUBLIC)('%s: get and list allowed; create, update and delete denied', async (name) => {
    const db = clients[who];
    expect((await getDoc(doc(db, name, 'd1'))).exists()).toBe(true);
    expect((await getDocs(collection(db, name))).size).toBeGreaterThan(0);
    expect(await denied(setDoc(doc(db, name, 'new'), { heading: 'forged' }))).toBe('permission-denied');
    expect(await denied(updateDoc(doc(db, name, 'd1'), { heading: 'forged' }))).toBe('permission-denied');
    expect(await denied(deleteDoc(doc(db, name, 'd1')))).toBe('permission-denied');
  });

  test.each(PRIVATE)('%s: no read and no write of any kind', async (name) => {
    const db = clients[who];
    expect(await denied(getDoc(doc(db, name, 'd1')))).toBe('permission-denied');
    expect(await denied(getDocs(collection(db, name)))).toBe('permission-denied');
    expect(await denied(setDoc(doc(db, name, 'new'), { email: 'forged@example.com' }))).toBe('permission-denied');
    expect(await denied(updateDoc(doc(db, name, 'd1'), { email: 'forged@example.com' }))).toBe('permission-denied');
    expect(await denied(deleteDoc(doc(db, name, 'd1')))).toBe('permission-denied');
  });

  test('insight comments: the shown ones are read, by a query that asks for them; no other, and no write', async () => {
    const db = clients[who];
    expect((await getDoc(doc(db, 'insight_comments', 'shown'))).data()).toMatchObject({ comment: 'Useful' });
    expect((await getDocs(query(collection(db, 'insight_comments'), where('blogId', '==', 'b-1'), where('status', '==', 'shown')))).size).toBe(1);
    expect(await denied(getDoc(doc(db, 'insight_comments', 'other')))).toBe('permission-denied');
    expect(await denied(getDocs(query(collection(db, 'insight_comments'), where('blogId', '==', 'b-1'))))).toBe('permission-denied');
    expect(await denied(setDoc(doc(db, 'insight_comments', 'new'), { blogId: 'b-1', user: 'Forged', comment: 'x', status: 'shown' }))).toBe('permission-denied');
    expect(await denied(updateDoc(doc(db, 'insight_comments', 'shown'), { comment: 'forged' }))).toBe('permission-denied');
    expect(await denied(deleteDoc(doc(db, 'insight_comments', 'shown')))).toBe('permission-denied');
  });

  test('sub-collections of public content and unknown collections are closed', async () => {
    const db = clients[who];
    expect(await denied(getDoc(doc(db, 'blogs', 'd1', 'private', 'p1')))).toBe('permission-denied');
    expect(await denied(getDocs(collection(db, 'anything_else')))).toBe('permission-denied');
    expect(await denied(setDoc(doc(db, 'anything_else', 'x'), { a: 1 }))).toBe('permission-denied');
  });
});

test('every collection of the data model has a decision here, and live lists read public ones only', () => {
  for (const name of collectionNames) expect([...PUBLIC, ...PRIVATE, ...SHOWN_ONLY]).toContain(name);
  for (const name of LIVE_COLLECTIONS) expect([...PUBLIC, ...SHOWN_ONLY]).toContain(name);
});
