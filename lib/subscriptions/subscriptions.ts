import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { VERTICALS, type Vertical } from '@/content/categories';
import { CONSENT } from '@/content/subscription';
import type { Subscriber } from '../data/schema';
import { queries } from '../data/queries';
import type { Store } from '../data/store';
import { mailboxKey } from '../email-address';
import { env } from '../env';
import { sendMail } from '../mail/mailer';
import { clientAddress, rateLimit } from '../rate-limit';
import { confirmationMail } from '../mail/templates';

/**
 * Subscriptions with double opt-in: an address is stored pending with a record of what the
 * visitor agreed to, and only a link mailed to it confirms it. Until then it is mailed nothing
 * but that link. Every mail carries a preferences link (topics, unsubscribe) that needs no
 * account: a key kept in the subscriber's record. docs/subscriptions.md.
 */

export { CONSENT };

/** The subscription's own answers (server-side only: the forms' client code never needs them). */
export const SUBSCRIPTION_MESSAGES = {
  /** After the spec's success message. */
  confirmSent: 'We have sent you an e-mail: follow its link to confirm your subscription.',
  topicsSaved: 'Your topics are saved.',
  unsubscribed: 'You have unsubscribed. We will not mail you again.',
  linkInvalid: 'This link is not valid: it may have been replaced by a newer one, or the subscription has ended.',
  linkUsed: 'This confirmation link has done its work. Every mail we send you has a link to your preferences.',
} as const;

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;
/** A pending address is mailed its confirmation again at most this often. */
export const RESEND_AFTER_MS = 10 * 60_000;
/** An address never confirmed is deleted this long after it was given. */
export const UNCONFIRMED_KEPT_DAYS = 30;

const DAY_MS = 86_400_000;

/** The subscriber document id: SHA-256 of the normalised address, the same in both stores. */
export function subscriberId(normalisedEmail: string): string {
  return createHash('sha256').update(normalisedEmail).digest('hex');
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newSecret = () => randomBytes(24).toString('base64url');

function same(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A link's token: the subscriber's id and a secret, `<64 hex>.<base64url>`. */
type LinkToken = { id: string; secret: string };

function parseToken(token: unknown): LinkToken | null {
  const match = typeof token === 'string' ? /^([0-9a-f]{64})\.([\w-]{16,64})$/.exec(token) : null;
  return match ? { id: match[1]!, secret: match[2]! } : null;
}

const token = (id: string, secret: string) => `${id}.${secret}`;

/** The site paths a subscriber's mails link to. */
export const links = {
  confirm: (id: string, secret: string) => `/subscription/confirm?token=${token(id, secret)}`,
  preferences: (id: string, key: string) => `/subscription?token=${token(id, key)}`,
  oneClickUnsubscribe: (id: string, key: string) => `/subscription/unsubscribe?token=${token(id, key)}`,
};

/** The verticals a form chose, in the site's order; none chosen (or none known) means all. */
export function chosenTopics(values: readonly string[]): Vertical[] {
  const chosen = VERTICALS.filter((vertical) => values.includes(vertical));
  return chosen.length > 0 ? chosen : [...VERTICALS];
}

/** The verticals a subscriber follows: its topics, or every vertical when it chose none. */
export const followed = (subscriber: Pick<Subscriber, 'topics'>): Vertical[] => chosenTopics(subscriber.topics);

type Request = {
  /** One plain address (lib/email-address.ts). */
  email: string;
  topics: Vertical[];
  page: string;
  now: number;
  /** Confirmation mails the whole site may send in one clock hour (default CONFIRMATIONS_PER_HOUR). */
  ceiling?: number;
};

/**
 * Confirmation mails the site sends in one clock hour at most, all instances together (counted
 * in the store's `mail` collection), so clients on many addresses cannot use it as a mailer.
 */
export const CONFIRMATIONS_PER_HOUR = 300;

const hourOf = (now: number) => new Date(now).toISOString().slice(0, 13);

/** Whether the site has sent fewer confirmation mails this hour than its ceiling (one bounded count). */
async function underCeiling(store: Store, now: number, ceiling: number): Promise<boolean> {
  return (await store.count(queries.confirmationsInHour(hourOf(now), ceiling))) < ceiling;
}

/** Subscribing's outcomes: `limited` when the mailbox had a confirmation within RESEND_AFTER_MS, `ceiling` when the site's hourly ceiling is reached. */
export type Subscribed = 'subscribed' | 'duplicate' | 'limited' | 'ceiling';

/** A confirmation mail's id: it claims its mailbox's ten-minute window (`create` is atomic in both stores). */
const confirmationId = (address: string, window: number) => `confirm-${mailboxKey(address)}-${window}`;

/**
 * The id under which a confirmation may go to this address's mailbox now, or null when any
 * spelling of that mailbox was sent one within RESEND_AFTER_MS. Keyed on the mailbox, not the
 * subscriber: `ana+1@` and `ana+2@` are two subscribers but one inbox.
 */
async function confirmationSlot(store: Store, address: string, now: number): Promise<string | null> {
  const window = Math.floor(now / RESEND_AFTER_MS);
  const [current, previous] = await Promise.all([store.get('mail', confirmationId(address, window)), store.get('mail', confirmationId(address, window - 1))]);
  if (current || (previous && now - Date.parse(previous.sentAt ?? previous.timestamp) < RESEND_AFTER_MS)) return null;
  return confirmationId(address, window);
}

async function mailConfirmation(store: Store, slot: string, id: string, email: string, secret: string, key: string, now: number) {
  const message = confirmationMail({ confirm: links.confirm(id, secret), preferences: links.preferences(id, key) });
  return sendMail(store, slot, email, message, { at: now, fields: { confirmHour: hourOf(now) } });
}

/**
 * Subscribes an address: a new one is stored pending and mailed a confirmation link; one already
 * pending is mailed a new link if its last is RESEND_AFTER_MS old (its consent renewed as given
 * now). 'duplicate' for any address already stored, as the spec's message says. At most one
 * confirmation reaches a mailbox in any RESEND_AFTER_MS, whatever spelling asked for it.
 */
export async function subscribe(store: Store, { email, topics, page, now, ceiling = CONFIRMATIONS_PER_HOUR }: Request): Promise<Subscribed> {
  const id = subscriberId(email);
  const secret = newSecret();
  const key = newSecret();
  const at = new Date(now).toISOString();
  const given = { topics, consent: { at, page, wording: CONSENT.wording, version: CONSENT.version }, confirmDigest: sha256(secret), confirmSentAt: at, manageKey: key };
  const existing = await store.get('subscribers', id);
  if (!existing) {
    const slot = await confirmationSlot(store, email, now);
    if (!slot) return 'limited';
    if (!(await underCeiling(store, now, ceiling))) return 'ceiling';
    if (!(await store.create('subscribers', id, { email, status: 'pending', ...given }))) return 'duplicate';
    try {
      if (await mailConfirmation(store, slot, id, email, secret, key, now)) return 'subscribed';
    } catch (error) {
      // Not mailed: not subscribed either, so the visitor's retry starts afresh.
      await store.remove('subscribers', id).catch(() => undefined);
      throw error;
    }
    // Another spelling of the mailbox took the window between the two reads.
    await store.remove('subscribers', id).catch(() => undefined);
    return 'limited';
  }
  const lastSent = existing.confirmSentAt ? Date.parse(existing.confirmSentAt) : 0;
  if (existing.status !== 'pending' || now - lastSent < RESEND_AFTER_MS) return 'duplicate';
  const slot = await confirmationSlot(store, existing.email, now);
  if (slot && (await underCeiling(store, now, ceiling)) && (await store.update('subscribers', id, given))) await mailConfirmation(store, slot, id, existing.email, secret, key, now);
  return 'duplicate';
}

/** `preferences`: the subscriber's preferences path, shown once, to the link's first use. */
export type Confirmation = { outcome: 'confirmed'; preferences: string } | { outcome: 'used' | 'expired' | 'invalid' };

/**
 * Follows a confirmation link: it confirms once and leads to the preferences; it ends with that
 * first use or after CONFIRM_LINK_DAYS, whichever comes first (followed again it only says it
 * was used: the preferences link is in every mail).
 */
export async function confirm(store: Store, rawToken: unknown, now: number): Promise<Confirmation> {
  const link = parseToken(rawToken);
  const subscriber = link && (await store.get('subscribers', link.id));
  if (!link || !subscriber?.manageKey || !subscriber.confirmDigest || !same(sha256(link.secret), subscriber.confirmDigest)) return { outcome: 'invalid' };
  if (!subscriber.confirmSentAt || now - Date.parse(subscriber.confirmSentAt) > CONFIRM_LINK_DAYS * DAY_MS) return { outcome: 'expired' };
  if (subscriber.status === 'confirmed') return { outcome: 'used' };
  const at = new Date(now).toISOString();
  // Digests list what is published from now on.
  const done = await store.update('subscribers', subscriber.id, { status: 'confirmed', confirmedAt: at, digestedThrough: at });
  return done ? { outcome: 'confirmed', preferences: links.preferences(subscriber.id, subscriber.manageKey) } : { outcome: 'invalid' };
}

/** The subscriber a preferences link names, or null (unknown, removed, or a wrong key). */
export async function subscriberByKey(store: Store, rawToken: unknown): Promise<(Subscriber & { manageKey: string }) | null> {
  const link = parseToken(rawToken);
  const subscriber = link && (await store.get('subscribers', link.id));
  if (!link || !subscriber?.manageKey || !same(link.secret, subscriber.manageKey)) return null;
  return subscriber as Subscriber & { manageKey: string };
}

/** Saves the topics a preferences link chose; false when the link names no subscriber. */
export async function saveTopics(store: Store, rawToken: unknown, topics: Vertical[]): Promise<boolean> {
  const subscriber = await subscriberByKey(store, rawToken);
  return subscriber !== null && (await store.update('subscribers', subscriber.id, { topics }));
}

/**
 * Removes the address a preferences link names, at once and for good: 'gone' only when the
 * link's key matched. An unknown subscriber is 'invalid' like a wrong key, so a token computed
 * from an address (its id is the address's hash) tells nothing about whether it subscribed.
 */
export async function unsubscribe(store: Store, rawToken: unknown): Promise<'gone' | 'invalid'> {
  const subscriber = await subscriberByKey(store, rawToken);
  return subscriber && (await store.remove('subscribers', subscriber.id)) ? 'gone' : 'invalid';
}

/**
 * Takes one use of a subscriber's link (preferences page, confirm, one-click unsubscribe) from
 * this client's `subscriptionLinks` allowance, as the actions on those pages do: a key cannot be
 * found by volume, and every answer is the same whether a subscriber exists or not.
 */
export function mayUseLink(headers: Headers): Promise<boolean> {
  return rateLimit('subscriptionLinks', `ip:${clientAddress(headers, env().TRUSTED_PROXY_HOPS)}`);
}

/** An address as a page shows it to the holder of its link: enough to recognise, not to read off ('an•••@example.com'). */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(2, at))}•••${email.slice(at)}`;
}
