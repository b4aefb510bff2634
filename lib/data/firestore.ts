import 'server-only';
import { FieldPath, Timestamp, type Firestore, type Query as FsQuery } from 'firebase-admin/firestore';
import type { ListQuery } from './queries';
import { isFollowed, parseDoc, type CollectionName, type DocOf } from './schema';
import type { Store, WriteData } from './store';

const ALREADY_EXISTS = 6;
/** gRPC NOT_FOUND: an update of a document that does not exist. */
const NOT_FOUND = 5;

// Writes only ever come from this server, so its clock is the server time the spec asks
// for (never a browser's). Same behaviour as the SQLite adapter. Whole milliseconds, as the
// documents read back carry it (ISO strings): a cursor on `timestamp` then names its document exactly.
const now = () => Timestamp.fromMillis(Date.now());

/** A cursor's value as stored: `timestamp` is a Firestore Timestamp, every other field as it is. */
const stored = (field: string, value: string) => (field === 'timestamp' ? Timestamp.fromDate(new Date(value)) : value);

function toFirestoreQuery(db: Firestore, query: ListQuery, withPaging: boolean): FsQuery {
  let q: FsQuery = db.collection(query.collection);
  for (const filter of query.where ?? []) {
    if (filter.op === 'empty') q = q.where(filter.field, '==', []);
    else q = q.where(filter.field, filter.op === 'contains' ? 'array-contains' : '==', filter.value);
  }
  if (query.orderBy) {
    // Firestore breaks ties by document id in the last order's direction anyway; naming it lets a
    // cursor carry the id, and the same index serves it.
    q = q.orderBy(query.orderBy.field, query.orderBy.direction).orderBy(FieldPath.documentId(), query.orderBy.direction);
    const field = query.orderBy.field;
    if (query.after) q = q.startAfter(stored(field, query.after[0]), query.after[1]);
    if (query.before) q = q.endBefore(stored(field, query.before[0]), query.before[1]);
  }
  if (!withPaging || query.limit === undefined) return q;
  if (query.before) return q.limitToLast(query.limit);
  // Offsets are applied after the read (see list): Firestore bills skipped documents as reads
  // anyway, and the same query (offset + limit) serves the live listener.
  return q.limit((query.offset ?? 0) + query.limit);
}

function reshape<C extends CollectionName>(collection: C, docs: FirebaseFirestore.QueryDocumentSnapshot[], offset = 0): DocOf<C>[] {
  return docs
    .slice(offset)
    .map((doc) => parseDoc(collection, doc.id, doc.data()))
    .filter((d): d is DocOf<C> => d !== null);
}

/** `keepClient`: closing the store leaves the Firestore client open (its owner ends it). */
export function createFirestoreStore(db: Firestore, { keepClient = false } = {}): Store {
  async function batch<C extends CollectionName>(collection: C, after: string | undefined, size: number) {
    let q = db.collection(collection).orderBy(FieldPath.documentId()).limit(size);
    if (after !== undefined) q = q.startAfter(after);
    const snapshot = await q.get();
    return { docs: reshape(collection, snapshot.docs), next: snapshot.size === size ? snapshot.docs.at(-1)!.id : undefined };
  }
  return {
    kind: 'firebase',
    async list(query) {
      const snapshot = await toFirestoreQuery(db, query, true).get();
      return reshape(query.collection, snapshot.docs, query.offset ?? 0);
    },
    async count(query) {
      const matching = toFirestoreQuery(db, { ...query, orderBy: undefined }, false);
      // Bounded by the limit, as in SQLite: Firestore bills a count by the index entries it reads.
      const snapshot = await (query.limit === undefined ? matching : matching.limit(query.limit)).count().get();
      return snapshot.data().count;
    },
    async get(collection, id) {
      const snapshot = await db.collection(collection).doc(id).get();
      return snapshot.exists ? parseDoc(collection, snapshot.id, snapshot.data()) : null;
    },
    batch,
    async create(collection, id, data: WriteData) {
      try {
        await db.collection(collection).doc(id).create({ ...data, timestamp: now() });
        return true;
      } catch (error) {
        if ((error as { code?: number }).code === ALREADY_EXISTS) return false;
        throw error;
      }
    },
    async set(collection, id, data: WriteData) {
      await db.collection(collection).doc(id).set({ ...data, timestamp: now() });
    },
    async update(collection, id, fields: WriteData) {
      try {
        await db.collection(collection).doc(id).update({ ...fields, timestamp: now() });
        return true;
      } catch (error) {
        if ((error as { code?: number }).code === NOT_FOUND) return false;
        throw error;
      }
    },
    async updateIf(collection, id, expected, fields: WriteData) {
      const ref = db.collection(collection).doc(id);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists || Object.entries(expected).some(([key, value]) => (snapshot.get(key) ?? null) !== value)) return false;
        tx.update(ref, { ...fields, timestamp: now() });
        return true;
      });
    },
    async remove(collection, id) {
      const ref = db.collection(collection).doc(id);
      return db.runTransaction(async (tx) => {
        if (!(await tx.get(ref)).exists) return false;
        tx.delete(ref);
        // A listener cannot see a document leave unless it held it: `follow` reads this record instead.
        if (isFollowed(collection)) tx.set(db.collection('removals').doc(`${collection}~${id}`), { collection, docId: id, timestamp: now() });
        return true;
      });
    },
    follow(collection, since, onChange) {
      const after = Timestamp.fromDate(since);
      const failed = (error: Error) => console.error(`[data] following ${collection} failed: ${error.message}`);
      // Every write carries the port's `timestamp`, so the documents written since are a query; a
      // listener bills only what changes, so an idle follower reads nothing.
      const stopWritten = db
        .collection(collection)
        .where('timestamp', '>', after)
        .onSnapshot((snapshot) => {
          const written = snapshot.docChanges().filter((change) => change.type !== 'removed');
          if (written.length > 0) onChange({ written: reshape(collection, written.map((change) => change.doc)), removed: [] });
        }, failed);
      const stopRemoved = db
        .collection('removals')
        .where('collection', '==', collection)
        .where('timestamp', '>', after)
        .onSnapshot((snapshot) => {
          const removed = snapshot.docChanges().filter((change) => change.type !== 'removed');
          if (removed.length > 0) onChange({ written: [], removed: removed.map((change) => String(change.doc.get('docId'))) });
        }, failed);
      return () => {
        stopWritten();
        stopRemoved();
      };
    },
    watch(query, onChange) {
      return toFirestoreQuery(db, query, true).onSnapshot(
        (snapshot) => onChange(reshape(query.collection, snapshot.docs, query.offset ?? 0)),
        (error) => console.error(`[data] watch ${query.collection} failed: ${error.message}`),
      );
    },
    async close() {
      if (!keepClient) await db.terminate();
    },
  };
}
