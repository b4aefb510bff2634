import 'server-only';
import { SITE } from '@/content/site';
import type { Store } from '../data/store';
import type { CollectionName, DocOf } from '../data/schema';
import { plainAddress } from '../email-address';
import { subscriberId } from '../subscriptions/subscriptions';
import type { Role } from '../auth/roles';
import type { SessionUser } from '../auth/types';

/*
 * What the site holds about one person, to hand over (GDPR article 15 and 20) or to erase
 * (article 17): their account, the queries they sent, their event comments, their subscription
 * and the mails sent to their address. Everything is found by the account's address, which each
 * of those records carries.
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

/** What the account page says before a person confirms the deletion. */
export const ERASURE_TERMS = [
  'Your account, so you can no longer log in with it (your address can sign up again as a new account).',
  'The queries you sent us and your comments on events.',
  'Your subscription to our updates, and the mails we sent you.',
  'Your comments on insights stay, under the name they already show: they hold no address or account id, so nothing in them leads to you.',
] as const;

async function ownRecords<C extends CollectionName>(store: Store, collection: C, field: string, email: string) {
  const found: DocOf<C>[] = [];
  for (let offset = 0; ; offset += BATCH) {
    const batch = await store.list({ collection, where: [{ field, value: email }], limit: BATCH, offset });
    found.push(...batch);
    if (batch.length < BATCH) return found;
  }
}

/** Everything the site holds about the person, as the JSON file "Download my data" gives. */
export async function exportOwnData(store: Store, user: SessionUser, role: Role | null, now: number) {
  const address = plainAddress(user.email);
  const [queries, comments, mails, subscriber] = await Promise.all([
    ownRecords(store, 'queries', 'email', user.email),
    ownRecords(store, 'comments', 'email', user.email),
    ownRecords(store, 'mail', 'to', user.email),
    address ? store.get('subscribers', subscriberId(address)) : null,
  ]);
  return {
    site: SITE.name,
    exportedAt: new Date(now).toISOString(),
    account: { id: user.uid, email: user.email, displayName: user.displayName, staffRole: role },
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
    insightComments:
      'Comments on insights are stored with the name they show and nothing else (no address, no account id), so none of them can be tied to this account.',
  };
}

/**
 * Erases everything the site keeps about an address: the queries and event comments sent under
 * it, the mails sent to it and its subscription. Not an account (the caller deletes one after
 * these, so a failure leaves something to retry from).
 */
export async function eraseAddress(store: Store, email: string): Promise<void> {
  for (const [collection, field] of [
    ['queries', 'email'],
    ['comments', 'email'],
    ['mail', 'to'],
  ] as const) {
    // Re-read from the start each round: what was removed no longer shifts the next batch.
    for (;;) {
      const batch = await store.list({ collection, where: [{ field, value: email }], limit: BATCH });
      await Promise.all(batch.map((doc) => store.remove(collection, doc.id)));
      if (batch.length < BATCH) break;
    }
  }
  const address = plainAddress(email);
  if (address) await store.remove('subscribers', subscriberId(address));
}
