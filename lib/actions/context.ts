import 'server-only';
import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { getAccounts } from '../auth/accounts';
import { getSessionUser } from '../auth/session';
import { getStore } from '../data';
import { env } from '../env';
import { clientAddress, rateLimit } from '../rate-limit';
import type { ActionContext } from './run-action';

/** The real context of a server action: this request's session, the process's store and limiter. */
export async function requestContext(): Promise<ActionContext> {
  return {
    user: getSessionUser,
    store: getStore,
    accounts: getAccounts,
    client: clientAddress(await headers(), env().TRUSTED_PROXY_HOPS),
    rateLimit,
    revalidatePath: (path) => revalidatePath(path),
    now: Date.now,
  };
}
