import { redirect } from 'next/navigation';
import { editorPath, kindOfId } from '@/lib/studio/kinds';
import { setPreview } from '@/lib/studio/preview';

/** GET /studio/preview/exit?id=<id>: leaves the preview (draft mode off), back to the item's editor. */
export async function GET(request: Request) {
  await setPreview(false);
  const id = new URL(request.url).searchParams.get('id') ?? '';
  const kind = kindOfId(id);
  redirect(kind ? editorPath(kind, id) : '/studio');
}
