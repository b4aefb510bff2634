// Next's cache handler (next.config.ts `cacheHandler`): Next's own file-system cache, plus what it
// lacks with several instances (a revalidation on one instance reaches the others) and one rule:
// a render that found nothing (a 404) is never kept, so URLs that name nothing stored (an unknown
// sitemap part, author or preview), however many a visitor invents, cost the server no space.
// revalidatePath and revalidateTag publish their tags to the store; every instance follows what
// is published and answers a cached page or route whose tags were revalidated after it was
// rendered as a miss, so its next request renders it afresh. The store is reached through what
// the app registers at start (lib/cache/shared-tags.ts, instrumentation-node.ts); without it (the
// build) this is Next's cache as it comes.
import { createRequire } from 'node:module';

// Loaded as CommonJS, as Next loads it: its class is the module's `default` export.
const load = createRequire(import.meta.url);
const FileSystemCache = load('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

const SHARED_TAGS = Symbol.for('site.sharedCacheTags');
/** Older entries are expired by their age anyway (next.config.ts `expireTime`, an hour). */
const REMEMBERED_MS = 3_600_000;

/** When this instance learnt that each tag was revalidated (by any instance, itself included). */
const revalidated = new Map();
let following = false;

/** Starts following the instances' revalidations, once the app has registered the store. */
function follow() {
  const shared = globalThis[SHARED_TAGS];
  if (following || !shared) return;
  following = true;
  shared.follow((tags) => {
    const now = Date.now();
    for (const [tag, at] of revalidated) if (at < now - REMEMBERED_MS) revalidated.delete(tag);
    for (const tag of tags) revalidated.set(tag, now);
  });
}

/**
 * Whether a cached page or route was rendered before one of its tags was revalidated. Its tags
 * come joined by commas, and a path's own tag may hold commas too, so a tag is looked for whole
 * between commas rather than split out.
 */
function stale(entry) {
  const tags = entry?.value?.headers?.['x-next-cache-tags'];
  if (typeof tags !== 'string') return false;
  const joined = `,${tags},`;
  for (const [tag, at] of revalidated) if (at > entry.lastModified && joined.includes(`,${tag},`)) return true;
  return false;
}

/** A page or route handler's render that answered 404. */
export function foundNothing(data) {
  return (data?.kind === 'APP_PAGE' || data?.kind === 'APP_ROUTE') && data.status === 404;
}

export default class SharedTagsCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    follow();
  }

  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    return stale(entry) ? null : entry;
  }

  async set(key, data, ctx) {
    if (foundNothing(data)) return;
    await super.set(key, data, ctx);
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const shared = globalThis[SHARED_TAGS];
    if (!shared) return;
    try {
      await shared.publish(typeof tags === 'string' ? [tags] : tags);
    } catch (error) {
      // This instance is revalidated; the others catch up when their pages' time runs out.
      console.error(`[cache] revalidation not shared: ${error instanceof Error ? error.message : error}`);
    }
  }
}
