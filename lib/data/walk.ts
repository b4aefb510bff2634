import type { CollectionName, DocOf } from './schema';
import type { Store } from './store';

/** How many documents one batch of a walk reads. */
export const WALK_BATCH = 500;

/**
 * Every document of a collection, batch by batch in id order (each read once, at most one batch
 * in flight): for jobs that must see everything, never for a page's request.
 */
export async function* walk<C extends CollectionName>(store: Pick<Store, 'batch'>, collection: C, size = WALK_BATCH): AsyncGenerator<DocOf<C>[]> {
  let after: string | undefined;
  do {
    const { docs, next } = await store.batch(collection, after, size);
    if (docs.length > 0) yield docs;
    after = next;
  } while (after !== undefined);
}
