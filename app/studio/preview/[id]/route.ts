import { redirect } from 'next/navigation';
import { getStore } from '@/lib/data';
import { staffMember } from '@/lib/studio/access';
import { kindOfId } from '@/lib/studio/kinds';
import { setPreview } from '@/lib/studio/preview';
import { openItem, publicPathOf } from '@/lib/studio/versions';

/**
 * GET /studio/preview/<id>: staff see an item's latest draft where the site shows it (its page, or
 * the page whose list or slot holds it), exactly as it will look (Next's draft mode: the page
 * renders per request, for them alone). Anyone else finds nothing here.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const kind = kindOfId(id);
  const staff = kind && (await staffMember()) !== null;
  const opened = staff ? await openItem(await getStore(), kind, id) : null;
  if (!opened) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
  await setPreview(true, id);
  redirect(publicPathOf(opened));
}
