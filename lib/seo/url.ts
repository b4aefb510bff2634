import { formatCursor, type Cursor } from '../data/queries';
import { env } from '../env';

/** The public origin, without a trailing slash. */
export function siteUrl(): string {
  return env().SITE_URL.replace(/\/+$/, '');
}

/** An absolute URL for a site path ('/insights' -> 'https://…/insights'). */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The path of a page of this site a Referer names: its origin is the public one or one of
 * `origins` (the request's own Origin, which the proxy has checked is this site's, as the browser
 * addressed it); '' for none, or another site's page.
 */
export function refererPath(referer: string | null, origins: readonly (string | null)[]): string {
  if (!referer || !URL.canParse(referer)) return '';
  const url = new URL(referer);
  return [siteUrl(), ...origins].some((origin) => origin && URL.canParse(origin) && new URL(origin).origin === url.origin) ? url.pathname : '';
}

/**
 * The canonical path of a paged list: page 1 is the bare URL, other pages keep `?page=N`, and a
 * page reached by Prev or Next its cursor (`after=` or `before=`).
 */
export function pagedPath(path: string, page: number, params: Record<string, string | undefined> = {}, cursor: { after?: Cursor; before?: Cursor } = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  if (page > 1) search.set('page', String(page));
  if (page > 1 && cursor.after) search.set('after', formatCursor(cursor.after));
  else if (page > 1 && cursor.before) search.set('before', formatCursor(cursor.before));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
