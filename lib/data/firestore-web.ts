'use client';
import { getApps, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query as buildQuery,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import type { ListQuery } from './queries';
import { parseDoc, type CollectionName, type DocOf } from './schema';

type WebConfig = { apiKey: string; authDomain: string; projectId: string; appId?: string; emulatorHost?: string };

let firestore: Firestore | undefined;

// Loaded only through `import()` from the live hook: the web SDK is never in a first load.
function db(config: WebConfig): Firestore {
  if (firestore) return firestore;
  const app = getApps()[0] ?? initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, appId: config.appId });
  firestore = getFirestore(app);
  if (config.emulatorHost) {
    const [host, port] = config.emulatorHost.split(':');
    connectFirestoreEmulator(firestore, host ?? '127.0.0.1', Number(port ?? 8080));
  }
  return firestore;
}

export function watchQuery<C extends CollectionName>(config: WebConfig, query: ListQuery<C>, onChange: (docs: DocOf<C>[]) => void): () => void {
  const constraints: QueryConstraint[] = (query.where ?? []).map((f) => where(f.field, '==', f.value));
  if (query.orderBy) constraints.push(orderBy(query.orderBy.field, query.orderBy.direction));
  const offset = query.offset ?? 0;
  if (query.limit !== undefined) constraints.push(limit(offset + query.limit));
  return onSnapshot(
    buildQuery(collection(db(config), query.collection), ...constraints),
    (snapshot) =>
      onChange(
        snapshot.docs
          .slice(offset)
          .map((doc) => parseDoc(query.collection, doc.id, doc.data()))
          .filter((d): d is DocOf<C> => d !== null),
      ),
    (error) => console.error(`[live] ${query.collection}: ${error.message}`),
  );
}
