/**
 * List pages read their page and filter from the query, which makes Next render them on every
 * request (`private, no-store`): no cache, no CDN, the render in every visitor's wait. Their
 * bare path, the one links and crawlers use most, carries no query, so it is rewritten to a
 * prerendered twin route that renders the first page, cached and revalidated like every content
 * page. A query with a page or a filter still reaches the dynamic page. The twins' own URLs
 * redirect to the real ones, so each list has one address.
 *
 * The twins live under /lists, but the events list's lives under /events, beside the @modal
 * slot its event links open in. Its segment is a name Firestore reserves for itself
 * (`__.*__`), so it can never be an event's id.
 */
export const FIRST_PAGES = [
  { path: '/insights', query: ['page', 'topic'], twin: '/lists/insights' },
  { path: '/blogs', query: ['page'], twin: '/lists/blogs' },
  { path: '/news', query: ['page', 'category'], twin: '/lists/news' },
  { path: '/events', query: ['page', 'category'], twin: '/events/__first-page__' },
] as const;

/** next.config.ts `rewrites().beforeFiles`: a bare list path to its twin. */
export function firstPageRewrites() {
  return FIRST_PAGES.map(({ path, query, twin }) => ({
    source: path,
    missing: query.map((key) => ({ type: 'query' as const, key })),
    destination: twin,
  }));
}

/** next.config.ts `redirects()`: a twin's own URL to the list's. */
export function twinRedirects() {
  return FIRST_PAGES.map(({ path, twin }) => ({ source: twin, destination: path, permanent: true }));
}

/**
 * The path a visitor sees for a route's path: Next reports a twin's route path while it renders
 * it, so the header, the call-to-action and the log-in link map it back to the list's. A rule,
 * not a lookup in FIRST_PAGES, as it runs in every page's first load (the tests hold the two
 * together).
 */
export function visiblePath(pathname: string): string {
  return pathname.replace(/^\/lists(?=\/)|\/__first-page__$/, '');
}
