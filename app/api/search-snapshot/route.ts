import { getSearch } from '@/lib/search';
import { schedulerRefusal } from '@/lib/security/scheduler';

export const dynamic = 'force-dynamic';

/**
 * POST /api/search-snapshot: writes this instance's search index as the snapshot the instances
 * start from (lib/search/snapshot.ts), for the scheduler, every hour, with the bearer token of
 * /api/outbox. Answers `{"covers":"<ISO time>"}`; safe to call again at any time.
 */
export async function POST(request: Request) {
  const refusal = schedulerRefusal(request);
  if (refusal) return refusal;
  try {
    const covers = await (await getSearch()).snapshot();
    return Response.json({ covers: covers.toISOString() });
  } catch (error) {
    console.error(`[search] the snapshot was not written: ${(error as Error).message}`);
    return Response.json({ error: 'The snapshot was not written; run it again.' }, { status: 503 });
  }
}
