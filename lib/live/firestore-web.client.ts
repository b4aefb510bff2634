'use client';
import { getApps, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  getFirestore,
  documentId,
  endBefore,
  limit,
  limitToLast,
  onSnapshot,
  startAfter,
  setLogLevel,
  orderBy,
  query as buildQuery,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import type { ListQuery } from '../data/queries';
import { parseDoc, type CollectionName, type DocOf } from '../data/schema';

type WebConfig = { apiKey: string; authDomain: string; projectId: string; appId?: string; emulatorHost?: string };

let firestore: Firestore | undefined;

// Loaded only through `import()` from the live hook: the web SDK is never in a first load.
function db(config: WebConfig): Firestore {
  if (firestore) return firestore;
  const app = getApps()[0] ?? initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, appId: config.appId });
  firestore = getFirestore(app);
  // The SDK logs every failed attempt to reach its backend as a console error; the lists keep
  // the server's render meanwhile, so that is no error of the page's (one warning below instead).
  setLogLevel('silent');
  if (config.emulatorHost) {
    const [host, port] = config.emulatorHost.split(':');
    connectFirestoreEmulator(firestore, host ?? '127.0.0.1', Number(port ?? 8080));
  }
  return firestore;
}

export function watchQuery<C extends CollectionName>(config: WebConfig, query: ListQuery<C>, onChange: (docs: DocOf<C>[]) => void): () => void {
  const constraints: QueryConstraint[] = (query.where ?? []).map((f) => where(f.field, '==', f.value));
  if (query.orderBy) {
    // As the server's adapter orders: ties by document id, so a page's cursor names its place.
    constraints.push(orderBy(query.orderBy.field, query.orderBy.direction), orderBy(documentId(), query.orderBy.direction));
    if (query.after) constraints.push(startAfter(...query.after));
    if (query.before) constraints.push(endBefore(...query.before));
  }
  const offset = query.offset ?? 0;
  if (query.limit !== undefined) constraints.push(query.before ? limitToLast(query.limit) : limit(offset + query.limit));
  let warned = false;
  return onSnapshot(
    buildQuery(collection(db(config), query.collection), ...constraints),
    // Metadata changes too: a result first read from the SDK's cache is confirmed by the server
    // with the same documents, and only then is it passed on.
    { includeMetadataChanges: true },
    (snapshot) => {
      // The SDK's local cache (empty on a first visit, partial when another query filled it) is
      // not the store: the server's render stays until the server itself answers.
      if (snapshot.metadata.fromCache) return;
      onChange(
        snapshot.docs
          .slice(offset)
          .map((doc) => parseDoc(query.collection, doc.id, doc.data()))
          .filter((d): d is DocOf<C> => d !== null),
      );
    },
    (error) => {
      // The page keeps what the server rendered; one line for whoever looks, no error for the visitor.
      if (!warned) console.warn(`[live] ${query.collection}: ${error.message}`);
      warned = true;
    },
  );
}
