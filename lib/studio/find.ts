import 'server-only';
import { queries } from '../data/queries';
import type { StudioItem } from '../data/schema';
import type { Store } from '../data/store';
import { queryWords, textWords } from '../search/engine';

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

/** The items whose headings hold every word of the query (of three letters or more), the latest change first. */
export async function findItems(store: Store, query: string): Promise<StudioItem[]> {
  const words = queryWords(query).filter((word) => word.length >= MIN_LENGTH);
  if (words.length === 0) return [];
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const candidates = await store.list(queries.studioItemsWithWord(longest, CANDIDATES));
  return candidates.filter((item) => words.every((word) => item.words.includes(word)));
}

/** Items saved before they kept their words get them (npm run migrate); safe to run twice. */
export async function wordOlderItems(store: Store): Promise<number> {
  let worded = 0;
  let after: string | undefined;
  do {
    const { docs, next } = await store.batch('studio_items', after, 500);
    for (const item of docs) {
      if (item.words.length > 0) continue;
      const words = headingWords(item.heading);
      if (words.length > 0 && (await store.update('studio_items', item.id, { words }))) worded += 1;
    }
    after = next;
  } while (after);
  return worded;
}
