'use server';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { ACCOUNT_MESSAGES, eraseOwnData } from '../account/own-data';
import { CONFIRM_MESSAGES, sendConfirmation } from '../auth/address-confirmation';
import { DISPLAY_NAME_MESSAGES, parseDisplayName } from '../account/display-name';
import { SESSION_COOKIE, sessionCookieOptions } from '../auth/cookie';
import { signInWith } from '../auth/sign-in';
import { env } from '../env';
import { INPUT_MAX_LENGTH, isValidPassword, MESSAGES, safeNextPath } from '../validation';
import { requestContext } from './context';
import { formText, TRY_LATER } from './form-text';
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

/**
 * The signed-in person, once their current password is right (under the `accountPassword`
 * limit, so a stolen session cannot guess it quickly); a refusal otherwise.
 */
async function confirmedUser(formData: FormData) {
  const ctx = await requestContext();
  const user = await ctx.user();
  if (!user) return fail(ACCOUNT_MESSAGES.signInAgain);
  if (!(await ctx.rateLimit('accountPassword', `uid:${user.uid}`))) return fail(MESSAGES.rateLimited);
  const accounts = await ctx.accounts();
  const current = formText(formData, 'current');
  if (!current || current.length > INPUT_MAX_LENGTH.password || !(await accounts.checkPassword(user.email, current))) return fail(ACCOUNT_MESSAGES.wrongPassword);
  return { user, ctx, accounts };
}

/**
 * The account page's password change: the current password, then a new one by the sign-up
 * rules. Every session of the account ends (other devices included); this browser gets a new one.
 */
export async function changePassword(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const password = formText(formData, 'password');
  if (!isValidPassword(password)) return fail(MESSAGES.invalidPassword);
  if (password !== formText(formData, 'confirm')) return fail(MESSAGES.passwordsDiffer);
  try {
    const confirmed = await confirmedUser(formData);
    if ('ok' in confirmed) return confirmed;
    const { user, accounts } = confirmed;
    await accounts.setPassword(user.uid, password);
    const session = await accounts.startSession({ kind: 'password', email: user.email, password });
    const jar = await cookies();
    if (session) jar.set(SESSION_COOKIE, session.value, sessionCookieOptions(env(), await headers(), session.maxAge));
    else jar.set(SESSION_COOKIE, '', sessionCookieOptions(env(), await headers(), 0));
    return { ok: true, message: ACCOUNT_MESSAGES.passwordChanged };
  } catch (error) {
    console.error(`[account] password change failed: ${(error as Error).message}`);
    return fail(TRY_LATER);
  }
}

/**
 * Deletes the account, confirmed with its password: the person's records first (so a failure
 * leaves an account they can retry from), then the account, which ends every session.
 */
export async function deleteAccount(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  try {
    const confirmed = await confirmedUser(formData);
    if ('ok' in confirmed) return confirmed;
    const { user, ctx, accounts } = confirmed;
    const store = await ctx.store();
    // What the account did always goes; what was sent to the address, only if it was theirs.
    await eraseOwnData(store, user, await accounts.isConfirmed(user.uid));
    await store.remove('staff_roles', user.uid);
    await accounts.deleteUser(user.uid);
    (await cookies()).set(SESSION_COOKIE, '', sessionCookieOptions(env(), await headers(), 0));
  } catch (error) {
    console.error(`[account] deletion failed: ${(error as Error).message}`);
    return fail(TRY_LATER);
  }
  redirect('/login?deleted=1');
}

/**
 * The account page's "Send the link again": a new confirmation link mailed to the account's own
 * address (never one a form names), a few an hour per account and per mailbox.
 */
export async function resendConfirmation(): Promise<ActionResult> {
  try {
    const ctx = await requestContext();
    const user = await ctx.user();
    if (!user) return fail(ACCOUNT_MESSAGES.signInAgain);
    const accounts = await ctx.accounts();
    if (await accounts.isConfirmed(user.uid)) return { ok: true, message: CONFIRM_MESSAGES.already };
    if (!(await ctx.rateLimit('confirmationMails', `uid:${user.uid}`))) return fail(MESSAGES.rateLimited);
    await sendConfirmation({ accounts, store: await ctx.store(), now: ctx.now() }, user);
    return { ok: true, message: CONFIRM_MESSAGES.sent };
  } catch (error) {
    console.error(`[account] confirmation link not sent: ${(error as Error).message}`);
    return fail(TRY_LATER);
  }
}

/** The account page's name: what the person's comments show from now on (none: "Reader"). */
export async function changeDisplayName(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const parsed = parseDisplayName(formText(formData, 'displayName').slice(0, 1000));
  if (!parsed.ok) return fail(parsed.message);
  try {
    const ctx = await requestContext();
    const user = await ctx.user();
    if (!user) return fail(ACCOUNT_MESSAGES.signInAgain);
    if (!(await ctx.rateLimit('displayName', `uid:${user.uid}`))) return fail(MESSAGES.rateLimited);
    await (await ctx.accounts()).setDisplayName(user.uid, parsed.name);
    return { ok: true, message: parsed.name ? DISPLAY_NAME_MESSAGES.saved : DISPLAY_NAME_MESSAGES.cleared };
  } catch (error) {
    console.error(`[account] display name not saved: ${(error as Error).message}`);
    return fail(TRY_LATER);
  }
}
