import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { INSIGHT_ID } from '@/lib/studio/insight-input';

/** GET /studio/preview/exit?id=<id>: leaves the preview (draft mode off), back to the insight's editor. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  const id = new URL(request.url).searchParams.get('id') ?? '';
  redirect(INSIGHT_ID.test(id) ? `/studio/insights/${id}` : '/studio');
}
