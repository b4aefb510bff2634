import { isAppError } from '../errors';
import { StoreError, type Store } from './store';

/** Any failure inside an adapter as a typed StoreError (code store_unavailable, not visible). */
export function toStoreError(operation: string, error: unknown): Error {
  return isAppError(error) ? error : new StoreError(`The data store failed (${operation}).`, { cause: error });
}

async function guarded<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toStoreError(operation, error);
  }
}

/**
 * The store callers see: the same port, but a driver error (SQLITE_CANTOPEN, a Firestore
 * UNAVAILABLE, a disk full) always arrives as a StoreError, so pages, actions and route
 * handlers handle one type and never show a driver's message to a visitor.
 */
export function guardStore(store: Store): Store {
  return {
    kind: store.kind,
    list: (query) => guarded('list', () => store.list(query)),
    count: (query) => guarded('count', () => store.count(query)),
    get: (collection, id) => guarded('get', () => store.get(collection, id)),
    batch: (collection, after, size) => guarded('batch', () => store.batch(collection, after, size)),
    create: (collection, id, data) => guarded('create', () => store.create(collection, id, data)),
    set: (collection, id, data) => guarded('set', () => store.set(collection, id, data)),
    update: (collection, id, fields) => guarded('update', () => store.update(collection, id, fields)),
    updateIf: (collection, id, expected, fields) => guarded('updateIf', () => store.updateIf(collection, id, expected, fields)),
    remove: (collection, id) => guarded('remove', () => store.remove(collection, id)),
    watch(query, onChange) {
      try {
        return store.watch(query, onChange);
      } catch (error) {
        throw toStoreError('watch', error);
      }
    },
    follow(collection, since, onChange) {
      try {
        return store.follow(collection, since, onChange);
      } catch (error) {
        throw toStoreError('follow', error);
      }
    },
    close: () => store.close(),
  };
}
