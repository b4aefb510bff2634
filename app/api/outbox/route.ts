import { getStore } from '@/lib/data';
import { deliverDue } from '@/lib/mail/outbox';
import { schedulerRefusal } from '@/lib/security/scheduler';

export const dynamic = 'force-dynamic';

/**
 * POST /api/outbox: delivers the mails due now (lib/mail/outbox.ts): those a busy mail server put
 * off, and those an instance stopped delivering. For the scheduler that calls
 * /api/scheduled-publishing every minute, with the same `Authorization: Bearer <ALERTS_TOKEN>`.
 * Answers `{"sent":…,"retrying":…,"failed":…}`; safe to call again at any time.
 */
export async function POST(request: Request) {
  const refusal = schedulerRefusal(request);
  if (refusal) return refusal;
  try {
    return Response.json(await deliverDue(await getStore()));
  } catch (error) {
    console.error(`[mail] outbox run failed: ${(error as Error).message}`);
    return Response.json({ error: 'The outbox run failed; run it again.' }, { status: 503 });
  }
}
