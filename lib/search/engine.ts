import MiniSearch, { type SearchResult } from 'minisearch';

/**
 * The site search's rules, over MiniSearch (a small, well-kept full-text engine; chosen in
 * docs/search.md): which fields count, prefix matching, typo tolerance, and how a hit is shown
 * (an excerpt around the first match, the visitor's words marked). Pure: the server builds the
 * index from the store (lib/search/site-index.ts); the tests and the benchmark build their own.
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

export type SearchHit = SearchDoc & { score: number; terms: string[] };

/** Folds case and accents, so 'dusseldorf' finds 'Düsseldorf' and 'Resume' finds 'résumé'. */
export function foldTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Words and what lies between them, as MiniSearch splits text (spaces and punctuation). */
const SEPARATORS = /([\n\r\p{Z}\p{P}]+)/u;

/** Longer queries than this are cut: nobody types more, and each term costs a fuzzy walk. */
export const MAX_QUERY_LENGTH = 200;

export function buildIndex(docs: readonly SearchDoc[]): MiniSearch<SearchDoc> {
  const index = new MiniSearch<SearchDoc>({
    fields: ['title', 'aliases', 'text'],
    storeFields: ['kind', 'title', 'text', 'url', 'date', 'aliases'],
    processTerm: (term) => foldTerm(term) || null,
    searchOptions: {
      boost: { title: 3, aliases: 2 },
      // Every word must match: each as a word's beginning ('poly' finds 'polymers'), and with a
      // typo allowed in words of four letters or more (one in 4 to 9 letters, two from 10).
      combineWith: 'AND',
      prefix: true,
      fuzzy: (term) => (term.length < 4 ? false : term.length < 10 ? 1 : 2),
    },
  });
  index.addAll(docs);
  return index;
}

/** A result as the site shows it: the stored fields, the score and the matched terms. */
function toHit(result: SearchResult): SearchHit {
  return {
    id: result.id as string,
    kind: result.kind as SearchKind,
    title: result.title as string,
    text: result.text as string,
    url: result.url as string,
    date: result.date as string | undefined,
    aliases: result.aliases as string | undefined,
    score: result.score,
    terms: result.terms,
  };
}

/**
 * The documents of one kind whose titles (current or former) share any of `words`, most shared
 * first: where a damaged shared link may have meant to go. Whole words only, no typos.
 */
export function titleSearch(index: MiniSearch<SearchDoc>, kind: SearchKind, words: readonly string[], max: number): SearchHit[] {
  const text = words.join(' ').slice(0, MAX_QUERY_LENGTH);
  if (!text.trim()) return [];
  return index
    .search(text, { fields: ['title', 'aliases'], combineWith: 'OR', prefix: false, fuzzy: false, filter: (result) => result.kind === kind })
    .slice(0, max)
    .map(toHit);
}

/** The hits for a query, best first; an empty or blank query has none. */
export function runSearch(index: MiniSearch<SearchDoc>, query: string): SearchHit[] {
  const text = query.slice(0, MAX_QUERY_LENGTH).trim();
  if (!text) return [];
  return index.search(text).map(toHit);
}

export type Segment = { text: string; mark: boolean };

/** `text` cut into runs, the words that matched (`terms`, as the index folded them) marked. */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  const matched = new Set(terms);
  const segments: Segment[] = [];
  for (const [position, part] of text.split(SEPARATORS).entries()) {
    if (!part) continue;
    // split() with a capture group alternates words (even) and separators (odd).
    const mark = position % 2 === 0 && matched.has(foldTerm(part));
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
  const matched = new Set(terms);
  let first = -1;
  let offset = 0;
  for (const [position, part] of text.split(SEPARATORS).entries()) {
    if (position % 2 === 0 && part && matched.has(foldTerm(part))) {
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
