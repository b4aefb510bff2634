import 'server-only';
import { queries } from '../data/queries';
import type { StudioItem } from '../data/schema';
import type { Store } from '../data/store';
import { queryWords, textWords } from '../search/engine';
import { kindModule, type StudioContent, type StudioKind } from './kinds';

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

/** Items saved before they kept their words and facets get them (npm run migrate); safe to run twice. */
export async function wordOlderItems(store: Store): Promise<number> {
  let worded = 0;
  let after: string | undefined;
  do {
    const { docs, next } = await store.batch('studio_items', after, 500);
    for (const item of docs) {
      if (item.words.length > 0 && item.facets.length > 0) continue;
      const { words, facets } = findable(item.draft);
      if ((words.length > 0 || facets.length > 0) && (await store.update('studio_items', item.id, { words, facets }))) worded += 1;
    }
    after = next;
  } while (after);
  return worded;
}
