import type { CollectionName, DocOf, FollowedCollection } from './schema';
import type { ListQuery } from './queries';
import { AppError } from '../errors';

/**
 * The port. Pages and actions talk to this; `sqlite.ts` and `firestore.ts` implement it.
 * Writes take plain data; the adapter stamps `timestamp` with the site server's clock
 * (`Timestamp.now()` in Firestore, the process clock in SQLite) so a browser can never set it.
 */
export type WriteData = Record<string, unknown>;

/** What changed in a collection: the documents written (created, set or updated), the ids removed. */
export type Changes<C extends CollectionName> = { written: DocOf<C>[]; removed: string[] };

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
  /**
   * `update`, made only while the document's fields hold the `expected` values (null: absent or
   * null), as one atomic step: of several instances racing to claim one document (a mail to
   * deliver), one wins. False, and nothing written, when the document is missing or differs.
   */
  updateIf(collection: CollectionName, id: string, expected: Record<string, string | number | null>, fields: WriteData): Promise<boolean>;
  /** Deletes a document; false when there was none. */
  remove(collection: CollectionName, id: string): Promise<boolean>;
  /**
   * Calls back with what changes in a published collection after `since` (a moment that may lie
   * in the past: what changed since then comes first), removals included, as it changes; returns
   * the unsubscribe. How a replica kept beside the store (the site search) keeps up with it,
   * never for a page.
   */
  follow<C extends FollowedCollection>(collection: C, since: Date, onChange: (changes: Changes<C>) => void): () => void;
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
