import { createFirestoreStore } from '@/lib/data/firestore';
import { createSqliteStore } from '@/lib/data/sqlite';
import type { Store } from '@/lib/data/store';
import { freshFirestore } from './firestore-emulator';
import { tempDbPath } from './temp-sqlite';

/** A fresh store of one backend for a test file: `make` in beforeAll, `cleanup` in afterAll. */
export type StoreHarness = { make: () => Promise<Store>; cleanup: () => Promise<void> };

function sqlite(): StoreHarness {
  let temp: ReturnType<typeof tempDbPath> | undefined;
  let store: Store | undefined;
  return {
    make: async () => {
      temp = tempDbPath();
      store = createSqliteStore(temp.file);
      return store;
    },
    cleanup: async () => {
      await store?.close();
      temp?.remove();
    },
  };
}

function firestore(): StoreHarness {
  let client: Awaited<ReturnType<typeof freshFirestore>> | undefined;
  let store: Store | undefined;
  return {
    make: async () => {
      client = await freshFirestore();
      store = createFirestoreStore(client.db, { keepClient: true });
      return store;
    },
    cleanup: async () => {
      await store?.close();
      await client?.stop();
    },
  };
}

/** Both store adapters, for `describe.each`: the same tests against SQLite and the Firestore emulator. */
export const STORE_HARNESSES = [
  ['SQLite', sqlite],
  ['Firestore', firestore],
] as const;

/** A fresh store of the harness's backend for every test of the enclosing block, handed to `use`. */
export function freshStoreEachTest(harness: () => StoreHarness, use: (store: Store) => void): void {
  let h: StoreHarness;
  beforeEach(async () => {
    h = harness();
    use(await h.make());
  }, 120_000);
  afterEach(() => h.cleanup());
}
