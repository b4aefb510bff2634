import 'server-only';
import type MiniSearch from 'minisearch';
import { getStore } from '../data';
import { searchDocuments } from './documents';
import { SEARCH_MAX_AGE } from '../cache-control';
import { timedCopy } from '../timed-copy';
import { buildIndex, type SearchDoc } from './engine';

/** Content changed in the store shows in results within this long (per server instance). */
export const MAX_AGE_MS = SEARCH_MAX_AGE * 1000;

type Index = MiniSearch<SearchDoc>;

/**
 * An index built from `load` and rebuilt once it is older than `maxAge`: the old index answers
 * while the new one builds, and a failed rebuild keeps it (logged; the next search tries again).
 */
export function cachedIndex(load: () => Promise<SearchDoc[]>, { maxAge = MAX_AGE_MS, now = Date.now } = {}): () => Promise<Index> {
  const build = () =>
    load()
      .then(buildIndex)
      .catch((error: unknown) => {
        console.error(`[search] index build failed: ${(error as Error).message}`);
        throw error;
      });
  const copy = timedCopy(build, { serveStale: true, now });
  return () => copy(maxAge);
}

const shared = globalThis as unknown as { __siteSearch?: () => Promise<Index> };

/** This server instance's index of the store and the site's content (lib/search/documents.ts). */
export function siteIndex(): Promise<Index> {
  shared.__siteSearch ??= cachedIndex(() => getStore().then(searchDocuments));
  return shared.__siteSearch();
}
