import { ALL, parsePage, type ListQuery } from '@/lib/data/queries';

export type SearchParams = Record<string, string | string[] | undefined>;

export type ListParams = {
  page: number;
  /** The chosen filter, or undefined for 'All' (no filter). */
  filter: string | undefined;
};

/** A list's first page, unfiltered: what its bare path shows. */
export const FIRST_PAGE: ListParams = { page: 1, filter: undefined };

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Reads `?page=N` and one filter parameter (`topic` or `category`) of a paged list.
 * Null when either is invalid (a page that is not a positive integer, or a filter name
 * that is not one of `allowed`): the page answers 404 instead of an empty list.
 */
export function parseListParams(params: SearchParams, filterKey: string, allowed: readonly string[]): ListParams | null {
  const page = parsePage(params.page);
  if (page === null) return null;
  const raw = first(params[filterKey]);
  if (raw === undefined || raw === ALL) return { page, filter: undefined };
  if (!allowed.includes(raw)) return null;
  return { page, filter: raw };
}

/** A page query that also reads one item past the page, so "is there a next page?" needs no count. */
export function withLookahead<Q extends ListQuery>(query: Q): Q {
  return { ...query, limit: (query.limit ?? 0) + 1 };
}

/** Splits a look-ahead result into the page's items and whether a next page exists. */
export function splitPage<T>(docs: T[], size: number): { items: T[]; hasNext: boolean } {
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
