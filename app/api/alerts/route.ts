import { getStore } from '@/lib/data';
import { schedulerRefusal } from '@/lib/security/scheduler';
import { sendAlerts } from '@/lib/subscriptions/alerts';

export const dynamic = 'force-dynamic';

/**
 * POST /api/alerts: one run of the subscribers' digests (lib/subscriptions/alerts.ts), for a
 * scheduler (Cloud Scheduler, cron) that sends `Authorization: Bearer <ALERTS_TOKEN>`. Without
 * ALERTS_TOKEN set the endpoint does not exist. Safe to call again after a failure.
 */
export async function POST(request: Request) {
  const refusal = schedulerRefusal(request);
  if (refusal) return refusal;
  try {
    return Response.json(await sendAlerts(await getStore(), Date.now()));
  } catch (error) {
    console.error(`[alerts] run failed: ${(error as Error).message}`);
    return Response.json({ error: 'The alerts run failed; run it again.' }, { status: 503 });
  }
}
