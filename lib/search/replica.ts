import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { CollectionName, DocOf } from '../data/schema';
import { walk } from '../data/walk';
import type { Store } from '../data/store';
import { isSearched, SEARCHED_COLLECTIONS, searchDocOf, searchKeyOf } from './documents';
import { indexContent, indexDocs, SEARCH_SCHEMA, unindexDocs } from './fts';

/** Documents written in a collection since a moment, as they are written: returns the unsubscribe. */
export type FollowChanges = <C extends CollectionName>(collection: C, since: Date, onDocs: (docs: DocOf<C>[]) => void) => () => void;

/**
 * Clocks differ between this server and the one that stamped a write: changes are followed from
 * this long before the fill starts (an indexed document written again is harmless).
 */
const CLOCK_MARGIN_MS = 60_000;

/**
 * The search index for a store that has none of its own (Firestore): each instance keeps one in a
 * file of its own, filled once by walking the searched collections (each document read once per
 * instance start, a batch at a time) and then kept current by following the documents written
 * since (a listener bills only what changes: an idle instance reads nothing). A search waits for
 * the first fill; a failed fill is retried by the next search.
 */
export function createSearchReplica(store: Pick<Store, 'batch'>, follow: FollowChanges) {
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
    // Written while the walk runs: the walk may have read an older copy, so it skips these.
    const followed = new Set<string>();
    for (const collection of SEARCHED_COLLECTIONS) {
      stops.push(
        follow(collection, since, (docs) => {
          if (db !== file) return;
          const indexed = docs.map((doc) => searchDocOf(collection, doc as never));
          indexed.forEach((doc) => followed.add(doc.id));
          indexDocs(file, indexed);
        }),
      );
    }
    // Removed since: dropped from the index (lib/data/firestore.ts records each removal).
    stops.push(
      follow('removals', since, (removals) => {
        if (db !== file) return;
        const keys = removals.filter((removal) => isSearched(removal.collection)).map((removal) => searchKeyOf(removal.collection as never, removal.docId));
        unindexDocs(file, keys);
      }),
    );
    for (const collection of SEARCHED_COLLECTIONS) {
      for await (const docs of walk(store as Store, collection)) {
        if (db !== file) throw new Error('The search index was closed while it filled.');
        indexDocs(
          file,
          docs.map((doc) => searchDocOf(collection, doc as never)).filter((doc) => !followed.has(doc.id)),
        );
      }
    }
    return file;
  }

  return {
    /** The filled index; the first call starts the fill. */
    ready(): Promise<Database.Database> {
      filling ??= fill().catch((error: unknown) => {
        console.error(`[search] index fill failed: ${(error as Error).message}`);
        close();
        throw error;
      });
      return filling;
    },
    close,
  };
}
