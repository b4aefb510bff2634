import { z } from 'zod';
import { FIELD_NAME, type ListQuery } from './queries';

/** Collections a browser may watch: public content only, never subscribers, queries or comments. */
export const LIVE_COLLECTIONS = ['news', 'blogs', 'events', 'job_openings', 'compendiums'] as const;

const field = z.string().regex(FIELD_NAME);

export const liveQuerySchema = z
  .object({
    collection: z.enum(LIVE_COLLECTIONS),
    where: z.array(z.object({ field, value: z.string().max(200) }).strict()).max(4).optional(),
    orderBy: z.object({ field, direction: z.enum(['asc', 'desc']) }).strict().optional(),
    limit: z.number().int().min(1).max(100).optional(),
    offset: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();

/** How many queries one live stream may carry (a page's live lists, all on one connection). */
export const MAX_LIVE_QUERIES = 8;

/**
 * Parses the `q` parameter of the live endpoint: a JSON array of 1 to MAX_LIVE_QUERIES
 * descriptors; null unless every one is valid.
 */
export function parseLiveQueries(raw: string | null): ListQuery[] | null {
  if (!raw || raw.length > 2000 * MAX_LIVE_QUERIES) return null;
  try {
    const parsed = z.array(liveQuerySchema).min(1).max(MAX_LIVE_QUERIES).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
