import 'server-only';
import { getStore } from '../data';
import { createSiteSearch, type SiteSearch } from './replica';

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
  globalSearch.__siteSearch ??= createSiteSearch(store);
  return globalSearch.__siteSearch;
}
