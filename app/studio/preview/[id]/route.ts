import { redirect } from 'next/navigation';
import { getStore } from '@/lib/data';
import { staffMember } from '@/lib/studio/access';
import { openItem } from '@/lib/studio/items';
import { setPreview } from '@/lib/studio/preview';
import { kindOfId } from '@/lib/studio/kinds';
import { eventPath, insightPath, openingPath } from '@/lib/text';

/**
 * GET /studio/preview/<id>: staff see an insight's, an event's or a job opening's latest draft at its public
 * address, exactly as it will look (Next's draft mode: the page renders per request, for them
 * alone). Anyone else finds nothing here; a news item, which has no page, is previewed in its editor.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const kind = kindOfId(id);
  const staff = kind && kind !== 'news' && (await staffMember()) !== null;
  const opened = staff ? await openItem(await getStore(), kind, id) : null;
  if (!opened) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
  await setPreview(true);
  redirect(opened.kind === 'insight' ? insightPath(opened.content.heading, id) : opened.kind === 'event' ? eventPath(id) : openingPath(id));
}
