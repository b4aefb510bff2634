import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { SITE } from '@/content/site';
import { queries } from '../data/queries';
import type { DocOf } from '../data/schema';
import type { Store } from '../data/store';
import { env } from '../env';
import { siteUrl } from '../seo/url';

/**
 * The site's own mail delivery, in both modes: the `mail` collection is a durable outbox, and
 * this code delivers it over SMTP (nodemailer). A mail is queued `due`; whoever delivers it first
 * claims it (an atomic `updateIf` on its attempt count, so of several instances one sends), and
 * the claim holds it for LEASE_MS: an instance that stops mid-delivery leaves it due again once
 * the lease ends. A sent mail is `sent` for good. A temporary failure (a 4xx answer, a server
 * that cannot be reached) is tried again later, each wait longer (BACKOFF_MS); a refusal (5xx),
 * or MAX_ATTEMPTS temporary ones, makes it `failed`, with its last error on the document, and the
 * studio shows it to staff. The send just after queueing is the first attempt; the scheduler's
 * call to /api/outbox delivers whatever is due after that.
 */

/** How long one claimed attempt may take before another instance may try the mail again. */
export const LEASE_MS = 2 * 60_000;
/** The wait before each further attempt: one minute, five, half an hour, two hours, six. */
export const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;
export const MAX_ATTEMPTS = BACKOFF_MS.length + 1;
/** How many due mails one sweep reads. */
const SWEEP = 25;

type Mail = DocOf<'mail'>;
/** A mail as its writer holds it: the store stamps `timestamp`. */
type HeldMail = Omit<Mail, 'timestamp'>;
export type Outcome = 'sent' | 'retrying' | 'failed' | 'skipped';

/** Whether an error is the receiving server's refusal for good (an SMTP 5xx answer). */
function permanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** An error as the document keeps it: the server's answer or the error's message, no stack. */
function errorText(error: unknown): string {
  const { response, message } = error as { response?: string; message?: string };
  return String(response ?? message ?? error).slice(0, 500);
}

let transport: ReturnType<typeof nodemailer.createTransport> | undefined;

/**
 * Hands one mail to SMTP_URL's server. With none set, the embedded store's site writes it as an
 * .eml file under MAIL_DIR (offline, a person opens it); a Firebase site fails the attempt, so
 * the mail waits and, unset for long, shows in the studio as failed.
 */
async function transmit(mail: HeldMail, kind: Store['kind']): Promise<void> {
  const { SMTP_URL, MAIL_FROM, MAIL_DIR } = env();
  const message = {
    from: MAIL_FROM ?? `"${SITE.name}" <${SITE.email}>`,
    to: mail.to,
    ...mail.message,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    // One Message-ID per mail, every attempt: a copy sent again after a lost answer is known as one.
    messageId: `<${mail.id}@${new URL(siteUrl()).hostname}>`,
  };
  if (SMTP_URL) {
    transport ??= nodemailer.createTransport(SMTP_URL);
    await transport.sendMail(message);
    return;
  }
  if (kind === 'firebase') throw new Error('SMTP_URL is not set: the mail waits in the outbox.');
  // nodemailer builds the message (MIME parts, encoded headers) without sending it.
  const built = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(message);
  await fs.mkdir(MAIL_DIR, { recursive: true });
  const file = path.join(MAIL_DIR, `${new Date().toISOString().replaceAll(':', '-')}-${mail.id.replace(/[^\w.-]/g, '_')}.eml`);
  await fs.writeFile(file, built.message as Buffer);
  console.info(`[mail] no SMTP_URL: wrote ${file}`);
}

/** The fields a new mail is queued with: due now, never tried. */
export const queued = (at: number) => ({ outbox: 'due' as const, attempts: 0, dueAt: new Date(at).toISOString() });

/**
 * One attempt at one mail, if it is due at `now` and no other attempt holds it. Never throws for
 * the mail's own failure: the outcome is on the document (and returned).
 */
export async function deliverMail(store: Store, which: string | HeldMail, now = Date.now()): Promise<Outcome> {
  // A mail the caller holds is not read again: the claim below fails if it has moved on since.
  const mail = typeof which === 'string' ? await store.get('mail', which) : which;
  if (!mail) return 'skipped';
  const { id } = mail;
  if (mail.outbox !== 'due' || Date.parse(mail.dueAt ?? '') > now) return 'skipped';
  const attempt = (mail.attempts ?? 0) + 1;
  const claimed = await store.updateIf('mail', id, { outbox: 'due', attempts: mail.attempts ?? 0 }, { attempts: attempt, dueAt: new Date(now + LEASE_MS).toISOString() });
  if (!claimed) return 'skipped';
  // Every outcome is written only while this attempt still holds the mail.
  const settle = (fields: Record<string, unknown>) => store.updateIf('mail', id, { outbox: 'due', attempts: attempt }, fields);
  try {
    await transmit(mail, store.kind);
  } catch (error) {
    const lastError = errorText(error);
    if (permanent(error) || attempt >= MAX_ATTEMPTS) {
      console.error(`[mail] ${id} failed after ${attempt} attempt(s): ${lastError}`);
      await settle({ outbox: 'failed', dueAt: null, failedAt: new Date(now).toISOString(), lastError });
      return 'failed';
    }
    console.warn(`[mail] ${id} attempt ${attempt} failed, trying again later: ${lastError}`);
    await settle({ dueAt: new Date(now + BACKOFF_MS[attempt - 1]!).toISOString(), lastError });
    return 'retrying';
  }
  await settle({ outbox: 'sent', dueAt: null, deliveredAt: new Date(now).toISOString() });
  return 'sent';
}

/**
 * Delivers the mails due at `now`, the longest waiting first, SWEEP at most (the scheduler calls
 * again a minute later for the rest). A mail whose lease ran out (an instance stopped mid-send) is
 * due again and taken here.
 */
export async function deliverDue(store: Store, now = Date.now()): Promise<Record<Exclude<Outcome, 'skipped'>, number>> {
  const counts = { sent: 0, retrying: 0, failed: 0 };
  const due = (await store.list(queries.mailDue(SWEEP))).filter((mail) => Date.parse(mail.dueAt ?? '') <= now);
  for (const mail of due) {
    const outcome = await deliverMail(store, mail, now);
    if (outcome !== 'skipped') counts[outcome] += 1;
  }
  return counts;
}

/** The mails that could not be delivered, the latest failure first, for the studio. */
export async function failedMails(store: Store, limit = 10): Promise<Mail[]> {
  return store.list(queries.mailFailed(limit));
}

/**
 * A failed mail queued again by staff (the studio's Mail page) and tried at once, with its
 * attempts counted afresh. False when it is no longer failed (sent again by someone else).
 */
export async function sendAgain(store: Store, id: string, now = Date.now()): Promise<{ outcome: Outcome; subject: string } | false> {
  const mail = await store.get('mail', id);
  if (mail?.outbox !== 'failed') return false;
  const again = { ...queued(now), failedAt: null };
  if (!(await store.updateIf('mail', id, { outbox: 'failed', attempts: mail.attempts ?? 0 }, again))) return false;
  return { outcome: await deliverMail(store, { ...mail, ...again }, now), subject: mail.message.subject };
}
