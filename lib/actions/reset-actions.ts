'use server';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { after } from 'next/server';
import { sessionCookieOptions } from '../auth/cookie';
import { confirmCode, finishReset, resendCode, RESET_COOKIE, startReset, type ResetDeps } from '../auth/password-reset';
import { isPlainAddress, mailboxKey } from '../email-address';
import { env } from '../env';
import { isAccountEmail, isValidPassword, MESSAGES } from '../validation';
import { requestContext } from './context';
import { formText, TRY_LATER } from './form-text';
import { fail, ok, type ActionResult } from './result';

/*
 * The password reset's three forms (lib/auth/password-reset.ts). Each posts natively before any
 * script and in place once hydrated; a step that succeeds sends the browser to the next screen.
 * Every failure is a message and changes nothing; nothing here says whether an address has an
 * account.
 */

/** The flow lives at most this long in the browser; the store's flow ends sooner (ten minutes a code). */
const COOKIE_SECONDS = 60 * 60;

async function resetDeps(): Promise<ResetDeps & { client: string; rateLimit: Awaited<ReturnType<typeof requestContext>>['rateLimit'] }> {
  const ctx = await requestContext();
  const [store, accounts] = await Promise.all([ctx.store(), ctx.accounts()]);
  return { store, accounts, now: ctx.now, defer: (task) => after(task), client: `ip:${ctx.client}`, rateLimit: ctx.rateLimit };
}

/** Runs a step; a store or account failure becomes a message, never a stack trace. */
async function guarded(name: string, step: () => Promise<ActionResult>): Promise<ActionResult> {
  try {
    return await step();
  } catch (error) {
    console.error(`[reset] ${name} failed: ${(error as Error).message}`);
    return fail(TRY_LATER);
  }
}

/** Forgot Password → Send OTP: a code to the address if an account uses it, the same answer either way. */
export async function requestReset(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const email = formText(formData, 'email').trim();
  // The same one plain address sign-up and log-in take (lib/email-address.ts).
  if (!isAccountEmail(email) || !isPlainAddress(email)) return fail(MESSAGES.invalidAccountEmail);
  const outcome = await guarded('request', async () => {
    const deps = await resetDeps();
    const mailbox = mailboxKey(email);
    const allowed =
      (await deps.rateLimit('resetRequests', deps.client)) && (await deps.rateLimit('resetEmail', `${mailbox}|${deps.client}`)) && (await deps.rateLimit('resetMailbox', mailbox));
    if (!allowed) return fail(MESSAGES.rateLimited);
    const token = await startReset(deps, email);
    (await cookies()).set(RESET_COOKIE, token, sessionCookieOptions(env(), await headers(), COOKIE_SECONDS));
    return ok('');
  });
  if (!outcome.ok) return outcome;
  redirect('/otp');
}

/** Resend OTP: a new code, at most once a minute. */
export async function resendResetCode(): Promise<ActionResult> {
  return guarded('resend', async () => {
    const deps = await resetDeps();
    if (!(await deps.rateLimit('resetCodes', deps.client))) return fail(MESSAGES.rateLimited);
    const step = await resendCode(deps, (await cookies()).get(RESET_COOKIE)?.value);
    return step.ok ? ok(step.message) : fail(step.message);
  });
}

/** Confirm OTP: the right code moves the browser on to choosing the new password. */
export async function confirmResetCode(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const outcome = await guarded('confirm', async () => {
    const deps = await resetDeps();
    if (!(await deps.rateLimit('resetCodes', deps.client))) return fail(MESSAGES.rateLimited);
    const step = await confirmCode(deps, (await cookies()).get(RESET_COOKIE)?.value, formText(formData, 'otp').trim());
    return step.ok ? ok('') : fail(step.message);
  });
  if (!outcome.ok) return outcome;
  redirect('/reset-password');
}

/** SAVE: the new password, by the sign-up rules; then the person logs in with it. */
export async function saveNewPassword(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const password = formText(formData, 'password');
  if (!isValidPassword(password)) return fail(MESSAGES.invalidPassword);
  if (password !== formText(formData, 'confirm')) return fail(MESSAGES.passwordsDiffer);
  const outcome = await guarded('save', async () => {
    const deps = await resetDeps();
    const jar = await cookies();
    const step = await finishReset(deps, jar.get(RESET_COOKIE)?.value, password);
    if (!step.ok) return fail(step.message);
    jar.set(RESET_COOKIE, '', sessionCookieOptions(env(), await headers(), 0));
    return ok(step.message);
  });
  if (!outcome.ok) return outcome;
  redirect('/login?reset=1');
}
