import type { CollectionName, DocOf, BlogComment } from './schema';
import type { ListQuery } from './queries';
import { AppError } from '../errors';
import type { SearchHit, SearchKind } from '../search/engine';
import type { SearchGroup, SearchRequest } from '../search/fts';

/**
 * The port. Pages and actions talk to this; `sqlite.ts` and `firestore.ts` implement it.
 * Writes take plain data; the adapter stamps `timestamp` with the site server's clock
 * (`Timestamp.now()` in Firestore, the process clock in SQLite) so a browser can never set it.
 */
export type WriteData = Record<string, unknown>;

export interface Store {
  readonly kind: 'local' | 'firebase';
  list<C extends CollectionName>(query: ListQuery<C>): Promise<DocOf<C>[]>;
  /** How many documents match the query's filters (its order and paging aside), counting at most `limit` when it has one. */
  count(query: ListQuery): Promise<number>;
  get<C extends CollectionName>(collection: C, id: string): Promise<DocOf<C> | null>;
  /**
   * One batch of a collection in id order, after `after` (an id from the last batch's `next`):
   * walks a whole collection, reading each document once, in bounded memory. For jobs that must
   * see everything (the sitemap, the search index), never for a page.
   */
  batch<C extends CollectionName>(collection: C, after: string | undefined, size: number): Promise<{ docs: DocOf<C>[]; next?: string }>;
  /** Create-only: resolves false when the id exists, and writes nothing then. */
  create(collection: CollectionName, id: string, data: WriteData): Promise<boolean>;
  /** Create or overwrite. */
  set(collection: CollectionName, id: string, data: WriteData): Promise<void>;
  /** Replaces the given top-level fields of a document, atomically; false (and nothing written) when there is no such document. */
  update(collection: CollectionName, id: string, fields: WriteData): Promise<boolean>;
  /** Deletes a document; false when there was none. */
  remove(collection: CollectionName, id: string): Promise<boolean>;
  /** Appends to a blog's `comments` list atomically; false when there is no such blog. */
  addBlogComment(blogId: string, comment: BlogComment): Promise<boolean>;
  /**
   * The site search (lib/search/fts.ts): hits grouped by kind, the kind of the best hit first.
   * Reads the index, never the documents; the index follows every write of a searched collection.
   */
  search(request: SearchRequest): Promise<SearchGroup[]>;
  /** For a search that finds nothing: a close spelling of it the index holds ("Did you mean"), or null. */
  searchSuggestion(query: string): Promise<string | null>;
  /** The documents of a kind whose titles (current or former) hold most of `words`: a damaged link's candidates. */
  searchTitles(kind: SearchKind, words: readonly string[], max: number): Promise<SearchHit[]>;
  /** Calls back with the query's result now and after every change; returns the unsubscribe. */
  watch<C extends CollectionName>(query: ListQuery<C>, onChange: (docs: DocOf<C>[]) => void): () => void;
  close(): Promise<void>;
}

/** The store could not be reached or refused the operation (not a validation problem). */
export class StoreError extends AppError {
  override name = 'StoreError';
  constructor(message = 'The data store is unavailable.', options?: { cause?: unknown }) {
    super('store_unavailable', message, options);
  }
}
