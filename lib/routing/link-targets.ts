import 'server-only';
import { getStore, type Blog, type DocOf, type JobOpening } from '@/lib/data';
import { getSearch } from '@/lib/search';
import type { SearchHit } from '@/lib/search/engine';
import { eventPath, insightPath, newsPath, openingPath } from '@/lib/text';
import { LINK_PREFIXES } from './missing-link';
import { bestMatches, idCandidates, linkParts, linkWords, resolveDeepLink, type LinkTarget, type Resolution } from './deep-links';

/** The sections whose documents have shareable URLs: where a link's ids and titles are looked up. */
export const LINK_SECTIONS = {
  insights: {
    prefix: LINK_PREFIXES.insights,
    path: (t: LinkTarget) => insightPath(t.titles[0]!, t.id),
    collection: 'blogs',
    kind: 'insight',
    // An address staff set comes first: it decides the canonical path, as it does on the page.
    target: (b: Blog): LinkTarget => ({ id: b.id, titles: [...(b.segment ? [b.segment] : []), b.heading, ...b.formerHeadings, ...(b.slug ? [b.slug] : [])] }),
  },
  news: {
    prefix: LINK_PREFIXES.news,
    path: (t: LinkTarget) => newsPath(t.id),
    collection: 'news',
    kind: 'news',
    target: (n: DocOf<'news'>): LinkTarget => ({ id: n.id, titles: [n.heading] }),
  },
  events: {
    prefix: LINK_PREFIXES.events,
    path: (t: LinkTarget) => eventPath(t.id),
    collection: 'events',
    kind: 'event',
    target: (e: DocOf<'events'>): LinkTarget => ({ id: e.id, titles: [e.heading] }),
  },
  careers: {
    prefix: LINK_PREFIXES.careers,
    path: (t: LinkTarget) => openingPath(t.id),
    collection: 'job_openings',
    kind: 'opening',
    target: (o: JobOpening): LinkTarget => ({ id: o.id, titles: [o.name] }),
  },
} as const;

export type LinkSectionName = keyof typeof LINK_SECTIONS;

// Title lookups consider this many documents that share a word with the link, most shared first.
const TITLE_CANDIDATES = 50;

/** The section's documents the link's ids name: at most MAX_ID_LOOKUPS point reads. */
async function idTargets(name: LinkSectionName, segments: readonly string[]): Promise<LinkTarget[]> {
  const section = LINK_SECTIONS[name];
  const store = await getStore();
  const docs = await Promise.all(idCandidates(segments).map((id) => store.get(section.collection, id)));
  return docs.filter((doc) => doc !== null).map((doc) => section.target(doc as never));
}

/** Whether the link names an item of the section staff withdrew: as many point reads as the ids it may name. */
async function withdrawnId(name: LinkSectionName, segments: readonly string[]): Promise<boolean> {
  const kind = LINK_SECTIONS[name].kind;
  const store = await getStore();
  const items = await Promise.all(idCandidates(segments).map((id) => store.get('studio_items', id)));
  return items.some((item) => item?.status === 'withdrawn' && item.kind === kind);
}

/** The section's documents whose titles share the words, from the site search's index (no document read). */
async function titleTargets(name: LinkSectionName, words: readonly string[]): Promise<LinkTarget[]> {
  const kind = LINK_SECTIONS[name].kind;
  const hits = await (await getSearch()).titles(kind, words, TITLE_CANDIDATES);
  return hits.map((hit: SearchHit) => ({ id: hit.id.slice(kind.length + 1), titles: [hit.title, ...(hit.aliases?.split('\n') ?? [])] }));
}

/** The section whose shareable URLs a path is under, if any. */
export function linkSectionOf(pathname: string): LinkSectionName | undefined {
  return (Object.keys(LINK_SECTIONS) as LinkSectionName[]).find((name) => pathname.startsWith(`${LINK_SECTIONS[name].prefix}/`));
}

/**
 * Where a request under a section should land. Its ids are looked up by point reads; only a link
 * that names no document by id is looked up by its words, in the search index. Either way a link,
 * junk or not, costs at most MAX_ID_LOOKUPS reads. A store that cannot answer lets the request
 * through to the page, which has its own answer for an unknown id.
 */
export async function resolveLink(name: LinkSectionName, pathname: string, search: string): Promise<Resolution> {
  // A page under an article (its older comments) is resolved as the article's link, and kept.
  if (name === 'insights' && pathname.endsWith(COMMENTS_PAGE)) {
    const article = await resolveLink(name, pathname.slice(0, -COMMENTS_PAGE.length), search);
    return article.kind === 'redirect' ? { ...article, location: article.location.replace(/(?=[?#]|$)/, COMMENTS_PAGE) } : article;
  }
  const section = LINK_SECTIONS[name];
  const parts = linkParts(section, pathname, search);
  if (!parts) return { kind: 'pass' };
  try {
    const byId = await idTargets(name, parts.segments);
    if (byId.length === 0 && (await withdrawnId(name, parts.segments))) return { kind: 'gone', words: linkWords(parts.segments) };
    const targets = byId.length > 0 ? byId : await titleTargets(name, linkWords(parts.segments));
    return resolveDeepLink(section, pathname, search, targets);
  } catch (error) {
    console.warn(`[links] ${name} not resolved:`, error instanceof Error ? error.message : error);
    return { kind: 'pass' };
  }
}

/** The path under an article of its older comments (app/insights/[heading]/[id]/comments). */
const COMMENTS_PAGE = '/comments';

/** The documents whose titles share most of a missing link's words: the 404's way on. */
export async function linkSuggestions(name: LinkSectionName, words: readonly string[]): Promise<LinkTarget[]> {
  try {
    return bestMatches(words, await titleTargets(name, words));
  } catch {
    return [];
  }
}
