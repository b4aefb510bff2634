'use server';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { SESSION_COOKIE, sessionCookieOptions } from '../auth/cookie';
import { signInWith } from '../auth/sign-in';
import { env } from '../env';
import { MESSAGES, safeNextPath } from '../validation';
import { requestContext } from './context';
import { loginInput, signupAction } from './definitions';
import { fail, type ActionResult } from './result';
import { runAction } from './run-action';

/** Where a posted form asked to go after log-in (a same-site path, else '/'). */
function nextFrom(formData: FormData): string {
  const next = formData.get('next');
  return safeNextPath(typeof next === 'string' ? next : null);
}

/**
 * Sign-up in both modes (Firebase: Admin SDK createUser, so the server enforces the rules and
 * limits), posted by the form before and after hydration alike: on success the browser is sent
 * to /login with the spec's "account created" message.
 */
export async function signUpToLogin(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const result = await runAction(signupAction, formData, await requestContext());
  if (!result.ok) return result;
  const next = nextFrom(formData);
  redirect(next === '/' ? '/login?created=1' : `/login?created=1&next=${encodeURIComponent(next)}`);
}

/**
 * The log-in form posted before any script has run: the server signs in (local: the password
 * hash; Firebase: Firebase Auth's REST sign-in), sets the session cookie and sends the browser
 * on. A hydrated page signs in through /api/session instead; both share the limits.
 */
export async function logIn(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const parsed = loginInput.safeParse({ email: formData.get('email') ?? '', password: formData.get('password') ?? '' });
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? MESSAGES.loginFailed);
  const ctx = await requestContext();
  const jar = await cookies();
  const outcome = await signInWith(await ctx.accounts(), ctx.rateLimit, {
    client: `ip:${ctx.client}`,
    credential: { kind: 'password', ...parsed.data },
    previous: jar.get(SESSION_COOKIE)?.value,
  }).catch((error: unknown) => {
    console.error(`[auth] log-in failed: ${(error as Error).message}`);
    return { ok: false, message: MESSAGES.loginFailed } as const;
  });
  if (!outcome.ok) return fail(outcome.message);
  jar.set(SESSION_COOKIE, outcome.session.value, sessionCookieOptions(env(), await headers(), outcome.session.maxAge));
  redirect(nextFrom(formData));
}
