/**
 * List pages read their page and filter from the query, which makes Next render them on every
 * request (`private, no-store`): no cache, no CDN, the render in every visitor's wait. Their
 * bare path, the one links and crawlers use most, carries no query, so it is rewritten to a
 * prerendered twin under /lists that renders the first page, cached and revalidated like every
 * content page. A query with a page or a filter still reaches the dynamic page. The twins'
 * own URLs redirect to the real ones, so each list has one address.
 */
export const FIRST_PAGES = [
  { path: '/insights', query: ['page', 'topic'] },
  { path: '/blogs', query: ['page'] },
  { path: '/news', query: ['page', 'category'] },
] as const;

export const TWIN_PREFIX = '/lists';

/** next.config.ts `rewrites().beforeFiles`: a bare list path to its twin. */
export function firstPageRewrites() {
  return FIRST_PAGES.map(({ path, query }) => ({
    source: path,
    missing: query.map((key) => ({ type: 'query' as const, key })),
    destination: `${TWIN_PREFIX}${path}`,
  }));
}

/** next.config.ts `redirects()`: a twin's own URL to the list's. */
export function twinRedirects() {
  return [{ source: `${TWIN_PREFIX}/:path*`, destination: '/:path*', permanent: true }];
}
