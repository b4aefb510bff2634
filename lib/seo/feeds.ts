import 'server-only';
import { SITE } from '@/content/site';
import { getStore, queries } from '@/lib/data';
import type { Blog } from '@/lib/data/schema';
import { TEXT_CUTS, plainText, truncate, articlePath } from '@/lib/text';
import { rssXml } from './feed';
import { absoluteUrl } from './url';

const FEED_SIZE = 30;

function blogItems(blogs: Blog[]) {
  return blogs.slice(0, FEED_SIZE).map((blog) => ({
    id: blog.id,
    title: blog.heading,
    url: absoluteUrl(articlePath(blog)),
    description: truncate(plainText(blog.short || blog.description), TEXT_CUTS.structuredDataDescription),
    date: blog.date,
    category: blog.category || undefined,
    author: blog.author || undefined,
  }));
}

export async function insightsFeed(): Promise<string> {
  const blogs = await (await getStore()).list(queries.newestBlogs(FEED_SIZE));
  return rssXml({ title: `${SITE.name}: Insights`, description: 'Research, analysis and media releases on the chemical industry.', siteUrl: absoluteUrl('/insights'), feedUrl: absoluteUrl('/feeds/insights.xml'), items: blogItems(blogs) });
}

export async function verticalFeed(vertical: string, heading: string, slug: string): Promise<string> {
  const store = await getStore();
  const [publications, articles] = await Promise.all([store.list(queries.insightsByVertical(vertical, 'Publication')), store.list(queries.insightsByVertical(vertical, 'Article'))]);
  const blogs = [...publications, ...articles].sort((a, b) => b.date.localeCompare(a.date));
  return rssXml({ title: `${SITE.name}: ${heading} insights`, description: `Insights on ${heading}.`, siteUrl: absoluteUrl(`/${slug}`), feedUrl: absoluteUrl(`/feeds/insights/${slug}`), items: blogItems(blogs) });
}

export async function newsFeed(): Promise<string> {
  const news = await (await getStore()).list(queries.newestNews(FEED_SIZE));
  return rssXml({
    title: `${SITE.name}: Industry News`,
    description: 'News from the chemical industry, selected by our analysts.',
    siteUrl: absoluteUrl('/news'),
    feedUrl: absoluteUrl('/feeds/news.xml'),
    items: news.map((item) => ({ id: item.id, title: item.heading, url: absoluteUrl('/news'), description: item.desc, date: item.date, category: item.category })),
  });
}
