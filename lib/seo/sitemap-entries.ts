import 'server-only';
import { unstable_cache } from 'next/cache';
import { EVENT_CATEGORIES, INSIGHT_TOPICS, NEWS_CATEGORIES } from '@/content/categories';
import { AUTHORS, authorPath } from '@/content/authors';
import { INDUSTRIES } from '@/content/industries';
import { PRIVACY_PATH } from '@/content/navigation';
import { ALL, getStore, queries, type Blog, type JobOpening, type ListQuery, type News, type SiteEvent } from '@/lib/data';
import { WALK_BATCH } from '@/lib/data/walk';
import { eventPath, newsPath, openingPath, articlePath } from '@/lib/text';
import { absoluteUrl, pagedPath } from './url';

export type SitemapEntry = { url: string; lastModified?: string; changeFrequency?: 'daily' | 'weekly' | 'monthly'; priority?: number };

/** Public pages with no data of their own. Utility and account pages are left out on purpose. */
const STATIC_PATHS = ['/', '/about-us', '/careers', '/focus', '/capabilities', PRIVACY_PATH, ...INDUSTRIES.map((i) => i.pageLink), ...AUTHORS.map(authorPath)];

/** The sitemap protocol's limit of URLs in one file; past it `/sitemap.xml` is an index of parts. */
const SITEMAP_LIMIT = 50_000;

/** One part of an index holds at most this many URLs: the limit, less room for the pages of part one. */
const PART_SIZE = 45_000;

/** The collections whose documents have pages of their own, and their entries. */
const ITEM_SOURCES = {
  blogs: (blog: Blog): SitemapEntry => ({ url: absoluteUrl(articlePath(blog)), lastModified: blog.updatedAt ?? blog.date, changeFrequency: 'monthly', priority: 0.9 }),
  news: (item: News): SitemapEntry => ({ url: absoluteUrl(newsPath(item.id)), lastModified: item.date, changeFrequency: 'monthly', priority: 0.6 }),
  events: (event: SiteEvent): SitemapEntry => ({ url: absoluteUrl(eventPath(event.id)), lastModified: event.date, changeFrequency: 'monthly', priority: 0.7 }),
  job_openings: (job: JobOpening): SitemapEntry => ({ url: absoluteUrl(openingPath(job.id)), lastModified: job.datePosted, changeFrequency: 'weekly', priority: 0.6 }),
} as const;
type ItemCollection = keyof typeof ITEM_SOURCES;
const ITEM_COLLECTIONS = Object.keys(ITEM_SOURCES) as ItemCollection[];

/** At most how many entries `pageEntries` gives (every filter with items): counted without a read. */
const MOST_PAGE_ENTRIES = STATIC_PATHS.length + INSIGHT_TOPICS.length + NEWS_CATEGORIES.length + EVENT_CATEGORIES.length;

/** The first page of a list and of each filter that has items, dated by its newest item: one read each. */
async function listEntries<C extends 'blogs' | 'news' | 'events'>(path: string, param: string, filters: readonly string[], firstPage: (page: number, filter?: string) => ListQuery<C>) {
  const store = await getStore();
  const newest = await Promise.all(
    filters.map(async (filter) => {
      const [doc] = (await store.list({ ...firstPage(1, filter === ALL ? undefined : filter), limit: 1 })) as { date?: string; updatedAt?: string }[];
      return doc && { url: absoluteUrl(pagedPath(path, 1, { [param]: filter === ALL ? undefined : filter })), lastModified: doc.updatedAt ?? doc.date, changeFrequency: 'daily' as const };
    }),
  );
  return newest.filter((entry) => entry !== undefined);
}

/**
 * Every page with no document of its own: the static routes, and the first page of each list and
 * filter that has items (later pages shift with every new item and are reached by their links;
 * the items are listed themselves).
 */
async function pageEntries(): Promise<SitemapEntry[]> {
  const [insights, news, events] = await Promise.all([
    listEntries('/insights', 'topic', INSIGHT_TOPICS, queries.blogsPage),
    listEntries('/news', 'category', NEWS_CATEGORIES, queries.newsPage),
    listEntries('/events', 'category', EVENT_CATEGORIES, queries.eventsPage),
  ]);
  const latestInsight = insights[0]?.lastModified;
  return [
    ...STATIC_PATHS.map((path) => ({
      url: absoluteUrl(path),
      lastModified: path === '/' ? latestInsight : undefined,
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : 0.8,
    })),
    ...insights,
    ...news,
    ...events,
  ];
}

/**
 * The entries of a collection's documents in id order, after the id `after`, whole batches up to
 * `max` entries, with the id to continue after (none at the end). Each document is read once.
 */
async function itemEntries(collection: ItemCollection, after?: string, max = Infinity): Promise<{ entries: SitemapEntry[]; next?: string }> {
  const store = await getStore();
  const toEntry = ITEM_SOURCES[collection] as (doc: unknown) => SitemapEntry;
  const entries: SitemapEntry[] = [];
  let next = after;
  do {
    const batch = await store.batch(collection, next, WALK_BATCH);
    entries.push(...batch.docs.map(toEntry));
    next = batch.next;
  } while (next !== undefined && entries.length + WALK_BATCH <= max);
  return { entries, next };
}

/** One file of the sitemap: the pages, or a run of a collection's documents after an id. */
export type SitemapPart = { kind: 'pages' } | { kind: 'items'; collection: ItemCollection; after?: string };

/**
 * The files of the sitemap: none when everything fits in one `<urlset>` (counted, not read);
 * else the pages, then each collection in runs of at most PART_SIZE. Finding the runs reads each
 * document once; the result is kept in Next's data cache for an hour, so a part's URL costs no
 * reads to check, and a made-up one none at all.
 */
export const sitemapParts = unstable_cache(
  async (): Promise<SitemapPart[]> => {
    const store = await getStore();
    const counts = await Promise.all(ITEM_COLLECTIONS.map((collection) => store.count({ collection })));
    if (MOST_PAGE_ENTRIES + counts.reduce((a, b) => a + b, 0) <= SITEMAP_LIMIT) return [];
    const parts: SitemapPart[] = [{ kind: 'pages' }];
    for (const collection of ITEM_COLLECTIONS) {
      let after: string | undefined;
      do {
        parts.push({ kind: 'items', collection, after });
        after = (await itemEntries(collection, after, PART_SIZE)).next;
      } while (after !== undefined);
    }
    return parts;
  },
  ['sitemap-parts'],
  { revalidate: 3600 },
);

/**
 * The sitemap's file that lists a document of a collection: the one `<urlset>` while everything
 * fits in it, else the part whose run holds its id (parts are runs in id order). None for a
 * collection the sitemap does not list. Reads nothing while the parts are cached.
 */
export async function sitemapFileOf(collection: string, id: string): Promise<string[]> {
  if (!ITEM_COLLECTIONS.includes(collection as ItemCollection)) return [];
  const parts = await sitemapParts();
  if (parts.length === 0) return ['/sitemap.xml'];
  let index = -1;
  parts.forEach((part, at) => {
    if (part.kind === 'items' && part.collection === collection && (part.after === undefined || part.after < id)) index = at;
  });
  return index < 0 ? [] : [`/sitemap/${index}.xml`];
}

/** Every entry, for a sitemap that fits in one file. */
export async function allEntries(): Promise<SitemapEntry[]> {
  const items = await Promise.all(ITEM_COLLECTIONS.map(async (collection) => (await itemEntries(collection)).entries));
  return [...(await pageEntries()), ...items.flat()];
}

/** The entries of one part. */
export async function partEntries(part: SitemapPart): Promise<SitemapEntry[]> {
  return part.kind === 'pages' ? pageEntries() : (await itemEntries(part.collection, part.after, PART_SIZE)).entries;
}
