import 'server-only';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Store } from '../data/store';
import type { PasswordReset } from '../data/schema';
import { sendMail } from '../mail/mailer';
import { resetCodeMail } from '../mail/templates';
import type { Accounts } from './types';

/*
 * Password reset in three steps, on the spec's screens: /forgot-password starts a flow and mails
 * a six-digit code, /otp confirms the code, /reset-password sets the new password. A flow is
 * bound to the browser that started it by a random token in a cookie; the store keeps only the
 * token's SHA-256 (the flow's id) and the code's hash, so neither a copy of the store nor a code
 * read over a shoulder resets anything from another browser. An address no account has gets a
 * flow too, with a code nobody is sent: every answer looks the same (no account enumeration).
 */

/** The cookie that binds a flow to its browser (HttpOnly, SameSite=Lax, Secure over https: lib/auth/cookie.ts). */
export const RESET_COOKIE = 'reset_flow';

const RESET_MINUTES = 10;
/** Wrong tries a code allows; the fifth ends it. */
export const CODE_TRIES = 5;
/** Codes one flow may mail (the first and four resends). */
const MAX_SENDS = 5;
export const RESEND_SECONDS = 60;
/** How many expired flows (and tries) one new flow clears away: more than it adds. */
const SWEEP = 10;

export const RESET_MESSAGES = {
  codeSent: `If an account uses the address you gave, we have mailed it a six-digit code. It works for ${RESET_MINUTES} minutes.`,
  codeFormat: 'Please enter the six-digit code from the mail.',
  codeWrong: 'That code is not right. Please check the mail and try again.',
  codeEnded: 'This code no longer works. Please ask for a new one.',
  resendTooSoon: 'Please wait a minute before asking for another code.',
  resent: 'We have mailed you a new code.',
  noReset: 'No password reset is under way in this browser. Start one from Forgot Password.',
  confirmFirst: 'Please confirm the code we mailed you first.',
  codeConfirmed: 'Your code is confirmed. Choose your new password.',
  passwordChanged: 'Your password has been changed. Log in with your new password.',
} as const;

export type ResetDeps = {
  store: Store;
  accounts: Accounts;
  now: () => number;
  /** Runs a task after the answer is sent (Next's `after`), so a mailed code costs no time a visitor can see. */
  defer: (task: () => Promise<unknown>) => void;
};

/** The flow's token as the cookie carries it: 32 random bytes, base64url. */
const TOKEN = /^[\w-]{43}$/;

export function flowId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function codeHash(flow: string, code: string): string {
  return createHash('sha256').update(`${flow}:${code}`).digest('hex');
}

function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The flow a cookie's token names, while it is alive; null otherwise. */
export async function openReset(store: Store, token: string | undefined, now: number): Promise<PasswordReset | null> {
  if (!token || !TOKEN.test(token)) return null;
  const flow = await store.get('password_resets', flowId(token));
  return flow && Date.parse(flow.expiresAt) > now ? flow : null;
}

/** This browser's reset as its screens show it: the flow, and the seconds until a code may be resent. */
export async function resetOnScreen(store: Store, token: string | undefined): Promise<{ flow: PasswordReset | null; wait: number }> {
  const now = Date.now();
  const flow = await openReset(store, token, now);
  return { flow, wait: flow && !flow.confirmedAt ? resendWait(flow, now) : 0 };
}

/** Whole seconds until the flow may mail another code (0: now), as the screen counts them: 0:59 at first. */
export function resendWait(flow: PasswordReset, now: number): number {
  return Math.max(0, Math.floor((Date.parse(flow.sentAt) + RESEND_SECONDS * 1000 - now) / 1000));
}

function mailCode(deps: ResetDeps, flow: string, email: string, send: number, code: string) {
  deps.defer(() =>
    sendMail(deps.store, `reset-${flow}-${send}`, email, resetCodeMail(code, RESET_MINUTES), { at: deps.now() }).catch((error: unknown) => {
      console.error(`[reset] the code mail failed: ${(error as Error).message}`);
    }),
  );
}

/** Expired flows and tries go, a few at a time, whenever a flow starts. */
async function sweep(store: Store, now: number) {
  for (const collection of ['password_resets', 'reset_attempts'] as const) {
    const oldest = await store.list({ collection, orderBy: { field: 'expiresAt', direction: 'asc' }, limit: SWEEP });
    await Promise.all(oldest.filter((doc) => Date.parse(doc.expiresAt) <= now).map((doc) => store.remove(collection, doc.id)));
  }
}

/**
 * Starts a reset for an address (already checked against the spec's rule): a new flow, and a
 * code mailed if an account uses the address. Returns the token for the browser's cookie.
 */
export async function startReset(deps: ResetDeps, email: string): Promise<string> {
  const now = deps.now();
  const token = randomBytes(32).toString('base64url');
  const id = flowId(token);
  const uid = await deps.accounts.uidOf(email);
  const code = newCode();
  await deps.store.create('password_resets', id, {
    email,
    uid,
    codeHash: codeHash(id, code),
    sends: 1,
    sentAt: iso(now),
    expiresAt: iso(now + RESET_MINUTES * 60_000),
    tries: 0,
    confirmedAt: null,
  });
  if (uid) mailCode(deps, id, email, 1, code);
  await sweep(deps.store, now).catch((error: unknown) => console.error(`[reset] sweep failed: ${(error as Error).message}`));
  return token;
}

export type ResetStep = { ok: true; message: string } | { ok: false; message: string };

/** A new code for the flow, at most once a minute and five in all; the old code stops working. */
export async function resendCode(deps: ResetDeps, token: string | undefined): Promise<ResetStep> {
  const now = deps.now();
  const flow = await openReset(deps.store, token, now);
  if (!flow || flow.confirmedAt) return { ok: false, message: RESET_MESSAGES.noReset };
  if (resendWait(flow, now) > 0) return { ok: false, message: RESET_MESSAGES.resendTooSoon };
  if (flow.sends >= MAX_SENDS) return { ok: false, message: RESET_MESSAGES.codeEnded };
  const code = newCode();
  const send = flow.sends + 1;
  await deps.store.update('password_resets', flow.id, {
    codeHash: codeHash(flow.id, code),
    sends: send,
    sentAt: iso(now),
    expiresAt: iso(now + RESET_MINUTES * 60_000),
    tries: 0,
  });
  if (flow.uid) mailCode(deps, flow.id, flow.email, send, code);
  return { ok: true, message: RESET_MESSAGES.resent };
}

/**
 * Takes the next of the code's five tries. Each try is a create-only document, so however many
 * arrive at once, on however many instances, a code is tried five times at most.
 */
async function takeTry(store: Store, flow: PasswordReset): Promise<number | null> {
  for (let n = flow.tries + 1; n <= CODE_TRIES; n++) {
    if (await store.create('reset_attempts', `${flow.id}~${flow.sends}~${n}`, { expiresAt: flow.expiresAt })) return n;
  }
  return null;
}

/** Checks a code against the flow: right, it confirms the flow for the new password's step. */
export async function confirmCode(deps: ResetDeps, token: string | undefined, code: string): Promise<ResetStep> {
  const now = deps.now();
  const flow = await openReset(deps.store, token, now);
  if (!flow) return { ok: false, message: RESET_MESSAGES.noReset };
  if (flow.confirmedAt) return { ok: true, message: '' };
  if (!/^\d{6}$/.test(code)) return { ok: false, message: RESET_MESSAGES.codeFormat };
  const attempt = await takeTry(deps.store, flow);
  if (attempt === null) return { ok: false, message: RESET_MESSAGES.codeEnded };
  const right = timingSafeEqual(Buffer.from(codeHash(flow.id, code)), Buffer.from(flow.codeHash));
  if (!right || !flow.uid) {
    await deps.store.update('password_resets', flow.id, { tries: attempt });
    return { ok: false, message: attempt >= CODE_TRIES ? RESET_MESSAGES.codeEnded : RESET_MESSAGES.codeWrong };
  }
  await deps.store.update('password_resets', flow.id, { confirmedAt: iso(now), expiresAt: iso(now + RESET_MINUTES * 60_000) });
  return { ok: true, message: '' };
}

/** Sets the new password of a confirmed flow (already checked against the sign-up rules); every session of the account ends. */
export async function finishReset(deps: ResetDeps, token: string | undefined, password: string): Promise<ResetStep> {
  const flow = await openReset(deps.store, token, deps.now());
  if (!flow || !flow.uid) return { ok: false, message: RESET_MESSAGES.noReset };
  if (!flow.confirmedAt) return { ok: false, message: RESET_MESSAGES.confirmFirst };
  // The flow goes first: however the rest ends, this code and this step cannot be used twice.
  if (!(await deps.store.remove('password_resets', flow.id))) return { ok: false, message: RESET_MESSAGES.noReset };
  await deps.accounts.setPassword(flow.uid, password);
  // The code reached the mailbox and came back: the address is proven, as a confirmation link proves it.
  await deps.accounts.markConfirmed(flow.uid);
  return { ok: true, message: RESET_MESSAGES.passwordChanged };
}
