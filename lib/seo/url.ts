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

/** The canonical path of a paged list: page 1 is the bare URL, other pages keep `?page=N`. */
export function pagedPath(path: string, page: number, params: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
