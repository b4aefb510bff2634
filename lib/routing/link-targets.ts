import 'server-only';
import { getStore, queries, type Store } from '@/lib/data';
import { eventPath, insightPath, openingPath } from '@/lib/text';
import { timedCopy } from '@/lib/timed-copy';
import { LINK_PREFIXES } from './missing-link';
import { resolveDeepLink, type LinkTarget, type Resolution, type Section } from './deep-links';

/** The sections whose documents have shareable URLs, and how to list their link targets. */
export const LINK_SECTIONS = {
  insights: {
    prefix: LINK_PREFIXES.insights,
    path: (t: LinkTarget) => insightPath(t.titles[0]!, t.id),
    load: async (store: Store): Promise<LinkTarget[]> =>
      (await store.list(queries.blogsAll())).map((b) => ({ id: b.id, titles: [b.heading, ...b.formerHeadings, ...(b.slug ? [b.slug] : [])] })),
  },
  events: {
    prefix: LINK_PREFIXES.events,
    path: (t: LinkTarget) => eventPath(t.id),
    load: async (store: Store): Promise<LinkTarget[]> => (await store.list(queries.eventsAll())).map((e) => ({ id: e.id, titles: [e.heading] })),
  },
  careers: {
    prefix: LINK_PREFIXES.careers,
    path: (t: LinkTarget) => openingPath(t.id),
    load: async (store: Store): Promise<LinkTarget[]> => (await store.list(queries.jobOpenings())).map((o) => ({ id: o.id, titles: [o.name] })),
  },
} satisfies Record<string, Section & { load: (store: Store) => Promise<LinkTarget[]> }>;

export type LinkSectionName = keyof typeof LINK_SECTIONS;

// A canonical link is checked against a copy at most this old; a link that would redirect or
// miss is checked again against one at most REFRESH_MS old, so a new or renamed document is
// never sent elsewhere and a flood of junk links costs one read per section per REFRESH_MS.
const MAX_AGE_MS = 60_000;
const REFRESH_MS = 2_000;

const copies = Object.fromEntries(
  (Object.keys(LINK_SECTIONS) as LinkSectionName[]).map((name) => [name, timedCopy(() => getStore().then((store) => LINK_SECTIONS[name].load(store)))]),
) as Record<LinkSectionName, (maxAge: number) => Promise<LinkTarget[]>>;

/** The section's targets, from a copy at most `maxAge` ms old (per server instance). */
export function linkTargets(name: LinkSectionName, maxAge: number = MAX_AGE_MS): Promise<LinkTarget[]> {
  return copies[name](maxAge);
}

/** The section whose shareable URLs a path is under, if any. */
export function linkSectionOf(pathname: string): LinkSectionName | undefined {
  return (Object.keys(LINK_SECTIONS) as LinkSectionName[]).find((name) => pathname.startsWith(`${LINK_SECTIONS[name].prefix}/`));
}

/**
 * Where a request under a section should land. Only a pass is decided on the older copy; a
 * redirect or a miss is decided on a fresh one. A store that cannot answer lets the request
 * through to the page, which has its own answer for an unknown id.
 */
export async function resolveLink(name: LinkSectionName, pathname: string, search: string): Promise<Resolution> {
  const section = LINK_SECTIONS[name];
  try {
    const first = resolveDeepLink(section, pathname, search, await linkTargets(name));
    if (first.kind === 'pass') return first;
    return resolveDeepLink(section, pathname, search, await linkTargets(name, REFRESH_MS));
  } catch (error) {
    console.warn(`[links] ${name} not resolved:`, error instanceof Error ? error.message : error);
    return { kind: 'pass' };
  }
}
