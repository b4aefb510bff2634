import type { CollectionName } from './schema';

/**
 * Every read the site makes (spec section 7), as a plain serialisable descriptor. Pages,
 * the live hook and both adapters share these, so one file says what the site reads.
 */
export type Filter = { field: string; value: string };
export type ListQuery<C extends CollectionName = CollectionName> = {
  collection: C;
  where?: Filter[];
  orderBy?: { field: string; direction: 'asc' | 'desc' };
  limit?: number;
  offset?: number;
};

export const ALL = 'All';

export const PAGE_SIZE = { news: 4, events: 5, insights: 4 } as const;
export const HOME = { newsShown: 5, blogsFetched: 8, blogsShown: 6, events: 8 } as const;
export const RECENT_EVENTS = 3;
/**
 * Sections that show a vertical's or a flag's documents show at most this many, newest first (the
 * openings by name); each links on to a list that pages through the rest. The archive may hold
 * tens of thousands of documents: no read is ever unbounded.
 */
export const SECTION_LIMIT = { spotlight: 12, verticalInsights: 6, compendiums: 12, openings: 50 } as const;

const newestFirst = { field: 'date', direction: 'desc' } as const;

/** A category filter where 'All' (or nothing) means no filter. */
function byCategory(category: string | undefined): Filter[] {
  return category && category !== ALL ? [{ field: 'category', value: category }] : [];
}

function page(pageNumber: number, size: number) {
  return { limit: size, offset: (Math.max(1, pageNumber) - 1) * size };
}

export const queries = {
  /** Home strip and news list. The original's inverted filter is a defect: the chosen category shows its news. */
  homeNews: (): ListQuery<'news'> => ({ collection: 'news', orderBy: newestFirst, limit: HOME.newsShown }),
  newsPage: (pageNumber: number, category?: string): ListQuery<'news'> => ({
    collection: 'news',
    where: byCategory(category),
    orderBy: newestFirst,
    ...page(pageNumber, PAGE_SIZE.news),
  }),
  newestNews: (limit: number): ListQuery<'news'> => ({ collection: 'news', orderBy: newestFirst, limit }),

  homeBlogs: (): ListQuery<'blogs'> => ({ collection: 'blogs', orderBy: newestFirst, limit: HOME.blogsFetched }),
  blogsPage: (pageNumber: number, topic?: string): ListQuery<'blogs'> => ({
    collection: 'blogs',
    where: byCategory(topic),
    orderBy: newestFirst,
    ...page(pageNumber, PAGE_SIZE.insights),
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
  relatedBlogs: (category: string, limit = 4): ListQuery<'blogs'> => ({
    collection: 'blogs',
    where: [{ field: 'category', value: category }],
    orderBy: newestFirst,
    limit: limit + 1,
  }),

  compendiumsByCategory: (vertical: string): ListQuery<'compendiums'> => ({
    collection: 'compendiums',
    where: [{ field: 'category', value: vertical }],
    orderBy: newestFirst,
    limit: SECTION_LIMIT.compendiums,
  }),
  homeCompendiums: (): ListQuery<'compendiums'> => ({ collection: 'compendiums', orderBy: newestFirst, limit: 6 }),

  eventsPage: (pageNumber: number, category?: string): ListQuery<'events'> => ({
    collection: 'events',
    where: byCategory(category),
    orderBy: newestFirst,
    ...page(pageNumber, PAGE_SIZE.events),
  }),
  newestEvents: (limit: number): ListQuery<'events'> => ({ collection: 'events', orderBy: newestFirst, limit }),
  recentEvents: (): ListQuery<'events'> => ({ collection: 'events', orderBy: newestFirst, limit: RECENT_EVENTS }),
  homeEvents: (): ListQuery<'events'> => ({ collection: 'events', orderBy: newestFirst, limit: HOME.events }),

  bannerByPage: (pageName: string): ListQuery<'banners'> => ({
    collection: 'banners',
    where: [{ field: 'page', value: pageName }],
    limit: 1,
  }),

  jobOpenings: (): ListQuery<'job_openings'> => ({
    collection: 'job_openings',
    orderBy: { field: 'name', direction: 'asc' },
    limit: SECTION_LIMIT.openings,
  }),
} as const;

/** Number of pages for a total, never less than one (an empty list still has page 1). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The requested page from a `?page=` value: a positive integer, else null (the caller 404s). */
export function parsePage(raw: string | string[] | undefined): number | null {
  if (raw === undefined) return 1;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || !/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/** A stable key for a descriptor: the live stream and caches key on it. */
export function queryKey(query: ListQuery): string {
  return JSON.stringify([query.collection, query.where ?? [], query.orderBy ?? null, query.limit ?? null, query.offset ?? null]);
}

/** Fields a descriptor may name: guards the SQLite JSON paths and the live endpoint. */
export const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,40}$/;
