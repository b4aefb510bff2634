import 'server-only';
import type MiniSearch from 'minisearch';
import { getStore } from '../data';
import { searchDocuments } from './documents';
import { buildIndex, type SearchDoc } from './engine';

/** Content changed in the store shows in results within this long (per server instance). */
export const MAX_AGE_MS = 60_000;

type Index = MiniSearch<SearchDoc>;
type Entry = { at: number; index: Promise<Index> };

/**
 * An index built from `load` and rebuilt once it is older than `maxAge`: the old index answers
 * while the new one builds, and a failed rebuild keeps it (logged; the next search tries again).
 */
export function cachedIndex(load: () => Promise<SearchDoc[]>, { maxAge = MAX_AGE_MS, now = Date.now } = {}): () => Promise<Index> {
  let current: Entry | undefined;
  let next: Entry | undefined;
  return () => {
    if (current && now() - current.at <= maxAge) return current.index;
    if (!next) {
      const entry: Entry = { at: now(), index: load().then(buildIndex) };
      next = entry;
      entry.index.then(
        () => {
          current = entry;
          next = undefined;
        },
        (error: unknown) => {
          console.error(`[search] index build failed: ${(error as Error).message}`);
          next = undefined;
        },
      );
    }
    // The first build of all has nothing older to answer with.
    return current?.index ?? next!.index;
  };
}

const shared = globalThis as unknown as { __siteSearch?: () => Promise<Index> };

/** This server instance's index of the store and the site's content (lib/search/documents.ts). */
export function siteIndex(): Promise<Index> {
  shared.__siteSearch ??= cachedIndex(() => getStore().then(searchDocuments));
  return shared.__siteSearch();
}
