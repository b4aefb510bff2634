import 'server-only';
import { revalidatePath } from 'next/cache';
import { cookies, headers } from 'next/headers';
import { after } from 'next/server';
import { sessionCookieOptions } from '../auth/cookie';
import { getAccounts } from '../auth/accounts';
import { getSessionUser } from '../auth/session';
import { getStore } from '../data';
import { cachedPathForms } from '../cache-control';
import { env } from '../env';
import { clientAddress, rateLimit } from '../rate-limit';
import { refererPath } from '../seo/url';
import type { ActionContext } from './run-action';

/**
 * Renews the cached page whose link is `path`, on every instance. Next caches a page under the path
 * it builds from the route's parameters, which may be spelled differently from the link (':' as it
 * is, not %3A): each form is revalidated.
 */
export function revalidatePage(path: string): void {
  cachedPathForms(path).forEach((form) => revalidatePath(form));
}

/** The real context of a server action: this request's session, the process's store and limiter. */
export async function requestContext(): Promise<ActionContext> {
  const [headerList, jar] = await Promise.all([headers(), cookies()]);
  return {
    user: currentUser,
    store: getStore,
    accounts: getAccounts,
    client: clientAddress(headerList, env().TRUSTED_PROXY_HOPS),
    rateLimit,
    revalidatePath: revalidatePage,
    now: Date.now,
    page: refererPath(headerList.get('referer'), [headerList.get('origin')]),
    moderation: env().COMMENTS_MODERATION,
    cookies: {
      get: (name) => jar.get(name)?.value,
      set: (name, value, maxAge) => void jar.set(name, value, sessionCookieOptions(env(), headerList, maxAge)),
    },
    defer: (task) => after(task),
  };
}

/**
 * Who is asking, with the display name they hold now: a Firebase session cookie keeps the name it
 * was minted with, and what an action writes (a comment's public name) must show the current one.
 */
async function currentUser() {
  const user = await getSessionUser();
  if (!user) return null;
  const accounts = await getAccounts();
  return accounts.kind === 'firebase' ? { ...user, displayName: await accounts.displayNameOf(user.uid) } : user;
}
