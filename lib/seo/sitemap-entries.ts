import 'server-only';
import { EVENT_CATEGORIES, INSIGHT_TOPICS, NEWS_CATEGORIES } from '@/content/categories';
import { INDUSTRIES } from '@/content/industries';
import { ALL, getStore, PAGE_SIZE, pageCount, queries, type ListQuery } from '@/lib/data';
import { insightPath } from '@/lib/text';
import { absoluteUrl, pagedPath } from './url';

export type SitemapEntry = { url: string; lastModified?: string; changeFrequency?: 'daily' | 'weekly' | 'monthly'; priority?: number };

/** Public pages with no data of their own. Utility and account pages are left out on purpose. */
export const STATIC_PATHS = ['/', '/about-us', '/careers', '/focus', '/capabilities', ...INDUSTRIES.map((i) => i.pageLink)];

const newest = (dates: (string | undefined)[]) => dates.filter(Boolean).sort().at(-1);

/** Every page of a filtered, paged list, each with the date of its newest item. */
async function pagedList(path: string, param: string, filters: readonly string[], size: number, build: (page: number, filter?: string) => ListQuery) {
  const store = await getStore();
  const entries: SitemapEntry[] = [];
  for (const filter of filters) {
    const value = filter === ALL ? undefined : filter;
    const total = await store.count(build(1, value));
    if (value && total === 0) continue;
    for (let page = 1; page <= pageCount(total, size); page++) {
      const docs = (await store.list(build(page, value))) as { date?: string }[];
      entries.push({ url: absoluteUrl(pagedPath(path, page, { [param]: value })), lastModified: newest(docs.map((d) => d.date)), changeFrequency: 'daily' });
    }
  }
  return entries;
}

/**
 * The sitemap, fed by the data layer: every static route, every insight article, event and
 * job opening, and every page of the news, events and insights lists, with real dates.
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const store = await getStore();
  const [blogs, events, jobs] = await Promise.all([store.list(queries.blogsAll()), store.list(queries.eventsAll()), store.list(queries.jobOpenings())]);
  const latestBlog = newest(blogs.map((b) => b.updatedAt ?? b.date));
  const entries: SitemapEntry[] = STATIC_PATHS.map((path) => ({
    url: absoluteUrl(path),
    lastModified: path === '/' ? latestBlog : undefined,
    changeFrequency: 'weekly' as const,
    priority: path === '/' ? 1 : 0.8,
  }));
  entries.push({ url: absoluteUrl('/blogs'), lastModified: latestBlog, changeFrequency: 'daily' });
  entries.push(...(await pagedList('/insights', 'topic', INSIGHT_TOPICS, PAGE_SIZE.insights, queries.blogsPage)));
  entries.push(...(await pagedList('/news', 'category', NEWS_CATEGORIES, PAGE_SIZE.news, queries.newsPage)));
  entries.push(...(await pagedList('/events', 'category', EVENT_CATEGORIES, PAGE_SIZE.events, queries.eventsPage)));
  for (const blog of blogs) {
    entries.push({ url: absoluteUrl(insightPath(blog.heading, blog.id)), lastModified: blog.updatedAt ?? blog.date, changeFrequency: 'monthly', priority: 0.9 });
  }
  for (const item of events) {
    entries.push({ url: absoluteUrl(`/events/${encodeURIComponent(item.id)}`), lastModified: item.date, changeFrequency: 'monthly', priority: 0.7 });
  }
  for (const job of jobs) {
    entries.push({ url: absoluteUrl(`/careers/${encodeURIComponent(job.id)}`), lastModified: job.datePosted, changeFrequency: 'weekly', priority: 0.6 });
  }
  return entries;
}
