/**
 * The path a visitor sees. A list's URL is served by the route of its state
 * (lib/routing/list-pages.ts), and Next reports that route's path while it renders it, so the
 * header, the call-to-action and the log-in link map it back. A rule, not a lookup in LISTS, as
 * it runs in every page's first load (the tests hold the two together).
 */
export function visiblePath(pathname: string): string {
  return pathname.replace(/^\/lists(\/[^/]+)\/.+$|^(\/events)\/__list__\/.+$/, '$1$2');
}
