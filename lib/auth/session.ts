import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { getAccounts } from './accounts';
import { SESSION_COOKIE } from './cookie';
import type { SessionUser } from './types';

/**
 * Who is asking, or null: the one way server code learns the user (actions, the session
 * route, account pages). Verified against the backend on every request (Firebase: with the
 * revocation check), once per request thanks to React's cache.
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const value = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!value) return null;
  try {
    return await (await getAccounts()).verifySession(value);
  } catch (error) {
    console.error(`[auth] session check failed: ${(error as Error).message}`);
    return null;
  }
});
