import 'server-only';
import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { getAccounts } from '../auth/accounts';
import { getSessionUser } from '../auth/session';
import { getStore } from '../data';
import { cachedPathForms } from '../cache-control';
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
    // Next caches a page under the path it builds from the route's parameters, which may be spelled
    // differently from the link (':' as it is, not %3A): each form is revalidated.
    revalidatePath: (path) => cachedPathForms(path).forEach((form) => revalidatePath(form)),
    now: Date.now,
  };
}
