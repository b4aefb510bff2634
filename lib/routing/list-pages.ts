import { EVENT_CATEGORIES, INSIGHT_TOPICS, NEWS_CATEGORIES } from '../../content/categories';
import { MAX_CURSOR_LENGTH, PAGE_NUMBER } from '../data/queries';
import { parseListParams, type ListParams, type SearchParams } from './list-params';

/**
 * Every page of a list is a page Next prerenders and caches, like an article. A list's URL
 * carries its page, cursor and filter in the query (`/insights?page=3&after=…&topic=…`), which
 * a static route cannot read, so `next.config.ts` rewrites it to the list's route with them as
 * path segments, the list's *state* (`/lists/insights/page/3/after/…/topic/…`). Next renders
 * each state on its first request, keeps it (ISR) and sends it with `s-maxage`, so a CDN and
 * every later visitor get the stored page.
 *
 * Only the parameters a list reads make its state: others (`utm_source`, the router's `_rsc`)
 * share the cached page. A query the rules below do not take (a page that is no number, a
 * filter that is no category, both cursors) goes to one `invalid` state, which answers 404, as
 * does any state the route cannot read. Rewrites in the config, not in proxy.ts: Next proxies a
 * proxy's rewrite over the network when the server is bound to 127.0.0.1, which fails behind
 * TLS (vercel/next.js#94745); the config's are resolved inside the server.
 */
export const LISTS = {
  '/insights': { route: '/lists/insights', filterKey: 'topic', filters: INSIGHT_TOPICS },
  '/blogs': { route: '/lists/blogs', filterKey: undefined, filters: [] },
  '/news': { route: '/lists/news', filterKey: 'category', filters: NEWS_CATEGORIES },
  // Under /events, beside the @modal slot an event opened from the list shows in. Firestore
  // reserves ids like `__list__` (`__.*__`), so no event's page can be shadowed by it.
  '/events': { route: '/events/__list__', filterKey: 'category', filters: EVENT_CATEGORIES },
} as const satisfies Record<string, { route: string; filterKey?: string; filters: readonly string[] }>;

export type ListPath = keyof typeof LISTS;

/** The state of a list's first page, unfiltered: prerendered at build time. */
export const FIRST_STATE = ['page', '1'];

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The list page a route's state names (`page`, `<n>`, then optionally `after` or `before` and a
 * cursor, then optionally the filter's key and value); null when it names none.
 */
export function stateList(path: ListPath, state: readonly string[]): ListParams | null {
  const { filterKey, filters } = LISTS[path];
  const keys = ['page', 'after', 'before', ...(filterKey ? [filterKey] : [])];
  if (state.length % 2 !== 0 || state[0] !== 'page') return null;
  const params: SearchParams = {};
  for (let i = 0; i < state.length; i += 2) {
    const key = state[i]!;
    if (!keys.includes(key) || key in params) return null;
    params[key] = decoded(state[i + 1]!);
  }
  return parseListParams(params, filterKey, filters);
}

const PAGE = `(?<page>${PAGE_NUMBER})`;
const cursor = (key: 'after' | 'before') => `(?<${key}>[^/]{1,${MAX_CURSOR_LENGTH}})`;
const oneOf = (values: readonly string[]) => `(?<filter>${values.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;
const query = (key: string, value?: string) => ({ type: 'query' as const, key, ...(value ? { value } : {}) });

type Rewrite = { source: string; destination: string; has?: ReturnType<typeof query>[]; missing?: ReturnType<typeof query>[] };

/** next.config.ts `rewrites().beforeFiles`: each list URL to its state's route; first match wins. */
export function listRewrites(): Rewrite[] {
  return (Object.entries(LISTS) as [ListPath, (typeof LISTS)[ListPath]][]).flatMap(([source, { route, filterKey, filters }]) => {
    const rule = (has: Rewrite['has'], missing: Rewrite['missing'], state: string): Rewrite => ({
      source,
      ...(has?.length ? { has } : {}),
      ...(missing?.length ? { missing } : {}),
      destination: `${route}/${state}`,
    });
    const filterings = filterKey
      ? [
          { has: [query(filterKey, oneOf(filters))], missing: [], state: `/${filterKey}/:filter` },
          { has: [], missing: [query(filterKey)], state: '' },
        ]
      : [{ has: [], missing: [], state: '' }];
    return [
      ...filterings.flatMap((filter) => [
        rule([query('page', PAGE), query('after', cursor('after')), ...filter.has], [query('before'), ...filter.missing], `page/:page/after/:after${filter.state}`),
        rule([query('page', PAGE), query('before', cursor('before')), ...filter.has], [query('after'), ...filter.missing], `page/:page/before/:before${filter.state}`),
        rule([query('page', PAGE), ...filter.has], [query('after'), query('before'), ...filter.missing], `page/:page${filter.state}`),
        // No page: the first (a cursor without a page means nothing, as it always has).
        rule(filter.has, [query('page'), ...filter.missing], `page/1${filter.state}`),
      ]),
      rule([], [], 'invalid'),
    ];
  });
}
