import type { SessionUser } from '../auth/types';
import type { Store } from '../data/store';
import { subscriberId } from '../subscriptions/subscriptions';
import { STORE_HARNESSES } from '@/tests/support/store-harness';
import { eraseAddress, exportOwnData } from './own-data';

const ana: SessionUser = { uid: 'uid-ana', email: 'ana@example.com', displayName: null };
const bob: SessionUser = { uid: 'uid-bob', email: 'bob@example.com', displayName: 'Bob' };
const NOW = Date.parse('2026-11-28T12:00:00Z');

/** One of each record the site keeps about a person, for `who`. */
async function recordsOf(store: Store, who: SessionUser) {
  await store.set('queries', `${who.uid}_1`, { user: who.displayName ?? who.email, question: `Question from ${who.uid}`, email: who.email });
  await store.set('comments', `${who.uid}2`, { author: who.displayName ?? who.email, content: `Comment from ${who.uid}`, email: who.email, eventId: 'e1' });
  await store.set('mail', `query-${who.uid}`, { to: who.email, message: { subject: `Mail to ${who.uid}`, text: 't', html: 'h' }, sentAt: new Date(NOW).toISOString() });
  await store.set('subscribers', subscriberId(who.email), {
    email: who.email,
    status: 'confirmed',
    topics: ['Mobility'],
    confirmDigest: 'secret-digest',
    manageKey: 'secret-key',
    consent: { at: new Date(NOW).toISOString(), page: '/', wording: 'Subscribe', version: 1 },
  });
}

describe.each(STORE_HARNESSES)('a person’s own data on %s', (_name, harness) => {
  const h = harness();
  let store: Store;

  beforeAll(async () => {
    store = await h.make();
    await recordsOf(store, ana);
    await recordsOf(store, bob);
  }, 120_000);
  afterAll(() => h.cleanup());

  test('the export holds their records only, and none of the site’s secrets', async () => {
    const data = await exportOwnData(store, ana, null, NOW);
    expect(data.account).toEqual({ id: 'uid-ana', email: 'ana@example.com', displayName: null, staffRole: null });
    expect(data.queries).toEqual([expect.objectContaining({ question: 'Question from uid-ana', sentAs: 'ana@example.com' })]);
    expect(data.eventComments).toEqual([expect.objectContaining({ comment: 'Comment from uid-ana', eventId: 'e1' })]);
    expect(data.mailsSent).toEqual([expect.objectContaining({ subject: 'Mail to uid-ana' })]);
    expect(data.subscription).toMatchObject({ email: 'ana@example.com', status: 'confirmed', topics: ['Mobility'], consent: { page: '/' } });
    const text = JSON.stringify(data);
    expect(text).not.toContain('bob');
    expect(text).not.toContain('secret-');
  });

  test('erasure removes their records and leaves everyone else’s', async () => {
    await eraseAddress(store, ana.email);
    const data = await exportOwnData(store, ana, null, NOW);
    expect([data.queries, data.eventComments, data.mailsSent, data.subscription]).toEqual([[], [], [], null]);
    const kept = await exportOwnData(store, bob, null, NOW);
    expect([kept.queries.length, kept.eventComments.length, kept.mailsSent.length, kept.subscription?.email]).toEqual([1, 1, 1, 'bob@example.com']);
  });
});
