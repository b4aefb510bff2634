import 'server-only';
import { queries } from '../data/queries';
import type { StudioItem } from '../data/schema';
import type { Store } from '../data/store';
import { queryWords, textWords } from '../search/engine';
import { getSearch } from '../search';
import { kindModule, kindModules, type StudioContent, type StudioKind } from './kinds';

/**
 * Finding items in the studio by the words of their headings, drafts never published included
 * (the site search holds only what is published). Each item keeps its heading's words, folded as
 * the site search folds them; a search asks the store for the items holding its longest word
 * (one bounded read, the latest change first) and keeps those holding every other word too.
 */

/** How many items holding the longest word one search reads. */
const CANDIDATES = 50;
/** Words of one or two letters (a, of, EU) find too much to be worth keeping. */
const MIN_LENGTH = 3;
const MAX_WORDS = 40;

/** A heading's words as an item keeps them. */
export function headingWords(heading: string): string[] {
  return [...textWords(heading)].filter((word) => word.length >= MIN_LENGTH).slice(0, MAX_WORDS);
}

/** What the studio's list may be narrowed to. */
export type Filters = { kind?: StudioKind; status?: StudioItem['status']; author?: string; vertical?: string };

/**
 * The facet keys an item is found by: one for each combination of its kind, its author and its
 * vertical (at most seven), so a filter by any of them together is one `array-contains` on one
 * field, served by one index whatever is chosen (the status, which changes without a save, is
 * an equality beside it).
 */
export function facetsOf(content: StudioContent): string[] {
  const { author, vertical } = kindModule(content.kind).facets?.(content as never) ?? {};
  const parts = [`kind=${content.kind}`, author ? `author=${author}` : '', vertical ? `vertical=${vertical}` : ''].filter(Boolean);
  // Every non-empty subset, in the parts' order: the bits of 1 … 2^n − 1 choose them.
  return Array.from({ length: 2 ** parts.length - 1 }, (_, n) => parts.filter((_part, bit) => ((n + 1) >> bit) & 1).join('&'));
}

/** The one facet key a filter asks for, or null when it names no kind, author or vertical. */
export function facetKey({ kind, author, vertical }: Filters): string | null {
  const parts = [kind ? `kind=${kind}` : '', author ? `author=${author}` : '', vertical ? `vertical=${vertical}` : ''].filter(Boolean);
  return parts.length ? parts.join('&') : null;
}

/** What an item is found by, written with every save of its draft: its heading, its words, its facets. */
export const findable = (content: StudioContent) => ({ heading: content.heading, words: headingWords(content.heading), facets: facetsOf(content) });

/** Whether an item passes a filter. */
function passes(item: Pick<StudioItem, 'facets' | 'status'>, filters: Filters): boolean {
  const key = facetKey(filters);
  return (!key || item.facets.includes(key)) && (!filters.status || item.status === filters.status);
}

/** The items whose headings hold every word of the query (of three letters or more) and pass the filters, the latest change first. */
export async function findItems(store: Store, query: string, filters: Filters = {}): Promise<StudioItem[]> {
  const words = queryWords(query).filter((word) => word.length >= MIN_LENGTH);
  if (words.length === 0) return [];
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const candidates = await store.list(queries.studioItemsWithWord(longest, CANDIDATES));
  return candidates.filter((item) => words.every((word) => item.words.includes(word)) && passes(item, filters));
}

/** A row of the list: a studio item, or a published document the studio never saved (the seed's), found by the site search. */
export type ListRow = Pick<StudioItem, 'id' | 'kind' | 'heading' | 'status' | 'changed' | 'publishAt'> & { updatedBy?: string; date?: string };

/** How many published documents one search looks at (each read once, to check it against the filters). */
const PUBLISHED_FOUND = 25;

/**
 * One search over drafts and published items: the studio's items by their headings' words, then
 * the published documents the site search finds that the studio has never saved (content written
 * before it), each read once to check the author and vertical the filter names.
 */
export async function findEverywhere(store: Store, find: string, filters: Filters): Promise<ListRow[]> {
  const kinds = kindModules().filter((each) => each.searched && (!filters.kind || each.kind === filters.kind));
  const wantsPublished = (!filters.status || filters.status === 'published') && kinds.length > 0;
  const [inStudio, groups] = await Promise.all([
    findItems(store, find, filters),
    wantsPublished ? getSearch().then((search) => search.search({ query: find, ...(filters.kind ? { kind: kinds[0]!.searched! } : {}), limit: PUBLISHED_FOUND })) : Promise.resolve([]),
  ]);
  const seen = new Set(inStudio.map((item) => item.id));
  const hits = groups
    .flatMap((group) => group.hits.map((hit) => ({ hit, module: kinds.find((each) => each.searched === group.kind) })))
    .filter(({ module }) => module)
    .slice(0, PUBLISHED_FOUND);
  const published = await Promise.all(
    hits.map(async ({ hit, module }): Promise<ListRow | null> => {
      const id = hit.id.slice(hit.kind.length + 1);
      if (!module || seen.has(id)) return null;
      const kind = module.kind as StudioKind;
      // An item the studio saved is found by its own words above: its draft may say otherwise now.
      const [item, doc] = await Promise.all([store.get('studio_items', id), store.get(module.collection, id)]);
      if (item || !doc) return null;
      const facets = module.facets?.(module.fromPublic(doc as never) as never) ?? {};
      if ((filters.author && facets.author !== filters.author) || (filters.vertical && facets.vertical !== filters.vertical)) return null;
      return { id, kind, heading: hit.title, status: 'published', changed: false, publishAt: null, date: hit.date };
    }),
  );
  return [...inStudio, ...published.filter((row): row is ListRow => row !== null)];
}
