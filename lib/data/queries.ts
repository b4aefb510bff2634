import type { CollectionName } from './schema';

/**
 * Every read the site makes (spec section 7), as a plain serialisable descriptor. Pages,
 * the live hook and both adapters share these, so one file says what the site reads.
 */
/**
 * A filter: the field equals the value; or, for a list field, the list holds the value
 * (`contains`) or is empty (`empty`, value ''). Only equality reaches the browser's live lists.
 */
export type Filter = { field: string; value: string; op?: 'contains' | 'empty' };
/** Where a page starts or ends: the sort field's value and the document's id (ties go by id, in the order's direction). */
export type Cursor = [value: string, id: string];
export type ListQuery<C extends CollectionName = CollectionName> = {
  collection: C;
  where?: Filter[];
  orderBy?: { field: string; direction: 'asc' | 'desc' };
  limit?: number;
  offset?: number;
  /** The documents after this one in the order (the next page of a list). */
  after?: Cursor;
  /** The `limit` documents just before this one (the previous page), in the list's order. */
  before?: Cursor;
};

/** Where a page of a list starts: a page number, and the cursor of the link that led to it. */
export type PagePosition = { page: number; after?: Cursor; before?: Cursor };

export const ALL = 'All';

export const PAGE_SIZE = { news: 4, events: 5, insights: 4 } as const;
export const HOME = { newsShown: 5, blogsFetched: 8, blogsShown: 6, events: 8 } as const;
const RECENT_EVENTS = 3;
/** An insight's comments a page at a time, newest first: the article shows the first page. */
export const COMMENTS_PAGE = 20;
/**
 * Sections that show a vertical's or a flag's documents show at most this many, newest first (the
 * openings by name); each links on to a list that pages through the rest. The archive may hold
 * tens of thousands of documents: no read is ever unbounded.
 */
export const SECTION_LIMIT = { spotlight: 12, verticalInsights: 6, compendiums: 12, openings: 50, authorInsights: 12, banners: 50 } as const;

const newestFirst = { field: 'date', direction: 'desc' } as const;

/** A studio list: a collection's newest `limit` documents, after a cursor (the next page). */
function newestPage<C extends CollectionName>(collection: C, limit: number, after?: Cursor, field = 'date'): ListQuery<C> {
  return { collection, orderBy: { field, direction: 'desc' }, limit, ...(after ? { after } : {}) };
}

/** A category filter where 'All' (or nothing) means no filter. */
function byCategory(category: string | undefined): Filter[] {
  return category && category !== ALL ? [{ field: 'category', value: category }] : [];
}

/**
 * A list page's window. Prev and Next carry a cursor, so a page reached by them reads only what
 * it shows, however deep. A bare `?page=N` (a typed or old link) is read with an offset, which
 * costs the skipped documents: only up to MAX_OFFSET_PAGE, past which the page is not found.
 */
function page(position: number | PagePosition, size: number) {
  const { page: pageNumber = 1, after, before }: Partial<PagePosition> = typeof position === 'object' ? position : { page: position };
  if (after) return { limit: size, after };
  if (before) return { limit: size, before };
  return { limit: size, offset: (Math.max(1, pageNumber) - 1) * size };
}

/** The deepest page a link without a cursor may name: at most this many pages' documents are skipped. */
export const MAX_OFFSET_PAGE = 50;

export const queries = {
  /** Home strip and news list. The original's inverted filter is a defect: the chosen category shows its news. */
  homeNews: (): ListQuery<'news'> => ({ collection: 'news', orderBy: newestFirst, limit: HOME.newsShown }),
  newsPage: (position: number | PagePosition, category?: string): ListQuery<'news'> => ({
    collection: 'news',
    where: byCategory(category),
    orderBy: newestFirst,
    ...page(position, PAGE_SIZE.news),
  }),
  newestNews: (limit: number): ListQuery<'news'> => ({ collection: 'news', orderBy: newestFirst, limit }),

  homeBlogs: (): ListQuery<'blogs'> => ({ collection: 'blogs', orderBy: newestFirst, limit: HOME.blogsFetched }),
  blogsPage: (position: number | PagePosition, topic?: string): ListQuery<'blogs'> => ({
    collection: 'blogs',
    where: byCategory(topic),
    orderBy: newestFirst,
    ...page(position, PAGE_SIZE.insights),
  }),
  newestBlogs: (limit: number): ListQuery<'blogs'> => ({ collection: 'blogs', orderBy: newestFirst, limit }),
  spotlight: (): ListQuery<'blogs'> => ({
    collection: 'blogs',
    where: [{ field: 'isspotlight', value: 'true' }],
    orderBy: newestFirst,
    limit: SECTION_LIMIT.spotlight,
  }),
  blogById: (id: string): ListQuery<'blogs'> => ({ collection: 'blogs', where: [{ field: 'id', value: id }], limit: 1 }),
  insightsByVertical: (vertical: string, insightType: 'Publication' | 'Article'): ListQuery<'blogs'> => ({
    collection: 'blogs',
    where: [
      { field: 'pagetype', value: vertical },
      { field: 'insighttype', value: insightType },
    ],
    orderBy: newestFirst,
    limit: SECTION_LIMIT.verticalInsights,
  }),
  /** A vertical's newest insights of either type: what a subscribers' digest may list. */
  newestOfVertical: (vertical: string, limit: number): ListQuery<'blogs'> => ({
    collection: 'blogs',
    where: [{ field: 'pagetype', value: vertical }],
    orderBy: newestFirst,
    limit,
  }),
  /** An author's newest insights (the author's page). */
  insightsByAuthor: (name: string): ListQuery<'blogs'> => ({
    collection: 'blogs',
    where: [{ field: 'author', value: name }],
    orderBy: newestFirst,
    limit: SECTION_LIMIT.authorInsights,
  }),
  relatedBlogs: (category: string, limit = 4): ListQuery<'blogs'> => ({
    collection: 'blogs',
    where: [{ field: 'category', value: category }],
    orderBy: newestFirst,
    limit: limit + 1,
  }),

  /** An insight's shown comments, newest first, a page at a time (after a cursor: the older ones). */
  insightComments: (blogId: string, after?: Cursor): ListQuery<'insight_comments'> => ({
    collection: 'insight_comments',
    where: [
      { field: 'blogId', value: blogId },
      { field: 'status', value: 'shown' },
    ],
    orderBy: newestFirst,
    limit: COMMENTS_PAGE,
    ...(after ? { after } : {}),
  }),

  compendiumsByCategory: (vertical: string): ListQuery<'compendiums'> => ({
    collection: 'compendiums',
    where: [{ field: 'category', value: vertical }],
    orderBy: newestFirst,
    limit: SECTION_LIMIT.compendiums,
  }),
  homeCompendiums: (): ListQuery<'compendiums'> => ({ collection: 'compendiums', orderBy: newestFirst, limit: 6 }),
  /** Every compendium, newest first, a page at a time (the studio's list). */
  newestCompendiums: (limit: number, after?: Cursor): ListQuery<'compendiums'> => newestPage('compendiums', limit, after),

  eventsPage: (position: number | PagePosition, category?: string): ListQuery<'events'> => ({
    collection: 'events',
    where: byCategory(category),
    orderBy: newestFirst,
    ...page(position, PAGE_SIZE.events),
  }),
  newestEvents: (limit: number): ListQuery<'events'> => ({ collection: 'events', orderBy: newestFirst, limit }),
  recentEvents: (): ListQuery<'events'> => ({ collection: 'events', orderBy: newestFirst, limit: RECENT_EVENTS }),
  homeEvents: (): ListQuery<'events'> => ({ collection: 'events', orderBy: newestFirst, limit: HOME.events }),

  bannerByPage: (pageName: string): ListQuery<'banners'> => ({
    collection: 'banners',
    where: [{ field: 'page', value: pageName }],
    limit: 1,
  }),

  /** Every page banner (one a page at most: the six verticals and the focus page). */
  banners: (): ListQuery<'banners'> => ({ collection: 'banners', limit: SECTION_LIMIT.banners }),
  jobOpenings: (): ListQuery<'job_openings'> => ({
    collection: 'job_openings',
    orderBy: { field: 'name', direction: 'asc' },
    limit: SECTION_LIMIT.openings,
  }),
  /** The studio's items, the latest change first (the studio's front page). */
  studioItems: (limit: number, after?: Cursor): ListQuery<'studio_items'> => newestPage('studio_items', limit, after),
  /** The studio's items of one status (draft, scheduled, published, withdrawn), newest change first. */
  studioItemsWithStatus: (status: string, limit: number, after?: Cursor): ListQuery<'studio_items'> => ({ ...newestPage('studio_items', limit, after), where: [{ field: 'status', value: status }] }),
  /** The studio's items of one facet (a kind, author and vertical as lib/studio/find.ts keys them), of one status or any, newest change first. */
  studioItemsFaceted: (facet: string, status: string | null, limit: number, after?: Cursor): ListQuery<'studio_items'> => ({
    ...newestPage('studio_items', limit, after),
    where: [{ field: 'facets', value: facet, op: 'contains' }, ...(status ? [{ field: 'status', value: status }] : [])],
  }),
  /** The studio's activity log, newest first. */
  studioActivity: (limit: number, after?: Cursor): ListQuery<'studio_activity'> => newestPage('studio_activity', limit, after),
  /** The review links of one insight (a handful: staff make them), counted or withdrawn together. */
  reviewLinksOf: (itemId: string): ListQuery<'review_links'> => ({ collection: 'review_links', where: [{ field: 'itemId', value: itemId }], limit: 100 }),
  /** The review links a staff member made (ended with their role), a batch at a time. */
  reviewLinksBy: (uid: string, limit: number): ListQuery<'review_links'> => ({ collection: 'review_links', where: [{ field: 'byUid', value: uid }], limit }),
  /** The studio's items whose heading holds a word, the latest change first (lib/studio/find.ts). */
  studioItemsWithWord: (word: string, limit: number): ListQuery<'studio_items'> => ({
    collection: 'studio_items',
    where: [{ field: 'words', value: word, op: 'contains' }],
    orderBy: { field: 'date', direction: 'desc' },
    limit,
  }),
  /** The studio items that show an upload (by its file's name): a few, to name where it is used. */
  studioItemsShowing: (name: string, limit: number): ListQuery<'studio_items'> => ({ collection: 'studio_items', where: [{ field: 'media', value: name, op: 'contains' }], limit }),
  /** The images staff uploaded, newest first. */
  uploadedImages: (limit: number, after?: Cursor): ListQuery<'media'> => newestPage('media', limit, after),
  /** Who holds a staff role, the latest granted first. */
  staffRoles: (limit: number, after?: Cursor): ListQuery<'staff_roles'> => newestPage('staff_roles', limit, after),
  /** Every insight comment, whatever its status, newest first: the studio's comment list. */
  studioInsightComments: (limit: number, after?: Cursor): ListQuery<'insight_comments'> => newestPage('insight_comments', limit, after),
  /** Every event comment, newest first (they carry the server's `timestamp` only): the studio's comment list. */
  studioEventComments: (limit: number, after?: Cursor): ListQuery<'comments'> => newestPage('comments', limit, after, 'timestamp'),
  /** Insight comments a reader reported, the latest report first: they stand first for staff. */
  reportedComments: (limit: number): ListQuery<'comment_flags'> => ({ collection: 'comment_flags', orderBy: newestFirst, limit }),
  /** Insight comments waiting for approval (COMMENTS_MODERATION=pre), newest first. */
  pendingComments: (limit: number): ListQuery<'insight_comments'> => ({
    collection: 'insight_comments',
    where: [{ field: 'status', value: 'pending' }],
    orderBy: newestFirst,
    limit,
  }),
  /** Visitors' queries, newest first: the studio's inbox, all of them or those of one status (new, answered, closed). */
  studioQueries: (limit: number, after?: Cursor, status?: string): ListQuery<'queries'> => ({
    ...newestPage('queries', limit, after),
    ...(status ? { where: [{ field: 'status', value: status }] } : {}),
  }),
  /**
   * Subscribers of a status following a vertical (`topics` holds it), counted up to `atMost`;
   * `''` counts those whose topics are empty (every vertical, in records older than topics).
   */
  subscribersFollowing: (status: string, vertical: string, atMost: number): ListQuery<'subscribers'> => ({
    collection: 'subscribers',
    where: [{ field: 'status', value: status }, vertical ? { field: 'topics', value: vertical, op: 'contains' } : { field: 'topics', value: '', op: 'empty' }],
    limit: atMost,
  }),
  /** Subscribers of a status, counted up to `atMost`. */
  subscribersByStatus: (status: string, atMost: number): ListQuery<'subscribers'> => ({ collection: 'subscribers', where: [{ field: 'status', value: status }], limit: atMost }),
  /** Confirmed subscribers in the order they confirmed: the CSV export's pages. */
  confirmedSubscribers: (limit: number, after?: Cursor): ListQuery<'subscribers'> => ({
    collection: 'subscribers',
    where: [{ field: 'status', value: 'confirmed' }],
    orderBy: { field: 'confirmedAt', direction: 'asc' },
    limit,
    ...(after ? { after } : {}),
  }),
  /** Scheduled items, the earliest first: what the scheduled publishing run looks at. */
  scheduledItems: (limit: number): ListQuery<'studio_items'> => ({
    collection: 'studio_items',
    where: [{ field: 'status', value: 'scheduled' }],
    orderBy: { field: 'publishAt', direction: 'asc' },
    limit,
  }),
  /** The outbox's mails waiting for an attempt, the longest waiting first. */
  mailDue: (limit: number): ListQuery<'mail'> => ({ collection: 'mail', where: [{ field: 'outbox', value: 'due' }], orderBy: { field: 'dueAt', direction: 'asc' }, limit }),
  /** The mails that could not be delivered, the latest failure first. */
  mailFailed: (limit: number): ListQuery<'mail'> => ({ collection: 'mail', where: [{ field: 'outbox', value: 'failed' }], orderBy: { field: 'failedAt', direction: 'desc' }, limit }),
  /** The confirmation mails of one clock hour (`2026-11-28T13`), counted up to `atMost`: the site-wide ceiling. */
  confirmationsInHour: (hour: string, atMost: number): ListQuery<'mail'> => ({ collection: 'mail', where: [{ field: 'confirmHour', value: hour }], limit: atMost }),
} as const;

/** A page number as a URL writes it (1 to 999999, no leading zero). */
const PAGE_NUMBER = '[1-9]\\d{0,5}';

/** The longest cursor a URL may carry. */
const MAX_CURSOR_LENGTH = 250;

const WHOLE_PAGE_NUMBER = new RegExp(`^${PAGE_NUMBER}$`);

/** The requested page from a `?page=` value: a positive integer, else null (the caller 404s). */
export function parsePage(raw: string | string[] | undefined): number | null {
  if (raw === undefined) return 1;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || !WHOLE_PAGE_NUMBER.test(value)) return null;
  return Number(value);
}

const CURSOR_VALUE = /^[0-9A-Za-z:.+-]{1,40}$/;

/** A cursor as a URL carries it: `<value>_<id>` (dates and numbers hold no '_'). */
export function formatCursor([value, id]: Cursor): string {
  return `${value}_${id}`;
}

/** A cursor from a URL parameter; null when it is not one. */
export function parseCursor(raw: string | string[] | undefined): Cursor | null {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (!text || text.length > MAX_CURSOR_LENGTH) return null;
  const cut = text.indexOf('_');
  const value = text.slice(0, cut);
  const id = text.slice(cut + 1);
  return cut > 0 && CURSOR_VALUE.test(value) && id.length > 0 && id.length <= 200 && !/^\.{1,2}$|^__.*__$|\//.test(id) ? [value, id] : null;
}

/** The cursor of a document in a list ordered by `field`. */
export function cursorOf(doc: { id: string } & Record<string, unknown>, field = 'date'): Cursor {
  return [String(doc[field] ?? ''), doc.id];
}

/** Fields a descriptor may name: guards the SQLite JSON paths and the live endpoint. */
export const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,40}$/;
