import { revalidatePath } from 'next/cache';
import { getStore } from '@/lib/data';
import { schedulerRefusal } from '@/lib/security/scheduler';
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
    const { published } = await publishDue(await getStore(), Date.now());
    // As a publication by hand: every cached page is renewed, on every instance.
    if (published.length > 0) revalidatePath('/', 'layout');
    return Response.json({ published: published.length });
  } catch (error) {
    console.error(`[studio] scheduled publishing failed: ${(error as Error).message}`);
    return Response.json({ error: 'The scheduled publishing run failed; run it again.' }, { status: 503 });
  }
}
