import 'server-only';
import { CAPABILITIES } from '@/content/capabilities';
import { INDUSTRIES } from '@/content/industries';
import { PAGE_SIZE, queries } from '../data/queries';
import type { Store } from '../data/store';
import { eventPath, insightPath, openingPath, plainText } from '../text';
import type { SearchDoc } from './engine';

/**
 * Everything the site search covers, as plain-text documents with the page each leads to:
 * insights, news, events and job openings from the store, industries and capabilities from the
 * site's content. News items have no page of their own: a hit leads to the news list's page
 * that holds the item, at its card.
 */
export async function searchDocuments(store: Store): Promise<SearchDoc[]> {
  const [blogs, news, events, openings] = await Promise.all([
    store.list(queries.blogsAll()),
    store.list(queries.newsAll()),
    store.list(queries.eventsAll()),
    store.list(queries.jobOpenings()),
  ]);
  return [
    ...blogs.map((blog) => ({
      id: `insight:${blog.id}`,
      kind: 'insight' as const,
      title: blog.heading,
      text: plainText(`${blog.short} ${blog.description}`),
      url: insightPath(blog.heading, blog.id),
      date: blog.date,
    })),
    ...news.map((item, index) => {
      const page = Math.floor(index / PAGE_SIZE.news) + 1;
      return {
        id: `news:${item.id}`,
        kind: 'news' as const,
        title: item.heading,
        text: plainText(item.desc),
        url: `/news${page > 1 ? `?page=${page}` : ''}#news-${encodeURIComponent(item.id)}`,
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
