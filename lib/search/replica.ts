import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { walk } from '../data/walk';
import type { Store } from '../data/store';
import { SEARCHED_COLLECTIONS, searchDocOf, searchKeyOf } from './documents';
import type { SearchHit, SearchKind } from './engine';
import { indexContent, indexDocs, SEARCH_SCHEMA, searchGroups, suggestion, titleHits, unindexDocs, type SearchGroup, type SearchRequest } from './fts';

/**
 * Clocks differ between this server and the one that stamped a write: changes are followed from
 * this long before the fill starts (an indexed document written again is harmless).
 */
const CLOCK_MARGIN_MS = 60_000;

/** The site search, as pages ask it. */
export type SiteSearch = {
  /** Hits grouped by kind, the kind of the best hit first. Reads the index, never the documents. */
  search(request: SearchRequest): Promise<SearchGroup[]>;
  /** For a search that finds nothing: a close spelling of it the index holds ("Did you mean"), or null. */
  suggestion(query: string): Promise<string | null>;
  /** The documents of a kind whose titles (current or former) hold most of `words`: a damaged link's candidates. */
  titles(kind: SearchKind, words: readonly string[], max: number): Promise<SearchHit[]>;
  /** Resolves once the index is filled; the first call starts the fill. */
  ready(): Promise<unknown>;
  close(): void;
};

/**
 * The search index, beside the store whatever its backend: each instance keeps one in a file of
 * its own, filled once by walking the searched collections (each document read once per instance
 * start, a batch at a time) and then kept current by following what changes since
 * (`Store.follow`: in Firestore a listener bills only what changes, so an idle instance reads
 * nothing). A search waits for the first fill; a failed fill is retried by the next search.
 */
export function createSiteSearch(store: Pick<Store, 'batch' | 'follow'>): SiteSearch {
  let filling: Promise<Database.Database> | undefined;
  let db: Database.Database | undefined;
  let dir: string | undefined;
  let stops: (() => void)[] = [];

  function close() {
    process.off('exit', close);
    stops.forEach((stop) => stop());
    stops = [];
    db?.close();
    db = undefined;
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
    filling = undefined;
  }

  async function fill(): Promise<Database.Database> {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-search-'));
    // The file is this process's alone: it goes when the process does.
    process.once('exit', close);
    const file = new Database(path.join(dir, 'search.db'));
    db = file;
    // A copy rebuilt at every start: no journal, nothing to make durable.
    file.pragma('journal_mode = OFF');
    file.pragma('synchronous = OFF');
    file.exec(SEARCH_SCHEMA);
    indexContent(file);
    const since = new Date(Date.now() - CLOCK_MARGIN_MS);
    // Written or removed while the walk runs: the walk may have read an older copy, so it skips these.
    const followed = new Set<string>();
    for (const collection of SEARCHED_COLLECTIONS) {
      stops.push(
        store.follow(collection, since, ({ written, removed }) => {
          if (db !== file) return;
          const indexed = written.map((doc) => searchDocOf(collection, doc as never));
          const gone = removed.map((id) => searchKeyOf(collection, id));
          [...indexed.map((doc) => doc.id), ...gone].forEach((key) => followed.add(key));
          indexDocs(file, indexed);
          unindexDocs(file, gone);
        }),
      );
    }
    for (const collection of SEARCHED_COLLECTIONS) {
      for await (const docs of walk(store, collection)) {
        if (db !== file) throw new Error('The search index was closed while it filled.');
        indexDocs(
          file,
          docs.map((doc) => searchDocOf(collection, doc as never)).filter((doc) => !followed.has(doc.id)),
        );
      }
    }
    return file;
  }

  /** The filled index; the first call starts the fill. */
  function ready(): Promise<Database.Database> {
    filling ??= fill().catch((error: unknown) => {
      console.error(`[search] index fill failed: ${(error as Error).message}`);
      close();
      throw error;
    });
    return filling;
  }

  return {
    search: async (request) => searchGroups(await ready(), request),
    suggestion: async (query) => suggestion(await ready(), query),
    titles: async (kind, words, max) => titleHits(await ready(), kind, words, max),
    ready,
    close,
  };
}
