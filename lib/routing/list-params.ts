import { ALL, MAX_OFFSET_PAGE, parseCursor, parsePage, type ListQuery, type PagePosition } from '../data/queries';

export type SearchParams = Record<string, string | string[] | undefined>;

export type ListParams = PagePosition & {
  /** The chosen filter, or undefined for 'All' (no filter). */
  filter: string | undefined;
};

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Reads `?page=N` with the cursor Prev or Next gave it (`after=` or `before=`, never on page 1). */
function parsePosition(params: SearchParams): PagePosition | null {
  const page = parsePage(params.page);
  if (page === null || (params.after !== undefined && params.before !== undefined)) return null;
  for (const key of ['after', 'before'] as const) {
    if (params[key] === undefined) continue;
    const cursor = parseCursor(params[key]);
    return cursor && page > 1 ? { page, [key]: cursor } : null;
  }
  // Without a cursor a page is read by skipping the ones before it: only so deep.
  return page <= MAX_OFFSET_PAGE ? { page } : null;
}

/**
 * Reads the position (`?page=N`, and a cursor) and one filter parameter (`topic` or `category`)
 * of a paged list. Null when any is invalid (a page that is not a positive integer, a malformed
 * cursor, a page past MAX_OFFSET_PAGE without one, or a filter name that is not one of
 * `allowed`): the page answers 404 instead of an empty list.
 */
export function parseListParams(params: SearchParams, filterKey: string | undefined, allowed: readonly string[]): ListParams | null {
  const position = parsePosition(params);
  if (position === null) return null;
  const raw = filterKey === undefined ? undefined : first(params[filterKey]);
  if (raw === undefined || raw === ALL) return { ...position, filter: undefined };
  if (!allowed.includes(raw)) return null;
  return { ...position, filter: raw };
}

/** A page query that also reads one item past the page, so "is there a next page?" needs no count. */
export function withLookahead<Q extends ListQuery>(query: Q): Q {
  return { ...query, limit: (query.limit ?? 0) + 1 };
}

/**
 * Splits a look-ahead result into the page's items and whether a next page exists. A page read
 * back from a `before` cursor ends at the page its link came from: its items are the last
 * `size`, and there is a next page.
 */
export function splitPage<T>(docs: T[], size: number, before = false): { items: T[]; hasNext: boolean } {
  if (before) return { items: docs.slice(-size), hasNext: true };
  return { items: docs.slice(0, size), hasNext: docs.length > size };
}

/** A page past the first with nothing on it does not exist (404); page 1 may be empty. */
export function pageExists(page: number, docsOnPage: number): boolean {
  return page === 1 || docsOnPage > 0;
}

/** A list page's title: 'Industry News', 'Industry News: Mobility', 'Industry News: Mobility (page 2)'. */
export function listTitle(base: string, { page, filter }: ListParams, display: (name: string) => string = (name) => name): string {
  return `${base}${filter ? `: ${display(filter)}` : ''}${page > 1 ? ` (page ${page})` : ''}`;
}
