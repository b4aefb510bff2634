/**
 * Shared links come back damaged: a mail client glues a full stop to the end, a chat app
 * upper-cases the id, someone pastes the heading with its '?' kept, a heading changed since.
 * This module decides, from the path and query as they arrived and the documents of one
 * section, where such a link was meant to go. It is pure; `proxy.ts` feeds it and answers.
 */

/** One document a link can name: its id and the titles people may have built a link from. */
export type LinkTarget = {
  id: string;
  /** The current title first (it decides the canonical path), then former titles and slugs. */
  titles: readonly string[];
};

export type Section = {
  /** The section's path, e.g. '/insights'. */
  prefix: string;
  /** The canonical path of a target, percent-encoded. */
  path: (target: LinkTarget) => string;
};

export type Resolution =
  /** The request already names the canonical URL (or names nothing in the section). */
  | { kind: 'pass' }
  /** One permanent redirect; `location` keeps the query as it came (less a '?'-mangled id). */
  | { kind: 'redirect'; location: string }
  /** Nothing matches: the words of the link, for suggestions. */
  | { kind: 'missing'; words: string[] }
  /** Staff withdrew what the link names (lib/studio/items.ts): 410 Gone, with the section's way on. */
  | { kind: 'gone'; words: string[] };

// What mail clients, chat apps and prose glue to the end of a link, or leave in it.
const TRAILING_JUNK = /[\s\u00a0\u200b-\u200f\u2028\u2029\u202f\u2060\ufeff.,;:!?)\]}>'"*`’”»]+$/u;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A title or a path segment as comparable words: no case, no accents, no punctuation. */
export function titleWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * A heading typed by hand with its '?' kept, e.g. `/insights/Why-Now?/b-1?utm_source=x`, reaches
 * the server as path `/insights/Why-Now` and query `?/b-1?utm_source=x`, which the server may
 * re-encode (`?%2Fb-1%3Futm_source=x`): read as parameters, the first one's name starts with
 * '/'. That part belongs to the path; the rest is the real query.
 */
function splitMangledQuery(search: string): { pathTail: string; query: string } {
  const params = [...new URLSearchParams(search)];
  const [first, ...others] = params;
  if (!first || !/^-*\//.test(first[0])) return { pathTail: '', query: search };
  const [name, value] = first;
  const cut = name.indexOf('?');
  const query = new URLSearchParams([...(cut >= 0 ? [[name.slice(cut + 1), value]] : []), ...others]).toString();
  return { pathTail: (cut < 0 ? name : name.slice(0, cut)).replace(/^-*/, ''), query: query ? `?${query}` : '' };
}

function sameWords(a: string[], b: string[]): boolean {
  return a.length > 0 && a.length === b.length && a.every((word, i) => word === b[i]);
}

/** How many segments of a link the resolver reads. */
export const MAX_SEGMENTS = 8;

/** A link under `section.prefix` as the resolver reads it: its segments, cleaned, and the parts of its query. */
export type LinkParts = { segments: string[]; pathTail: string; query: string };

/** The segments of a link under `section.prefix` (none: the link names nothing in the section). */
export function linkParts(section: Section, pathname: string, search: string): LinkParts | null {
  if (!pathname.startsWith(`${section.prefix}/`)) return null;
  const { pathTail, query } = splitMangledQuery(search);
  const rawSegments = (pathname.slice(section.prefix.length) + pathTail).split('/');
  const segments = rawSegments
    .map((segment) => decode(segment) ?? segment)
    .map((segment) => segment.replace(TRAILING_JUNK, '').replace(/^[\s\u00a0(<'"‘“«]+/u, ''))
    .filter(Boolean)
    // A shared link has two segments, a few more when a mail client glues words on; past these,
    // a junk link would cost time in proportion to its length.
    .slice(0, MAX_SEGMENTS);
  return segments.length === 0 ? null : { segments, pathTail, query };
}

/** How many ids one link may cost to look up: any link, junk included, costs at most these point reads. */
export const MAX_ID_LOOKUPS = 4;

// What no document id can be (Firestore's rules for ids, which the embedded store shares).
const NOT_AN_ID = /^\.{1,2}$|^__.*__$/;

/**
 * The ids a link may name, most likely first: its last segments as they came, then in lower case
 * (a chat app upper-cases a link). A store answers each with one point read.
 */
export function idCandidates(segments: readonly string[]): string[] {
  const candidates = new Set<string>();
  for (const segment of [...segments].reverse()) {
    for (const form of [segment, segment.toLowerCase()]) {
      if (form.length <= 200 && !NOT_AN_ID.test(form)) candidates.add(form);
    }
  }
  return [...candidates].slice(0, MAX_ID_LOOKUPS);
}

/**
 * Where a link under `section.prefix` should land, given the documents it may name (those its
 * ids name, else those whose titles share its words). The id decides (any case, with trailing
 * punctuation and whitespace trimmed, in any segment); failing that a segment that is exactly one
 * target's title (current or former); failing that the link is missing, with its words.
 */
export function resolveDeepLink(section: Section, pathname: string, search: string, targets: readonly LinkTarget[]): Resolution {
  const parts = linkParts(section, pathname, search);
  if (!parts) return { kind: 'pass' };
  const { segments, pathTail, query } = parts;

  const target = idMatch(segments, targets) ?? onlyTitleMatch(segments, targets);
  if (!target) return { kind: 'missing', words: linkWords(segments) };

  const canonical = section.path(target);
  if (!pathTail && samePath(pathname, canonical)) return { kind: 'pass' };
  return { kind: 'redirect', location: canonical + query };
}

/** The words of a link's segments, each once. */
export function linkWords(segments: readonly string[]): string[] {
  return [...new Set(segments.flatMap(titleWords))];
}

/** The last segment that is a target's id, exactly or but for case. */
function idMatch(segments: string[], targets: readonly LinkTarget[]): LinkTarget | undefined {
  const byLowerId = new Map(targets.map((target) => [target.id.toLowerCase(), target]));
  for (const segment of [...segments].reverse()) {
    const target = targets.find(({ id }) => id === segment) ?? byLowerId.get(segment.toLowerCase());
    if (target) return target;
  }
  return undefined;
}

function onlyTitleMatch(segments: string[], targets: readonly LinkTarget[]): LinkTarget | undefined {
  const matches = new Set<LinkTarget>();
  for (const segment of segments) {
    const words = titleWords(segment);
    for (const target of targets) if (target.titles.some((title) => sameWords(titleWords(title), words))) matches.add(target);
  }
  return matches.size === 1 ? [...matches][0] : undefined;
}

/** The request's path names the canonical one, however the browser chose to percent-encode it. */
function samePath(requested: string, canonical: string): boolean {
  if (requested === canonical) return true;
  const a = requested.split('/').map(decode);
  const b = canonical.split('/').map(decode);
  return a.length === b.length && a.every((segment, i) => segment !== null && segment === b[i]);
}

/**
 * The targets that share most words with the link, best first: the not-found page's way on.
 * Words shorter than three letters (of, in, s) say too little to count.
 */
export function bestMatches(words: readonly string[], targets: readonly LinkTarget[], max = 3): LinkTarget[] {
  const wanted = new Set(words.filter((word) => word.length > 2));
  if (wanted.size === 0) return [];
  return targets
    .map((target) => ({ target, score: new Set(target.titles.flatMap(titleWords).filter((word) => wanted.has(word))).size }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .map(({ target }) => target);
}
