import { redirect } from 'next/navigation';
import { getStore } from '@/lib/data';
import { staffMember } from '@/lib/studio/access';
import { editorPath, kindModule, kindOfId } from '@/lib/studio/kinds';
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
  // A draft without what publishing needs (a vertical, a date) has no page to show yet: the editor says what is missing.
  const { fields } = kindModule(opened.kind);
  if (!fields.publishable(opened.content as never).ok) redirect(`${editorPath(opened.kind, id)}?problem=preview`);
  await setPreview(true, id);
  redirect(publicPathOf(opened));
}
