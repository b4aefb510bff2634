import 'server-only';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, eraseOwnData } from '../account/own-data';
import { DISPLAY_NAME_MESSAGES, parseDisplayName } from '../account/display-name';
import { CONFIRM_MESSAGES, sendConfirmation } from '../auth/address-confirmation';
import { SESSION_COOKIE } from '../auth/cookie';
import { confirmCode, finishReset, resendCode, RESET_COOKIE, startReset, type ResetDeps } from '../auth/password-reset';
import { signInWith } from '../auth/sign-in';
import { isPlainAddress, mailboxKey } from '../email-address';
import { INPUT_MAX_LENGTH, isAccountEmail, isValidPassword, MESSAGES, safeNextPath } from '../validation';
import { field, loginInput, report } from './definitions';
import { TRY_LATER } from './form-text';
import { fail, moveTo, ok } from './result';
import { defineAction, type ActionContext } from './run-action';

/*
 * The account's and the password reset's actions. Each is posted natively before any script and
 * in place once hydrated; a step that succeeds sends the browser on. Every failure is a message
 * and changes nothing; nothing here says whether an address has an account.
 */

/** Where a posted form asked to go after log-in: a same-site path, else '/'. */
const nextPath = field().transform((next) => safeNextPath(next));

/**
 * The log-in form posted before any script has run: the server signs in (local: the password
 * hash; Firebase: Firebase Auth's REST sign-in), sets the session cookie and sends the browser
 * on. A hydrated page signs in through /api/session instead; both share the limits.
 */
export const loginAction = defineAction({
  name: 'login',
  schema: z.object({ next: nextPath }).and(loginInput),
  failure: MESSAGES.loginFailed,
  async run({ email, password, next }, ctx) {
    const outcome = await signInWith(await ctx.accounts(), ctx.rateLimit, {
      client: `ip:${ctx.client}`,
      credential: { kind: 'password', email, password },
      previous: ctx.cookies.get(SESSION_COOKIE),
    });
    if (!outcome.ok) return fail(outcome.message);
    ctx.cookies.set(SESSION_COOKIE, outcome.session.value, outcome.session.maxAge);
    return moveTo(next);
  },
});

/**
 * Log out from a plain form (the studio's bar, working without any script): the session ends
 * (local: its row; Firebase: the account's refresh tokens) and its cookie goes, then home. A
 * hydrated public page logs out through /api/session instead.
 */
export const logOutAction = defineAction({
  name: 'logout',
  schema: z.object({}),
  failure: TRY_LATER,
  async run(_input, ctx) {
    const session = ctx.cookies.get(SESSION_COOKIE);
    if (session) await (await ctx.accounts()).endSession(session);
    ctx.cookies.set(SESSION_COOKIE, '', 0);
    return moveTo('/');
  },
});

/** A new password by the sign-up rules, typed twice. */
const newPassword = { password: field(), confirm: field() };
const passwordProblem = ({ password, confirm }: { password: string; confirm: string }, ctx: z.RefinementCtx) => {
  if (!isValidPassword(password)) ctx.addIssue({ code: 'custom', message: MESSAGES.invalidPassword });
  else if (password !== confirm) ctx.addIssue({ code: 'custom', message: MESSAGES.passwordsDiffer });
};

/** Whether the current password typed is the account's (under the `accountPassword` limit, so a stolen session cannot guess it quickly). */
async function passwordIsRight(ctx: Pick<ActionContext, 'accounts'>, email: string, current: string): Promise<boolean> {
  return current !== '' && current.length <= INPUT_MAX_LENGTH.password && (await (await ctx.accounts()).checkPassword(email, current));
}

/**
 * The account page's password change: the current password, then a new one by the sign-up
 * rules. Every session of the account ends (other devices included); this browser gets a new one.
 */
export const changePasswordAction = defineAction({
  name: 'change-password',
  schema: z.object({ current: field(), ...newPassword }).superRefine(passwordProblem),
  signedIn: ACCOUNT_MESSAGES.signInAgain,
  bucket: 'accountPassword',
  failure: TRY_LATER,
  async run({ current, password }, ctx) {
    if (!(await passwordIsRight(ctx, ctx.user.email, current))) return fail(ACCOUNT_MESSAGES.wrongPassword);
    const accounts = await ctx.accounts();
    await accounts.setPassword(ctx.user.uid, password);
    const session = await accounts.startSession({ kind: 'password', email: ctx.user.email, password });
    ctx.cookies.set(SESSION_COOKIE, session?.value ?? '', session?.maxAge ?? 0);
    return ok(ACCOUNT_MESSAGES.passwordChanged);
  },
});

/**
 * Deletes the account, confirmed with its password: the person's records first (so a failure
 * leaves an account they can retry from), then the account, which ends every session.
 */
export const deleteAccountAction = defineAction({
  name: 'delete-account',
  schema: z.object({ current: field() }),
  signedIn: ACCOUNT_MESSAGES.signInAgain,
  bucket: 'accountPassword',
  failure: TRY_LATER,
  async run({ current }, ctx) {
    if (!(await passwordIsRight(ctx, ctx.user.email, current))) return fail(ACCOUNT_MESSAGES.wrongPassword);
    const [store, accounts] = await Promise.all([ctx.store(), ctx.accounts()]);
    // What the account did always goes; what was sent to the address, only if it was theirs.
    await eraseOwnData(store, ctx.user, await accounts.isConfirmed(ctx.user.uid));
    await store.remove('staff_roles', ctx.user.uid);
    await accounts.deleteUser(ctx.user.uid);
    ctx.cookies.set(SESSION_COOKIE, '', 0);
    return moveTo('/login?deleted=1');
  },
});

/**
 * The account page's "Send the link again": a new confirmation link mailed to the account's own
 * address (never one a form names), a few an hour per account and per mailbox.
 */
export const resendConfirmationAction = defineAction({
  name: 'resend-confirmation',
  schema: z.object({}),
  signedIn: ACCOUNT_MESSAGES.signInAgain,
  failure: TRY_LATER,
  async run(_input, ctx) {
    const accounts = await ctx.accounts();
    if (await accounts.isConfirmed(ctx.user.uid)) return ok(CONFIRM_MESSAGES.already);
    if (!(await ctx.rateLimit('confirmationMails', `uid:${ctx.user.uid}`))) return fail(MESSAGES.rateLimited);
    await sendConfirmation({ accounts, store: await ctx.store(), now: ctx.now() }, ctx.user);
    return ok(CONFIRM_MESSAGES.sent);
  },
});

/** The account page's name: what the person's comments show from now on (none: "Reader"). */
export const displayNameAction = defineAction({
  name: 'display-name',
  schema: z.object({ displayName: field() }).transform(({ displayName }, ctx) => {
    const parsed = parseDisplayName(displayName.slice(0, 1000));
    if (parsed.ok) return parsed.name;
    report(ctx, parsed.message);
    return z.NEVER;
  }),
  signedIn: ACCOUNT_MESSAGES.signInAgain,
  bucket: 'displayName',
  failure: TRY_LATER,
  async run(name, ctx) {
    await (await ctx.accounts()).setDisplayName(ctx.user.uid, name);
    return ok(name ? DISPLAY_NAME_MESSAGES.saved : DISPLAY_NAME_MESSAGES.cleared);
  },
});

/** The flow lives at most this long in the browser; the store's flow ends sooner (ten minutes a code). */
const RESET_COOKIE_SECONDS = 60 * 60;

async function resetDeps(ctx: Pick<ActionContext, 'store' | 'accounts' | 'now' | 'defer'>): Promise<ResetDeps> {
  const [store, accounts] = await Promise.all([ctx.store(), ctx.accounts()]);
  return { store, accounts, now: ctx.now, defer: ctx.defer };
}

/** Forgot Password → Send OTP: a code to the address if an account uses it, the same answer either way. */
export const requestResetAction = defineAction({
  name: 'reset-request',
  // The same one plain address sign-up and log-in take (lib/email-address.ts).
  schema: z.object({ email: field().transform((email) => email.trim()) }).superRefine(({ email }, ctx) => report(ctx, isAccountEmail(email) && isPlainAddress(email) ? null : MESSAGES.invalidAccountEmail)),
  failure: TRY_LATER,
  async run({ email }, ctx) {
    const client = `ip:${ctx.client}`;
    const mailbox = mailboxKey(email);
    const allowed = (await ctx.rateLimit('resetRequests', client)) && (await ctx.rateLimit('resetEmail', `${mailbox}|${client}`)) && (await ctx.rateLimit('resetMailbox', mailbox));
    if (!allowed) return fail(MESSAGES.rateLimited);
    const token = await startReset(await resetDeps(ctx), email);
    ctx.cookies.set(RESET_COOKIE, token, RESET_COOKIE_SECONDS);
    return moveTo('/otp');
  },
});

/** Resend OTP: a new code, at most once a minute. */
export const resendResetAction = defineAction({
  name: 'reset-resend',
  schema: z.object({}),
  bucket: 'resetCodes',
  failure: TRY_LATER,
  async run(_input, ctx) {
    const step = await resendCode(await resetDeps(ctx), ctx.cookies.get(RESET_COOKIE));
    return step.ok ? ok(step.message) : fail(step.message);
  },
});

/** Confirm OTP: the right code moves the browser on to choosing the new password. */
export const confirmResetAction = defineAction({
  name: 'reset-confirm',
  schema: z.object({ otp: field().transform((otp) => otp.trim()) }),
  bucket: 'resetCodes',
  failure: TRY_LATER,
  async run({ otp }, ctx) {
    const step = await confirmCode(await resetDeps(ctx), ctx.cookies.get(RESET_COOKIE), otp);
    return step.ok ? moveTo('/reset-password') : fail(step.message);
  },
});

/** SAVE: the new password, by the sign-up rules; then the person logs in with it. */
export const saveResetAction = defineAction({
  name: 'reset-save',
  schema: z.object(newPassword).superRefine(passwordProblem),
  failure: TRY_LATER,
  async run({ password }, ctx) {
    const step = await finishReset(await resetDeps(ctx), ctx.cookies.get(RESET_COOKIE), password);
    if (!step.ok) return fail(step.message);
    ctx.cookies.set(RESET_COOKIE, '', 0);
    return moveTo('/login?reset=1', step.message);
  },
});
