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
import { loadSnapshot, saveSnapshot, type SnapshotShelf } from './snapshot';

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
  /** Writes the index to the shelf as the snapshot the instances start from; resolves to the moment it covers. */
  snapshot(): Promise<Date>;
  close(): void;
};

/**
 * The search index, beside the store whatever its backend: each instance keeps one in a file of
 * its own. It starts from the shelf's snapshot when there is a fresh one (lib/search/snapshot.ts)
 * and follows what changed since the moment it covers (`Store.follow`: in Firestore a listener
 * bills only what changes, so an idle instance reads nothing). Without one it walks the searched
 * collections (each document read once, a batch at a time), then leaves its index on the shelf
 * for the instances after it. A search waits for the first fill; a failed fill is retried by the
 * next search.
 */
export function createSiteSearch(store: Pick<Store, 'batch' | 'follow'>, shelf?: SnapshotShelf): SiteSearch {
  let filling: Promise<Database.Database> | undefined;
  let db: Database.Database | undefined;
  let dir: string | undefined;
  let stops: (() => void)[] = [];
  let writing: Promise<Date> | undefined;
  /** While the file is read for a snapshot, what the followers bring waits here, in order. */
  let held: (() => void)[] | undefined;

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

  /** The index as the shelf's snapshot found it, and the moment it covers; null when there is none to start from. */
  async function fromSnapshot(location: string): Promise<{ file: Database.Database; covers: Date } | null> {
    if (!shelf) return null;
    let file: Database.Database | undefined;
    try {
      const covers = await loadSnapshot(shelf, location, Date.now());
      if (!covers) return null;
      file = new Database(location);
      // A file that is not a whole index fails here, before any search meets it.
      file.prepare('SELECT count(*) FROM search_docs').get();
      return { file, covers };
    } catch (error) {
      console.warn(`[search] the snapshot could not be loaded, walking the store instead: ${(error as Error).message}`);
      file?.close();
      fs.rmSync(location, { force: true });
      return null;
    }
  }

  async function fill(): Promise<Database.Database> {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-search-'));
    // The file is this process's alone: it goes when the process does.
    process.once('exit', close);
    const location = path.join(dir, 'search.db');
    const snapshot = await fromSnapshot(location);
    const file = snapshot?.file ?? new Database(location);
    db = file;
    // A copy made again at every start: no journal, nothing to make durable.
    file.pragma('journal_mode = OFF');
    file.pragma('synchronous = OFF');
    if (!snapshot) file.exec(SEARCH_SCHEMA);
    indexContent(file);
    const since = new Date((snapshot?.covers.getTime() ?? Date.now()) - CLOCK_MARGIN_MS);
    // Written or removed while the walk runs: the walk may have read an older copy, so it skips
    // these. Recorded only while there is a walk to come.
    const followed = new Set<string>();
    let walking = !snapshot;
    for (const collection of SEARCHED_COLLECTIONS) {
      stops.push(
        store.follow(collection, since, ({ written, removed }) => {
          if (db !== file) return;
          const indexed = written.map((doc) => searchDocOf(collection, doc as never));
          const gone = removed.map((id) => searchKeyOf(collection, id));
          if (walking) [...indexed.map((doc) => doc.id), ...gone].forEach((key) => followed.add(key));
          const apply = () => {
            if (db !== file) return;
            indexDocs(file, indexed);
            unindexDocs(file, gone);
          };
          if (held) held.push(apply);
          else apply();
        }),
      );
    }
    if (snapshot) {
      console.info(`[search] started from the snapshot covering ${snapshot.covers.toISOString()}`);
      return file;
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
    walking = false;
    followed.clear();
    // The walk is what a snapshot spares the instances after this one: there was none to use, so leave one.
    if (shelf) {
      console.info('[search] no snapshot to start from: walked the store, leaving one');
      void write(file).catch((error: unknown) => {
        // Closed meanwhile (the process is stopping): the next instance walks, nothing to report.
        if (db === file) console.warn(`[search] the snapshot was not written: ${(error as Error).message}`);
      });
    }
    return file;
  }

  /**
   * One snapshot at a time, read from the index's own file while the followers' changes wait: it
   * holds everything followed until now (the next instance follows from a minute before).
   */
  function write(file: Database.Database): Promise<Date> {
    writing ??= (async () => {
      const covers = new Date();
      held = [];
      try {
        await saveSnapshot(shelf!, file.name, covers);
      } finally {
        const waiting = held;
        held = undefined;
        waiting.forEach((apply) => apply());
      }
      return covers;
    })().finally(() => {
      writing = undefined;
    });
    return writing;
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
    async snapshot() {
      if (!shelf) throw new Error('This search index has no shelf for snapshots.');
      return write(await ready());
    },
    close,
  };
}
