import { CAPABILITIES } from '@/content/capabilities';
import { INDUSTRIES } from '@/content/industries';
import type { DocOf, FollowedCollection } from '../data/schema';
import { articlePath, eventPath, newsPath, openingPath, plainText } from '../text';
import type { SearchDoc } from './engine';

/**
 * What the site search covers, as plain-text documents with the page each leads to: insights,
 * news, events and job openings from the store, industries and capabilities from the site's
 * content. News items have no page of their own: a hit leads to the news list's page that holds
 * the item (lib/search/fts.ts works out which when it is found).
 */

/** The store's collections the search covers. */
export const SEARCHED_COLLECTIONS = ['blogs', 'news', 'events', 'job_openings'] as const satisfies readonly FollowedCollection[];
type Searched = (typeof SEARCHED_COLLECTIONS)[number];

/**
 * How much of a document's text is indexed: its opening, where an article says what it is
 * about. Bounds the index (and each instance's search file) at about this much per document.
 */
const SEARCH_TEXT_LENGTH = 2_000;

/** The first SEARCH_TEXT_LENGTH characters of a text, cut at a word boundary. */
function opening(text: string): string {
  if (text.length <= SEARCH_TEXT_LENGTH) return text;
  const cut = text.lastIndexOf(' ', SEARCH_TEXT_LENGTH);
  return text.slice(0, cut > 0 ? cut : SEARCH_TEXT_LENGTH);
}

const KIND_PREFIX = { blogs: 'insight', news: 'news', events: 'event', job_openings: 'opening' } as const satisfies Record<Searched, string>;

/** The index key of a searched collection's document, known from its id alone (a removal). */
export function searchKeyOf(collection: Searched, id: string): string {
  return `${KIND_PREFIX[collection]}:${id}`;
}

/** A stored document as the search indexes it. */
export function searchDocOf<C extends Searched>(collection: C, doc: DocOf<C>): SearchDoc {
  switch (collection) {
    case 'blogs': {
      const blog = doc as DocOf<'blogs'>;
      return {
        id: `insight:${blog.id}`,
        kind: 'insight',
        title: blog.heading,
        text: opening(plainText(`${blog.short} ${blog.description}`)),
        url: articlePath(blog),
        date: blog.date,
        aliases: [...blog.formerHeadings, ...(blog.slug ? [blog.slug] : [])].join('\n') || undefined,
      };
    }
    case 'news': {
      const item = doc as DocOf<'news'>;
      return { id: `news:${item.id}`, kind: 'news', title: item.heading, text: opening(plainText(item.desc)), url: newsPath(item.id), date: item.date };
    }
    case 'events': {
      const event = doc as DocOf<'events'>;
      return { id: `event:${event.id}`, kind: 'event', title: event.heading, text: opening(plainText(event.description)), url: eventPath(event.id), date: event.date };
    }
    default: {
      const job = doc as DocOf<'job_openings'>;
      return {
        id: `opening:${job.id}`,
        kind: 'opening',
        title: job.name,
        text: opening([job.overview, ...job.responsibilities, ...job.requiredQualifications, job.location, job.country].filter(Boolean).join(' ')),
        url: openingPath(job.id),
      };
    }
  }
}

/** The site's own pages the search covers: industries and capabilities. */
export function contentSearchDocs(): SearchDoc[] {
  return [
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
