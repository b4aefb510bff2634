/**
 * The site search's rules: what a document offers the index, how a query splits into words, which
 * typos are forgiven, and how a hit is shown (an excerpt around the first match, the visitor's
 * words marked). Pure; the index itself is SQLite's full-text engine (lib/search/fts.ts, docs/findability.md).
 */

export const SEARCH_KINDS = ['insight', 'news', 'event', 'opening', 'industry', 'capability'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export type SearchDoc = {
  /** Unique across kinds: `<kind>:<id>`. */
  id: string;
  kind: SearchKind;
  title: string;
  /** Plain text, no markup. */
  text: string;
  /** Where the result leads: a site path. */
  url: string;
  /** ISO date, when the kind has one (shown beside the title). */
  date?: string;
  /** Other titles the document is known by, one a line (an insight's former headings and slug): found, not shown. */
  aliases?: string;
};

/** A document found, with the words it was found by: each marks the words of the text it begins. */
export type SearchHit = SearchDoc & { terms: string[] };

/** Folds case and accents, so 'dusseldorf' finds 'Düsseldorf' and 'Resume' finds 'résumé'. */
export function foldTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Words and what lies between them, as the index splits text: a word is letters and digits. */
const SEPARATORS = /([^\p{L}\p{M}\p{N}]+)/u;

/** Longer queries than this are cut: nobody types more, and each term costs a fuzzy walk. */
export const MAX_QUERY_LENGTH = 200;

/** Words of a query past this many are dropped: each costs a lookup in the vocabulary. */
const MAX_QUERY_WORDS = 8;

/** The words of a query as the index folds them (letters and digits; case and accents folded), each once. */
export function queryWords(query: string): string[] {
  const words = foldTerm(query.slice(0, MAX_QUERY_LENGTH)).match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** Every word a text holds, folded as the index folds it, each once (the index's vocabulary). */
export function textWords(text: string): Set<string> {
  return new Set(foldTerm(text).match(/[\p{L}\p{N}]+/gu) ?? []);
}

/**
 * Typos forgiven in a word: none below four letters, one up to nine, two from ten. A swap of
 * two neighbouring letters counts as one (the commonest slip of a typing hand).
 */
export function typosAllowed(word: string): number {
  return word.length < 4 ? 0 : word.length < 10 ? 1 : 2;
}

/**
 * Edits between two words (insert, delete, change a letter, or swap two neighbours: the optimal
 * string alignment distance), or `max + 1` once it is sure to pass `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let cost = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cost = Math.min(cost, before[j - 2]! + 1);
      current.push(cost);
      best = Math.min(best, cost);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

export type Segment = { text: string; mark: boolean };

/** Whether a word of a text matched: it begins with one of the hit's terms, case and accents folded. */
function matches(word: string, terms: readonly string[]): boolean {
  const folded = foldTerm(word);
  return terms.some((term) => folded.startsWith(term));
}

/** `text` cut into runs, the words that matched (`terms`, as the index folded them) marked. */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  for (const [position, part] of text.split(SEPARATORS).entries()) {
    if (!part) continue;
    // split() with a capture group alternates words (even) and separators (odd).
    const mark = position % 2 === 0 && matches(part, terms);
    const last = segments.at(-1);
    if (last && last.mark === mark && !mark) last.text += part;
    else segments.push({ text: part, mark });
  }
  return segments;
}

/**
 * About `length` characters of `text` around its first matched word, cut at word boundaries,
 * with an ellipsis where it was cut; the text's start when no word of it matched.
 */
export function excerpt(text: string, terms: readonly string[], length = 220): string {
  if (text.length <= length) return text;
  let first = -1;
  let offset = 0;
  for (const [position, part] of text.split(SEPARATORS).entries()) {
    if (position % 2 === 0 && part && matches(part, terms)) {
      first = offset;
      break;
    }
    offset += part.length;
  }
  let start = first < 0 ? 0 : Math.max(0, first - Math.floor(length / 3));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space < 0 || space > first ? start : space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}
