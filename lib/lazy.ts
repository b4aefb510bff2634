/**
 * Helpers for code that the first load leaves out and fetches with `import()` later.
 * Plain functions, no React: the components decide when to call them.
 */

/**
 * Wraps a loader so every caller shares one request; a failed load is forgotten, so the
 * next call (another click, another focus) tries again instead of failing forever.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/**
 * Runs `callback` once the browser is idle, or after `timeout` ms at the latest; returns a
 * cancel function (an effect's cleanup). Where requestIdleCallback is missing (Safari) it
 * waits `fallback` ms instead, enough to let the page finish hydrating.
 */
export function whenIdle(callback: () => void, timeout = 2000, fallback = 200): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(() => callback(), { timeout });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, fallback);
  return () => clearTimeout(handle);
}
