import { SITE } from '@/content/site';
import type { SessionUser } from '../auth/types';
import type { Store } from '../data/store';
import { subscriberId } from '../subscriptions/subscriptions';
import { STORE_HARNESSES } from '@/tests/support/store-harness';
import { eraseAddress, eraseOwnData, erasureTerms, exportOwnData, isFirmInbox } from './own-data';

const ana: SessionUser = { uid: 'uid-ana', email: 'ana@example.com', displayName: null };
const bob: SessionUser = { uid: 'uid-bob', email: 'bob@example.com', displayName: 'Bob' };
const cleo: SessionUser = { uid: 'uid-cleo', email: 'cleo@example.com', displayName: null };
/** Someone who signed up as the firm's own inbox. */
const inbox: SessionUser = { uid: 'uid-inbox', email: SITE.email, displayName: null };
const NOW = Date.parse('2026-11-28T12:00:00Z');
const confirmed = { role: null, confirmed: true };
const unconfirmed = { role: null, confirmed: false };

/** One of each record the site keeps about a person, for `who`; their query mailed to the firm's inbox. */
async function recordsOf(store: Store, who: SessionUser) {
  await store.set('queries', `${who.uid}_1`, { user: who.displayName ?? who.email, question: `Question from ${who.uid}`, email: who.email });
  await store.set('mail', `query-${who.uid}_1`, { to: SITE.email, message: { subject: `Query from ${who.email}`, text: `Question from ${who.uid}`, html: 'h' }, sentAt: new Date(NOW).toISOString() });
  await store.set('comments', `${who.uid}2`, { author: who.displayName ?? who.email, content: `Comment from ${who.uid}`, email: who.email, eventId: 'e1' });
  await store.set('mail', `answer-${who.uid}`, { to: who.email, message: { subject: `Mail to ${who.uid}`, text: 't', html: 'h' }, sentAt: new Date(NOW).toISOString() });
  await store.set('subscribers', subscriberId(who.email), {
    email: who.email,
    status: 'confirmed',
    topics: ['Mobility'],
    confirmDigest: 'secret-digest',
    manageKey: 'secret-key',
    consent: { at: new Date(NOW).toISOString(), page: '/', wording: 'Subscribe', version: 1 },
  });
}

test('the firm’s inbox is recognised in any case', () => {
  expect(isFirmInbox(SITE.email.toUpperCase())).toBe(true);
  expect(isFirmInbox('ana@example.com')).toBe(false);
});

test('the deletion terms name what was sent to the address only once it is confirmed', () => {
  expect(erasureTerms(true).join(' ')).toContain('subscription');
  expect(erasureTerms(false).join(' ')).not.toContain('subscription');
});

describe.each(STORE_HARNESSES)('a person’s own data on %s', (_name, harness) => {
  const h = harness();
  let store: Store;

  beforeAll(async () => {
    store = await h.make();
    for (const who of [ana, bob, cleo]) await recordsOf(store, who);
    // A record under ana's address that another (older) account made is not this account's.
    await store.set('queries', 'uid-gone_5', { user: 'x', question: 'Question from an account that is gone', email: ana.email });
  }, 120_000);
  afterAll(() => h.cleanup());

  test('a confirmed account’s export holds its records only, and none of the site’s secrets', async () => {
    const data = await exportOwnData(store, ana, confirmed, NOW);
    expect(data.account).toEqual({ id: 'uid-ana', email: 'ana@example.com', addressConfirmed: true, displayName: null, staffRole: null });
    expect(data.queries).toEqual([expect.objectContaining({ question: 'Question from uid-ana', sentAs: 'ana@example.com' })]);
    expect(data.eventComments).toEqual([expect.objectContaining({ comment: 'Comment from uid-ana', eventId: 'e1' })]);
    expect(data.mailsSent).toEqual([expect.objectContaining({ subject: 'Mail to uid-ana' })]);
    expect(data.subscription).toMatchObject({ email: 'ana@example.com', status: 'confirmed', topics: ['Mobility'], consent: { page: '/' } });
    const text = JSON.stringify(data);
    expect(text).not.toContain('bob');
    expect(text).not.toContain('secret-');
    expect(text).not.toContain('gone');
  });

  test('an unconfirmed account’s export holds what it did, not what was sent to the address', async () => {
    const data = await exportOwnData(store, bob, unconfirmed, NOW);
    expect(data.queries).toHaveLength(1);
    expect(data.eventComments).toHaveLength(1);
    expect([data.mailsSent, data.subscription]).toEqual([[], null]);
    expect(data.addressNotConfirmed).toEqual(expect.any(String));
  });

  test('the firm’s inbox is nobody’s data: its mails are in no export, confirmed or not', async () => {
    for (const account of [confirmed, unconfirmed]) {
      const data = await exportOwnData(store, inbox, account, NOW);
      expect(data.mailsSent).toEqual([]);
      const text = JSON.stringify(data);
      for (const who of [ana, bob, cleo]) expect(text).not.toContain(who.email);
    }
  });

  test('deleting an unconfirmed account erases what it did, and nothing sent to the address', async () => {
    await eraseOwnData(store, bob, false);
    const after = await exportOwnData(store, bob, confirmed, NOW);
    expect([after.queries, after.eventComments]).toEqual([[], []]);
    expect([after.mailsSent.length, after.subscription?.email]).toEqual([1, 'bob@example.com']);
    // The query's mail to the firm's inbox went with the query.
    expect(await store.get('mail', 'query-uid-bob_1')).toBeNull();
  });

  test('deleting a confirmed account erases what it did and what was sent to it, and leaves everyone else’s', async () => {
    await eraseOwnData(store, cleo, true);
    const data = await exportOwnData(store, cleo, confirmed, NOW);
    expect([data.queries, data.eventComments, data.mailsSent, data.subscription]).toEqual([[], [], [], null]);
    // Erasing the inbox's account removes none of the firm's mails.
    await eraseOwnData(store, inbox, true);
    expect(await store.get('mail', 'query-uid-ana_1')).not.toBeNull();
    const kept = await exportOwnData(store, ana, confirmed, NOW);
    expect([kept.queries.length, kept.eventComments.length, kept.mailsSent.length, kept.subscription?.email]).toEqual([1, 1, 1, 'ana@example.com']);
  });

  test('the studio’s erase of an address removes every record under it, and counts them', async () => {
    expect(await eraseAddress(store, ana.email)).toBeGreaterThan(0);
    expect(await eraseAddress(store, ana.email)).toBe(0);
    const data = await exportOwnData(store, ana, confirmed, NOW);
    expect([data.queries, data.eventComments, data.mailsSent, data.subscription]).toEqual([[], [], [], null]);
    expect(await store.get('queries', 'uid-gone_5')).toBeNull();
    expect(await store.get('mail', 'query-uid-ana_1')).toBeNull();
  });
});
