/**
 * How long a CDN may serve a public response in all, fresh and then stale while it refreshes
 * it: `next.config.ts` gives it to Next as `expireTime` (pages), and the route handlers that
 * write their own Cache-Control (feeds) use `publicCache`.
 */
export const MAX_AGE_WITH_STALE = 3600;

/** Seconds a prerendered page stays fresh in a CDN (Next sends its `revalidate` as `s-maxage`). */
const PAGE_REVALIDATE = 300;

/**
 * Cache-Control of the lists, rendered per request: what Next sends for a prerendered page
 * (`s-maxage` its revalidate time, then stale until MAX_AGE_WITH_STALE), so a CDN keeps a list
 * page exactly as long as any other page.
 */
export const LIST_CACHE_CONTROL = `s-maxage=${PAGE_REVALIDATE}, stale-while-revalidate=${MAX_AGE_WITH_STALE - PAGE_REVALIDATE}`;

/** Seconds a search result page stays fresh in a CDN: a document written since shows after at most this long. */
export const SEARCH_MAX_AGE = 60;

/** Cache-Control of a public response that is fresh for `seconds`, then stale until MAX_AGE_WITH_STALE. */
export function publicCache(seconds: number): string {
  return `public, max-age=${seconds}, s-maxage=${seconds}, stale-while-revalidate=${MAX_AGE_WITH_STALE - seconds}`;
}

/**
 * The spellings under which Next may have cached a page whose link is `path`: the link as the
 * site writes it (percent-encoded), and the path as Next builds it from route parameters, which
 * leaves ':' or an apostrophe as they are. A write revalidates both, so the page it changes is
 * fresh whichever way it was cached.
 */
export function cachedPathForms(path: string): string[] {
  let decoded = path;
  try {
    // Each segment on its own: an encoded '/' inside one must stay encoded.
    decoded = path
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/[/?#]/g, encodeURIComponent))
      .join('/');
  } catch {
    // A malformed escape: only the path as given.
  }
  return decoded === path ? [path] : [path, decoded];
}
