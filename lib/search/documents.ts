import 'server-only';
import { CAPABILITIES } from '@/content/capabilities';
import { INDUSTRIES } from '@/content/industries';
import { cursorOf, formatCursor, PAGE_SIZE } from '../data/queries';
import type { Store } from '../data/store';
import { readAll } from '../data/walk';
import { eventPath, insightPath, openingPath, plainText } from '../text';
import type { SearchDoc } from './engine';

/**
 * Everything the site search covers, as plain-text documents with the page each leads to:
 * insights, news, events and job openings from the store, industries and capabilities from the
 * site's content. News items have no page of their own: a hit leads to the news list's page
 * that holds the item, at its card.
 */
export async function searchDocuments(store: Store): Promise<SearchDoc[]> {
  const [blogs, unordered, events, openings] = await Promise.all([
    readAll(store, 'blogs'),
    readAll(store, 'news'),
    readAll(store, 'events'),
    readAll(store, 'job_openings'),
  ]);
  // In the news list's order (newest first, ties by id, last first), which decides the page a hit leads to.
  const news = unordered.sort((a, b) => b.date.localeCompare(a.date) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return [
    ...blogs.map((blog) => ({
      id: `insight:${blog.id}`,
      kind: 'insight' as const,
      title: blog.heading,
      text: plainText(`${blog.short} ${blog.description}`),
      url: insightPath(blog.heading, blog.id),
      date: blog.date,
      aliases: [...blog.formerHeadings, ...(blog.slug ? [blog.slug] : [])].join('\n') || undefined,
    })),
    ...news.map((item, index) => {
      // The page that holds the item, by the cursor of the item just before that page: a link a
      // page deep in the archive costs what the page shows.
      const page = Math.floor(index / PAGE_SIZE.news) + 1;
      const previous = news[(page - 1) * PAGE_SIZE.news - 1];
      const path = previous ? `/news?page=${page}&after=${encodeURIComponent(formatCursor(cursorOf(previous)))}` : '/news';
      return {
        id: `news:${item.id}`,
        kind: 'news' as const,
        title: item.heading,
        text: plainText(item.desc),
        url: `${path}#news-${encodeURIComponent(item.id)}`,
        date: item.date,
      };
    }),
    ...events.map((event) => ({
      id: `event:${event.id}`,
      kind: 'event' as const,
      title: event.heading,
      text: plainText(event.description),
      url: eventPath(event.id),
      date: event.date,
    })),
    ...openings.map((opening) => ({
      id: `opening:${opening.id}`,
      kind: 'opening' as const,
      title: opening.name,
      text: [opening.overview, ...opening.responsibilities, ...opening.requiredQualifications, opening.location, opening.country].filter(Boolean).join(' '),
      url: openingPath(opening.id),
    })),
    ...INDUSTRIES.map((industry) => ({
      id: `industry:${industry.slug}`,
      kind: 'industry' as const,
      title: industry.heading,
      text: [industry.description, ...industry.longDescription].join(' '),
      url: industry.pageLink,
    })),
    ...CAPABILITIES.map((capability) => ({
      id: `capability:${capability.slug}`,
      kind: 'capability' as const,
      title: capability.normalHeading,
      text: [capability.description, ...capability.longDescription].join(' '),
      url: `/capabilities#${capability.position}`,
    })),
  ];
}
