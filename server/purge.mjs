// @ts-check
// The link between a write and the shared cache (server/shared-cache.mjs). Next bundles the
// server actions apart from the server that runs them, so the two meet on a process-wide
// symbol rather than through a shared module instance.

const PURGE = Symbol.for('site.sharedCache.purge');

/** Called by the server once its cache exists. @param {() => void} purge */
export function registerPurge(purge) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[PURGE] = purge;
}

/** Forgets the cached pages, after a write that revalidated one (a no-op without the cache). */
export function purgeSharedCache() {
  const purge = /** @type {Record<symbol, unknown>} */ (globalThis)[PURGE];
  if (typeof purge === 'function') purge();
}
