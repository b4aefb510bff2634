import { notFound, redirect } from 'next/navigation';
import { getSessionUser } from '@/lib/auth/session';
import { getStore } from '@/lib/data';
import { staffMember, staffName } from '@/lib/studio/access';
import { logActivity } from '@/lib/studio/activity';
import { confirmedSubscribersCsv } from '@/lib/studio/subscribers';

export const dynamic = 'force-dynamic';

/**
 * The confirmed subscribers with their consent records, as one CSV file: admins only. Streamed a
 * page of the store at a time; the activity log records who exported it.
 */
export async function GET() {
  if (!(await getSessionUser())) redirect('/login?next=%2Fstudio%2Fsubscribers');
  const member = await staffMember('admin');
  if (!member) notFound();
  const store = await getStore();
  await logActivity(store, { action: 'export', subject: 'the confirmed subscribers (CSV)' }, { by: staffName(member), at: Date.now() });
  const rows = confirmedSubscribersCsv(store);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await rows.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        console.error('[studio] the subscriber export failed:', error instanceof Error ? error.message : error);
        controller.error(error);
      }
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="confirmed-subscribers-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
