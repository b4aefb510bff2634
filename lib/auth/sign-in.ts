import 'server-only';
import { hashedKey, type RateLimit } from '../rate-limit';
import { MESSAGES } from '../validation';
import type { Accounts, Credential, NewSession } from './types';

export type SignInOutcome = { ok: true; session: NewSession } | { ok: false; status: 401 | 429; message: string };

/**
 * Starts a session under the log-in limits, for /api/session (a hydrated page) and the log-in
 * action (a form posted before any script). Each attempt takes its points before the password is
 * checked, so simultaneous guesses cannot all pass the limit; a success gives the address's point
 * back and clears the account's count. `client` is the caller's rate-limit key; `previous` the
 * browser's old session value.
 */
export async function signInWith(
  accounts: Accounts,
  rateLimit: RateLimit,
  { client, credential, previous }: { client: string; credential: Credential; previous?: string },
): Promise<SignInOutcome> {
  const refused = (status: 401 | 429, message: string) => ({ ok: false, status, message }) as const;
  if (!(await rateLimit('loginFailures', client))) return refused(429, MESSAGES.rateLimited);
  const account = credential.kind === 'password' ? `${client}:${hashedKey(credential.email)}` : null;
  if (account && !(await rateLimit('loginAccountFailures', account))) return refused(429, MESSAGES.rateLimited);
  const session = await accounts.startSession(credential, previous).catch((error: unknown) => {
    console.error(`[auth] sign-in failed: ${(error as Error).message}`);
    return null;
  });
  if (!session) return refused(401, MESSAGES.loginFailed);
  await rateLimit.refund('loginFailures', client);
  if (account) await rateLimit.clear('loginAccountFailures', account);
  return { ok: true, session };
}
