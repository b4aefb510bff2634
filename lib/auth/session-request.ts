import type { SessionUser } from './types';

/** `staff`: the signed-in person may moderate (editor and up), a hint for what pages show them. */
export type SessionReply = { user?: SessionUser | null; staff?: boolean; message?: string };

/** One call to /api/session (who is signed in, sign in, sign out); a body that is not JSON reads as {}. */
export async function sessionRequest(method: 'GET' | 'POST' | 'DELETE', body?: object): Promise<{ ok: boolean; reply: SessionReply }> {
  const response = await fetch('/api/session', {
    method,
    cache: 'no-store',
    credentials: 'same-origin',
    ...(body ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  const reply = (await response.json().catch(() => ({}))) as SessionReply;
  return { ok: response.ok, reply };
}
