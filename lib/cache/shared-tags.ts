import 'server-only';
import { createHash } from 'node:crypto';
import { getStore } from '../data';

/**
 * What `lib/cache/handler.mjs` (Next's cache handler) needs from the store to make a revalidation
 * reach every instance: publish the tags a write revalidated, and follow those others publish.
 * Registered on globalThis at start (instrumentation-node.ts), because Next loads the handler
 * itself, outside the app's bundle.
 */
type SharedTags = {
  publish(tags: readonly string[]): Promise<void>;
  /** Calls back with tags published since the last call (at first, the latest ones); returns the unsubscribe. */
  follow(onTags: (tags: string[]) => void): () => void;
};

const SHARED_TAGS = Symbol.for('site.sharedCacheTags');

/** How many of the latest revalidations an instance follows: more than any burst of writes between two deliveries. */
const FOLLOWED = 100;

const tagId = (tag: string) => createHash('sha256').update(tag).digest('base64url');

const sharedTags: SharedTags = {
  async publish(tags) {
    const store = await getStore();
    const at = Date.now();
    await Promise.all(tags.map((tag) => store.set('cache_tags', tagId(tag), { tag, at })));
  },
  follow(onTags) {
    const seen = new Map<string, number>();
    let stop: (() => void) | undefined;
    let stopped = false;
    void getStore().then((store) => {
      if (stopped) return;
      stop = store.watch({ collection: 'cache_tags', orderBy: { field: 'at', direction: 'desc' }, limit: FOLLOWED }, (docs) => {
        const fresh = docs.filter((doc) => seen.get(doc.tag) !== doc.at);
        docs.forEach((doc) => seen.set(doc.tag, doc.at));
        if (fresh.length > 0) onTags(fresh.map((doc) => doc.tag));
      });
    });
    return () => {
      stopped = true;
      stop?.();
    };
  },
};

/** Makes the shared tags available to the cache handler. */
export function registerSharedTags() {
  (globalThis as Record<symbol, unknown>)[SHARED_TAGS] = sharedTags;
}
