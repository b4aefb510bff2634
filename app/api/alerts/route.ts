import { timingSafeEqual } from 'node:crypto';
import { getStore } from '@/lib/data';
import { env } from '@/lib/env';
import { sendAlerts } from '@/lib/subscriptions/alerts';

export const dynamic = 'force-dynamic';

/**
 * POST /api/alerts: one run of the subscribers' digests (lib/subscriptions/alerts.ts), for a
 * scheduler (Cloud Scheduler, cron) that sends `Authorization: Bearer <ALERTS_TOKEN>`. Without
 * ALERTS_TOKEN set the endpoint does not exist. Safe to call again after a failure.
 */
export async function POST(request: Request) {
  const expected = env().ALERTS_TOKEN;
  if (!expected) return new Response('Not found', { status: 404 });
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const wanted = Buffer.from(`Bearer ${expected}`);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return new Response('Unauthorized', { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
  try {
    return Response.json(await sendAlerts(await getStore(), Date.now()));
  } catch (error) {
    console.error(`[alerts] run failed: ${(error as Error).message}`);
    return Response.json({ error: 'The alerts run failed; run it again.' }, { status: 503 });
  }
}
