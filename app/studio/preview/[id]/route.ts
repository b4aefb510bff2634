import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { getStore } from '@/lib/data';
import { staffMember } from '@/lib/studio/access';
import { openInsight } from '@/lib/studio/items';
import { insightPath } from '@/lib/text';

/**
 * GET /studio/preview/<id>: staff see the insight's latest draft at its public address, exactly
 * as it will look (Next's draft mode: the page renders per request, for them alone). Anyone
 * else finds nothing here.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const opened = (await staffMember()) ? await openInsight(await getStore(), id) : null;
  if (!opened) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
  (await draftMode()).enable();
  redirect(insightPath(opened.content.heading, id));
}
