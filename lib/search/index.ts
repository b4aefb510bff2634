import 'server-only';
import fs from 'node:fs/promises';
import { getStore } from '../data';
import { env } from '../env';
import { createSiteSearch, type SiteSearch } from './replica';
import { bucketShelf, folderShelf, type SnapshotShelf } from './snapshot';

export type { SearchGroup } from './fts';
export type { SiteSearch } from './replica';

const globalSearch = globalThis as unknown as { __siteSearch?: SiteSearch };

/**
 * The site search this process uses: one index beside the store, whatever its backend, shared by
 * every page, the proxy's link resolver and the studio (on globalThis, as the store is). A store
 * that cannot be opened arrives as its StoreError.
 */
export async function getSearch(): Promise<SiteSearch> {
  if (globalSearch.__siteSearch) return globalSearch.__siteSearch;
  const store = await getStore();
  // Without a shelf the instance walks the store, as it would without a snapshot.
  const shelf = await snapshotShelf().catch((error: unknown) => {
    console.warn(`[search] no snapshot shelf, each start walks the store: ${(error as Error).message}`);
    return undefined;
  });
  globalSearch.__siteSearch ??= createSiteSearch(store, shelf);
  return globalSearch.__siteSearch;
}

/** Where this process's instances share the index's snapshot: SEARCH_SNAPSHOT_DIR, else beside the store. */
async function snapshotShelf(): Promise<SnapshotShelf> {
  const e = env();
  if (e.SEARCH_SNAPSHOT_DIR) return folderShelf(e.SEARCH_SNAPSHOT_DIR);
  if (e.SITE_BACKEND === 'firebase') return bucketShelf(await (await import('../data/firebase-admin')).adminBucket());
  // Made when the store's file was: a snapshot of an earlier file of that name is another store's.
  const { birthtimeMs, ctimeMs } = await fs.stat(e.SQLITE_PATH);
  return folderShelf(`${e.SQLITE_PATH}-search`, { notBefore: birthtimeMs || ctimeMs });
}
