import 'server-only';
import { env } from '../env';
import { guardStore, toStoreError } from './guarded-store';
import type { Store } from './store';

export * from './queries';
export * from './schema';
export type { Store } from './store';
;

const globalStore = globalThis as unknown as { __siteStore?: Store };

/**
 * The store this process uses, chosen once from SITE_BACKEND. Pages and actions call
 * this; nothing else picks an adapter. Cached on globalThis so dev reloads reuse it.
 * Failures (opening included) arrive as StoreError; a failed open is retried on the next call.
 */
export async function getStore(): Promise<Store> {
  if (globalStore.__siteStore) return globalStore.__siteStore;
  const e = env();
  let store: Store;
  try {
    if (e.SITE_BACKEND === 'firebase') {
      const [{ createFirestoreStore }, { adminFirestore }] = await Promise.all([import('./firestore'), import('./firebase-admin')]);
      store = createFirestoreStore(adminFirestore());
    } else {
      const { createSqliteStore } = await import('./sqlite');
      store = createSqliteStore(e.SQLITE_PATH, e.SEED_DIR);
    }
  } catch (error) {
    throw toStoreError('open', error);
  }
  globalStore.__siteStore ??= guardStore(store);
  return globalStore.__siteStore;
}
