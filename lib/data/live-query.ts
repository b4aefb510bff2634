import { z } from 'zod';
import { FIELD_NAME, MAX_OFFSET_PAGE, queries, type ListQuery } from './queries';

/**
 * Collections a browser may watch: public content only (insight comments as shown: a public name
 * and text), never subscribers, queries or event comments.
 */
export const LIVE_COLLECTIONS = ['news', 'blogs', 'events', 'job_openings', 'compendiums', 'insight_comments'] as const;

const field = z.string().regex(FIELD_NAME);
const cursor = z.tuple([z.string().max(40), z.string().max(200)]);

const liveQuerySchema = z
  .object({
    collection: z.enum(LIVE_COLLECTIONS),
    where: z.array(z.object({ field, value: z.string().max(200) }).strict()).max(4).optional(),
    orderBy: z.object({ field, direction: z.enum(['asc', 'desc']) }).strict().optional(),
    limit: z.number().int().min(1).max(100).optional(),
    offset: z.number().int().min(0).max(MAX_OFFSET_PAGE * 10).optional(),
    after: cursor.optional(),
    before: cursor.optional(),
  })
  .strict();

/** How many queries one live stream may carry (a page's live lists, all on one connection). */
const MAX_LIVE_QUERIES = 8;

/** What makes a query's shape: its collection, the fields it filters on, and its order. */
const shapeOf = (q: ListQuery) => JSON.stringify([q.collection, (q.where ?? []).map((w) => w.field).sort(), q.orderBy ?? null]);

/** The value a template below gives a filter the page fills in (a category, an article's id). */
const ANY = 'x';

/**
 * The shapes of the live lists the pages show, with the most each may ask for (a list's page
 * plus the one look-ahead item that tells whether a next page exists), and the values a filter
 * the page fixes may take (an insight's comments are the shown ones: never `status=hidden`). A
 * stream may carry only these: every other query would be a store watch of its own, re-run on
 * every write, or would read what no public page shows.
 */
const LIVE_SHAPES = new Map<string, { most: number | undefined; fixed: Map<string, Set<string>> }>();
for (const q of [
  queries.homeNews(),
  queries.newsPage(1),
  queries.newsPage(1, ANY),
  queries.homeBlogs(),
  queries.blogsPage(1),
  queries.blogsPage(1, ANY),
  queries.spotlight(),
  queries.insightComments(ANY),
  queries.insightsByVertical(ANY, 'Article'),
  queries.insightsByVertical(ANY, 'Publication'),
  queries.compendiumsByCategory(ANY),
  queries.homeEvents(),
  queries.recentEvents(),
  queries.eventsPage(1),
  queries.eventsPage(1, ANY),
  queries.jobOpenings(),
]) {
  const most = q.limit === undefined ? undefined : q.limit + 1;
  const shape = shapeOf(q);
  const known = LIVE_SHAPES.get(shape) ?? { most, fixed: new Map<string, Set<string>>() };
  known.most = known.most !== undefined && most !== undefined ? Math.max(known.most, most) : (known.most ?? most);
  for (const { field, value } of q.where ?? []) {
    if (value !== ANY) known.fixed.set(field, (known.fixed.get(field) ?? new Set()).add(value));
  }
  LIVE_SHAPES.set(shape, known);
}

function isLiveShape(query: ListQuery): boolean {
  const known = LIVE_SHAPES.get(shapeOf(query));
  if (!known) return false;
  // A filter the pages fix takes only the values they give it.
  if ((query.where ?? []).some(({ field, value, op }) => op !== undefined || (known.fixed.has(field) && !known.fixed.get(field)!.has(value)))) return false;
  // A cursor places a page of an ordered list, one way at a time.
  if ((query.after || query.before) && (!query.orderBy || (query.after && query.before))) return false;
  return known.most !== undefined && query.limit !== undefined && query.limit <= known.most;
}

/**
 * Parses the `q` parameter of the live endpoint: a JSON array of 1 to MAX_LIVE_QUERIES
 * descriptors, each of a live list's shape; null unless every one is valid.
 */
export function parseLiveQueries(raw: string | null): ListQuery[] | null {
  if (!raw || raw.length > 2000 * MAX_LIVE_QUERIES) return null;
  try {
    const parsed = z.array(liveQuerySchema).min(1).max(MAX_LIVE_QUERIES).safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.every(isLiveShape) ? parsed.data : null;
  } catch {
    return null;
  }
}
