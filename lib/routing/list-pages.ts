import { EVENT_CATEGORIES, INSIGHT_TOPICS, NEWS_CATEGORIES } from '../../content/categories';
import { parseListParams, type ListParams, type SearchParams } from './list-params';

/**
 * The four paged lists, each a page of its own (`app/insights/page.tsx` and its siblings) that
 * reads its page, cursor and filter from the query (`/insights?page=3&after=…&topic=…`). Each is
 * rendered per request from bounded reads, like /search, and answered with a public
 * `Cache-Control` (next.config.ts) that a CDN keeps under the URL: the server keeps nothing per
 * URL, so no query string a visitor invents grows what it stores.
 */
export const LISTS = {
  '/insights': { filterKey: 'topic', filters: INSIGHT_TOPICS },
  '/blogs': { filterKey: undefined, filters: [] },
  '/news': { filterKey: 'category', filters: NEWS_CATEGORIES },
  '/events': { filterKey: 'category', filters: EVENT_CATEGORIES },
} as const satisfies Record<string, { filterKey?: string; filters: readonly string[] }>;

export type ListPath = keyof typeof LISTS;

/**
 * The list page a URL's query names (page, cursor, the list's one filter); null when it names
 * none (404). A cursor without a page means nothing: that is the bare list.
 */
export function listParams(path: ListPath, query: SearchParams): ListParams | null {
  const { filterKey, filters } = LISTS[path];
  const { after, before, ...rest } = query;
  return parseListParams(query.page === undefined ? rest : { ...rest, after, before }, filterKey, filters);
}
