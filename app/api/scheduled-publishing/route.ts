import { revalidatePage } from '@/lib/actions/context';
import { getStore } from '@/lib/data';
import { schedulerRefusal } from '@/lib/security/scheduler';
import { renew } from '@/lib/studio/renew';
import { publishDue } from '@/lib/studio/workflow';

export const dynamic = 'force-dynamic';

/**
 * POST /api/scheduled-publishing: publishes the studio's insights whose "publish at" has come
 * (lib/studio/workflow.ts, publishDue), for the scheduler that calls /api/alerts, with the same
 * bearer token, every minute (docs/publishing.md). Safe to call again after a failure.
 */
export async function POST(request: Request) {
  const refusal = schedulerRefusal(request);
  if (refusal) return refusal;
  try {
    const { published, pages } = await publishDue(await getStore(), Date.now());
    // As a publication by hand: the pages that showed or show each item, on every instance.
    await renew(revalidatePage, published, pages);
    return Response.json({ published: published.length });
  } catch (error) {
    console.error(`[studio] scheduled publishing failed: ${(error as Error).message}`);
    return Response.json({ error: 'The scheduled publishing run failed; run it again.' }, { status: 503 });
  }
}
