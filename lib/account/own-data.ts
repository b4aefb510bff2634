import 'server-only';
import { SITE } from '@/content/site';
import type { Store } from '../data/store';
import type { CollectionName, DocOf } from '../data/schema';
import { plainAddress } from '../email-address';
import { env } from '../env';
import { subscriberId } from '../subscriptions/subscriptions';
import type { Role } from '../auth/roles';
import type { SessionUser } from '../auth/types';

/*
 * What the site holds about one person, to hand over (GDPR article 15 and 20) or to erase
 * (article 17). Two parts:
 *
 * - What the account did: the queries it sent and its event comments. Each carries the account's
 *   address and, in its id, the account's id; both must match, so a record is the account's own
 *   even if the address once belonged to an account that is gone.
 * - What was sent to the address: the mails the site sent there and the subscription with its
 *   consent record. These are tied to the address, not to anything the account did, so they are
 *   the account's only once it has proven the address (lib/auth/address-confirmation.ts). A mail
 *   to the firm's inbox (a visitor's query) is nobody's: it is never in an export, whoever asks.
 *
 * Insight comments are not among them: a comment on an insight is stored with the public name
 * it shows (a display name, or "Reader") and nothing else, no address and no account id
 * (docs/accounts.md, "Visitor writes"), so it is neither theirs to export nor findable to erase.
 */

/** Read in batches of this many; a person's records are few (each kind is rate-limited). */
const BATCH = 500;

export const ACCOUNT_MESSAGES = {
  signInAgain: 'Please log in again to manage your account.',
  wrongPassword: 'That is not your current password.',
  passwordChanged: 'Your password has been changed. Every other session of your account has ended.',
  deleted: 'Your account and your data have been deleted.',
} as const;

/** What the account page says before a person confirms the deletion (what was sent to the address only once it is confirmed). */
export function erasureTerms(confirmed: boolean): string[] {
  return [
    'Your account, so you can no longer log in with it (your address can sign up again as a new account).',
    'The queries you sent us and your comments on events.',
    ...(confirmed ? ['Your subscription to our updates, and the mails we sent you.'] : []),
    'Your comments on insights stay, under the name they already show: they hold no address or account id, so nothing in them leads to you.',
  ];
}

/** Whether an address is the firm's own inbox, where visitors' queries are mailed: its mails are the firm's records. */
export function isFirmInbox(address: string): boolean {
  const inbox = [env().QUERY_INBOX, SITE.email].flatMap((each) => (each ? [plainAddress(each)?.toLowerCase()] : []));
  return inbox.includes(plainAddress(address)?.toLowerCase());
}

async function recordsWith<C extends CollectionName>(store: Store, collection: C, field: string, email: string) {
  const found: DocOf<C>[] = [];
  for (let offset = 0; ; offset += BATCH) {
    const batch = await store.list({ collection, where: [{ field, value: email }], limit: BATCH, offset });
    found.push(...batch);
    if (batch.length < BATCH) return found;
  }
}

/** Whether a query's or an event comment's id names this account (`<uid>_<ms>` and `<uid><ms>`). */
const madeBy = (uid: string, id: string) => id.startsWith(uid) && /^_?\d+$/.test(id.slice(uid.length));

/** The queries and event comments this account sent: found by its address, kept if their id names the account. */
async function whatTheyDid(store: Store, user: SessionUser) {
  const [queries, comments] = await Promise.all([recordsWith(store, 'queries', 'email', user.email), recordsWith(store, 'comments', 'email', user.email)]);
  return { queries: queries.filter((q) => madeBy(user.uid, q.id)), comments: comments.filter((c) => madeBy(user.uid, c.id)) };
}

/** The mails sent to the address and its subscription; nothing for an unconfirmed one, and never the firm's inbox. */
async function whatWasSent(store: Store, email: string, confirmed: boolean) {
  const address = plainAddress(email);
  if (!confirmed || !address || isFirmInbox(address)) return { mails: [], subscriber: null };
  const [mails, subscriber] = await Promise.all([recordsWith(store, 'mail', 'to', email), store.get('subscribers', subscriberId(address))]);
  return { mails, subscriber };
}

/** Everything the site holds about the person, as the JSON file "Download my data" gives. */
export async function exportOwnData(store: Store, user: SessionUser, account: { role: Role | null; confirmed: boolean }, now: number) {
  const [{ queries, comments }, { mails, subscriber }] = await Promise.all([whatTheyDid(store, user), whatWasSent(store, user.email, account.confirmed)]);
  return {
    site: SITE.name,
    exportedAt: new Date(now).toISOString(),
    account: { id: user.uid, email: user.email, addressConfirmed: account.confirmed, displayName: user.displayName, staffRole: account.role },
    queries: queries.map(({ question, user: name, timestamp }) => ({ question, sentAs: name, sentAt: timestamp })),
    eventComments: comments.map(({ content, author, eventId, timestamp }) => ({ comment: content, shownAs: author, eventId: eventId ?? null, postedAt: timestamp })),
    // The secrets of its links (confirmDigest, manageKey) are the site's, not data about the person.
    subscription: subscriber
      ? {
          email: subscriber.email,
          status: subscriber.status,
          topics: subscriber.topics,
          subscribedAt: subscriber.timestamp,
          confirmedAt: subscriber.confirmedAt ?? null,
          consent: subscriber.consent ?? null,
        }
      : null,
    mailsSent: mails.map(({ message, sentAt, timestamp }) => ({ subject: message.subject, sentAt: sentAt ?? timestamp })),
    ...(account.confirmed ? {} : { addressNotConfirmed: 'What was sent to this address (a subscription, mails) is shown once you confirm the address from your account page.' }),
    insightComments:
      'Comments on insights are stored with the name they show and nothing else (no address, no account id), so none of them can be tied to this account.',
  };
}

/** Deletes records one batch at a time, re-reading from the start (what was removed no longer shifts the next batch); how many went. */
async function removeAll<C extends CollectionName>(store: Store, collection: C, field: string, value: string, keep: (doc: DocOf<C>) => boolean = () => false): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await store.list({ collection, where: [{ field, value }], limit: BATCH });
    const gone = batch.filter((doc) => !keep(doc));
    // A query's mail to the firm's inbox holds the question and the address: it goes with the query.
    await Promise.all(gone.flatMap((doc) => [store.remove(collection, doc.id), ...(collection === 'queries' ? [store.remove('mail', `query-${doc.id}`)] : [])]));
    removed += gone.length;
    if (batch.length < BATCH || gone.length === 0) return removed;
  }
}

/**
 * Erases what an account may erase of itself: what it did, and, once its address is confirmed,
 * what was sent to that address. Not the account (the caller deletes it after these, so a failure
 * leaves something to retry from).
 */
export async function eraseOwnData(store: Store, user: SessionUser, confirmed: boolean): Promise<void> {
  const others = (doc: { id: string }) => !madeBy(user.uid, doc.id);
  await removeAll(store, 'queries', 'email', user.email, others);
  await removeAll(store, 'comments', 'email', user.email, others);
  if (confirmed) await eraseSentTo(store, user.email);
}

/** The mails sent to an address and its subscription (never the firm's inbox, whose mails are the firm's records). */
async function eraseSentTo(store: Store, email: string): Promise<number> {
  const address = plainAddress(email);
  if (!address || isFirmInbox(address)) return 0;
  const mails = await removeAll(store, 'mail', 'to', email);
  return mails + Number(await store.remove('subscribers', subscriberId(address)));
}

/**
 * Erases everything the site keeps about an address, at the firm's request (the studio's erase):
 * the queries (with their mails to the inbox) and event comments sent under it, the mails sent to
 * it and its subscription. How many records went (0: nothing was kept about it).
 */
export async function eraseAddress(store: Store, email: string): Promise<number> {
  const queries = await removeAll(store, 'queries', 'email', email);
  const comments = await removeAll(store, 'comments', 'email', email);
  return queries + comments + (await eraseSentTo(store, email));
}
