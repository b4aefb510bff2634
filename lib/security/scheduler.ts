import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { env } from '../env';

/**
 * The answer to a scheduler's call that may not run (the alerts, scheduled publishing), or null
 * when it may: the endpoints exist only with ALERTS_TOKEN set, and want it as a bearer token.
 */
export function schedulerRefusal(request: Request): Response | null {
  const expected = env().ALERTS_TOKEN;
  if (!expected) return new Response('Not found', { status: 404 });
  const given = Buffer.from(request.headers.get('authorization') ?? '');
  const wanted = Buffer.from(`Bearer ${expected}`);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return new Response('Unauthorized', { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
  return null;
}
