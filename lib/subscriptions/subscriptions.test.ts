import { createSqliteStore } from '../data/sqlite';
import type { Store } from '../data/store';
import { queries } from '../data/queries';
import { sendMail } from '../mail/mailer';
import { tempDbPath } from '@/tests/support/temp-sqlite';
import { DIGEST_PER_VERTICAL, sendAlerts } from './alerts';
import { confirm, RESEND_AFTER_MS, saveTopics, subscribe, subscriberByKey, subscriberId, unsubscribe } from './subscriptions';

const T0 = Date.parse('2026-03-01T09:00:00.000Z');
const MINUTE = 60_000;
const DAY = 86_400_000;

let store: Store;
let remove: () => void;
beforeEach(() => {
  const temp = tempDbPath();
  remove = temp.remove;
  store = createSqliteStore(temp.file);
});
afterEach(async () => {
  await store.close();
  remove();
});

const mails = async (to: string) => (await store.list({ collection: 'mail' })).filter((mail) => mail.to === to);
/** The token of the first link to `path` in a mail's text. */
const tokenIn = (text: string, path: string) => new RegExp(`${path.replace('?', '\\?')}\\?token=([\\w.-]+)`).exec(text)?.[1];

async function subscribed(email: string, now = T0, topics = ['Mobility'] as never[]) {
  await subscribe(store, { email, topics, page: '/mobility', now });
  const [mail] = (await mails(email)).slice(-1);
  return { confirmToken: tokenIn(mail!.message.text, '/subscription/confirm')!, key: tokenIn(mail!.message.text, '/subscription')! };
}

test('a confirmation link confirms once, for seven days; a tampered one does nothing', async () => {
  const { confirmToken } = await subscribed('ana@example.com');
  expect(await store.get('subscribers', subscriberId('ana@example.com'))).toMatchObject({ status: 'pending' });
  expect(await confirm(store, confirmToken.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')), T0)).toEqual({ outcome: 'invalid' });
  expect(await confirm(store, 'not-a-token', T0)).toEqual({ outcome: 'invalid' });
  expect(await confirm(store, confirmToken, T0 + 8 * DAY)).toEqual({ outcome: 'expired' });
  expect(await confirm(store, confirmToken, T0 + MINUTE)).toMatchObject({ outcome: 'confirmed', preferences: expect.stringMatching(/^\/subscription\?token=/) });
  // Used once, the link has done its work: it no longer leads to the preferences.
  expect(await confirm(store, confirmToken, T0 + 2 * MINUTE)).toEqual({ outcome: 'used' });
  expect(await confirm(store, confirmToken, T0 + 8 * DAY)).toEqual({ outcome: 'expired' });
  expect(await store.get('subscribers', subscriberId('ana@example.com'))).toMatchObject({ status: 'confirmed', confirmedAt: new Date(T0 + MINUTE).toISOString() });
});

test('subscribing a pending address again mails a new link at most once per ten minutes', async () => {
  const first = await subscribed('ben@example.com');
  await subscribe(store, { email: 'ben@example.com', topics: [], page: '/', now: T0 + 5 * MINUTE });
  expect(await mails('ben@example.com')).toHaveLength(1);
  const second = await subscribed('ben@example.com', T0 + RESEND_AFTER_MS);
  expect(await mails('ben@example.com')).toHaveLength(2);
  // The newest link confirms; the one it replaced does not.
  expect(await confirm(store, first.confirmToken, T0 + RESEND_AFTER_MS + MINUTE)).toEqual({ outcome: 'invalid' });
  expect(await confirm(store, second.confirmToken, T0 + RESEND_AFTER_MS + MINUTE)).toMatchObject({ outcome: 'confirmed' });
  // A confirmed address is never sent another confirmation.
  await subscribe(store, { email: 'ben@example.com', topics: [], page: '/', now: T0 + DAY });
  expect(await mails('ben@example.com')).toHaveLength(2);
});

test('the preferences link changes topics and unsubscribes, once and for good; a wrong key does nothing', async () => {
  const { key } = await subscribed('cy@example.com');
  const wrong = key.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'));
  expect(await subscriberByKey(store, wrong)).toBeNull();
  expect(await saveTopics(store, wrong, ['Mobility'])).toBe(false);
  expect(await saveTopics(store, key, ['Speciality Polymers', 'Mobility'])).toBe(true);
  expect(await subscriberByKey(store, key)).toMatchObject({ topics: ['Speciality Polymers', 'Mobility'] });
  expect(await unsubscribe(store, wrong)).toBe('invalid');
  expect(await unsubscribe(store, key)).toBe('gone');
  expect(await store.get('subscribers', subscriberId('cy@example.com'))).toBeNull();
  // Once gone, the link is as invalid as one made up: no answer tells who is subscribed.
  expect(await unsubscribe(store, key)).toBe('invalid');
  expect(await saveTopics(store, key, ['Mobility'])).toBe(false);
});

test('no spelling of a mailbox gets a second confirmation within ten minutes', async () => {
  await subscribed('ana@example.com');
  for (const [email, outcome] of [
    ['ana+news@example.com', 'limited'],
    ['ana+other@example.com', 'limited'],
    ['ana@example.com', 'duplicate'],
  ] as const) {
    expect(await subscribe(store, { email, topics: [], page: '/', now: T0 + 9 * MINUTE })).toBe(outcome);
  }
  // Refused spellings are not kept either.
  expect(await store.get('subscribers', subscriberId('ana+news@example.com'))).toBeNull();
  expect((await store.list({ collection: 'mail' })).filter((mail) => mail.to.startsWith('ana'))).toHaveLength(1);
  // Ten minutes on, the mailbox may be asked once more, under any spelling.
  expect(await subscribe(store, { email: 'ana+news@example.com', topics: [], page: '/', now: T0 + RESEND_AFTER_MS })).toBe('subscribed');
  expect(await subscribe(store, { email: 'ana+other@example.com', topics: [], page: '/', now: T0 + RESEND_AFTER_MS + MINUTE })).toBe('limited');
  // Gmail's dots are one mailbox too.
  await subscribed('b.en@gmail.com');
  expect(await subscribe(store, { email: 'ben@googlemail.com', topics: [], page: '/', now: T0 })).toBe('limited');
});

test('the site-wide ceiling: past it in one clock hour, nothing is stored or sent; the next hour mails again', async () => {
  const ask = (email: string, now: number) => subscribe(store, { email, topics: [], page: '/', now, ceiling: 2 });
  expect(await ask('a@example.com', T0)).toBe('subscribed');
  expect(await ask('b@example.org', T0 + MINUTE)).toBe('subscribed');
  expect(await ask('cy@example.net', T0 + 2 * MINUTE)).toBe('ceiling');
  expect(await store.get('subscribers', subscriberId('cy@example.net'))).toBeNull();
  expect(await store.list({ collection: 'mail' })).toHaveLength(2);
  // Counted from the store: any instance sees the same count.
  expect(await store.count(queries.confirmationsInHour('2026-03-01T09', 10))).toBe(2);
  expect(await ask('cy@example.net', T0 + 60 * MINUTE)).toBe('subscribed');
});

test('a token anyone can compute (the id is the hash of the address) is answered as an unknown one', async () => {
  await subscribed('dee@example.com');
  const computed = (email: string) => `${subscriberId(email)}.${'A'.repeat(32)}`;
  for (const email of ['dee@example.com', 'nobody@example.com']) {
    expect(await unsubscribe(store, computed(email))).toBe('invalid');
    expect(await subscriberByKey(store, computed(email))).toBeNull();
    expect(await saveTopics(store, computed(email), ['Mobility'])).toBe(false);
  }
  expect(await store.get('subscribers', subscriberId('dee@example.com'))).toMatchObject({ status: 'pending' });
});

test('the mail layer mails one plain address only, whatever a caller passes', async () => {
  const message = { subject: 's', text: 't', html: 'h' };
  for (const to of ['a@example.com,b@example.org', '"x" <victim@example.org>', 'grp:a@x.com;', 'vic\u200btim@example.org']) {
    await expect(sendMail(store, `m-${to}`, to, message)).rejects.toThrow('not one plain address');
  }
  expect(await store.list({ collection: 'mail' })).toEqual([]);
  // An address kept before addresses were normalised is mailed in its normal form.
  expect(await sendMail(store, 'm-old', 'Ana@Bücher.de', message)).toBe(true);
  expect(await store.get('mail', 'm-old')).toMatchObject({ to: 'ana@xn--bcher-kva.de' });
});

const insight = (id: string, vertical: string, date: number) =>
  store.set('blogs', id, { id, heading: `Note ${id}`, image: '/images/x.jpg', author: 'Analyst', short: 'S', description: '<p>D</p>', category: 'Mobility', date: new Date(date).toISOString(), pagetype: vertical, insighttype: 'Article', isspotlight: 'false', comments: [] });

test('alerts: one digest of what is new in the verticals followed, to confirmed subscribers only, never twice', async () => {
  const ana = await subscribed('ana@example.com', T0, ['Mobility'] as never[]);
  await confirm(store, ana.confirmToken, T0);
  await subscribed('pending@example.com', T0, [] as never[]);
  await insight('old', 'Mobility', T0 - DAY);
  await insight('m1', 'Mobility', T0 + DAY);
  await insight('p1', 'Speciality Polymers', T0 + DAY);

  expect(await sendAlerts(store, T0 + 2 * DAY)).toEqual({ subscribers: 2, mailed: 1, removed: 0 });
  const [digest] = (await mails('ana@example.com')).filter((mail) => mail.id.startsWith('digest-'));
  expect(digest!.message.subject).toBe('New insight: Note m1');
  expect(digest!.message.headers).toEqual({ 'List-Unsubscribe': expect.stringMatching(/^<http.*\/subscription\/unsubscribe\?token=/), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  // The pending address got its confirmation and nothing else.
  expect((await mails('pending@example.com')).map((mail) => mail.message.subject)).toEqual(['Confirm your subscription']);

  // Nothing new: nothing sent. Something new: only that.
  expect(await sendAlerts(store, T0 + 3 * DAY)).toMatchObject({ mailed: 0 });
  await insight('m2', 'Mobility', T0 + 3 * DAY);
  expect(await sendAlerts(store, T0 + 4 * DAY)).toMatchObject({ mailed: 1 });
  expect((await mails('ana@example.com')).at(-1)!.message.subject).toBe('New insight: Note m2');

  // Unconfirmed for thirty days: deleted.
  expect(await sendAlerts(store, T0 + 31 * DAY)).toMatchObject({ removed: 1 });
  expect(await store.get('subscribers', subscriberId('pending@example.com'))).toBeNull();
});

test('alerts after a crash half-way: a digest already queued is not sent again, and the progress is saved', async () => {
  const ana = await subscribed('ana@example.com');
  await confirm(store, ana.confirmToken, T0);
  const date = T0 + DAY;
  await insight('m1', 'Mobility', date);
  // The run that crashed queued the digest, then stopped before saving the progress.
  await sendMail(store, `digest-${subscriberId('ana@example.com')}-${date}`, 'ana@example.com', { subject: 'queued', text: 't', html: 'h' });
  expect(await sendAlerts(store, T0 + 2 * DAY)).toMatchObject({ mailed: 0 });
  expect((await mails('ana@example.com')).filter((mail) => mail.id.startsWith('digest-'))).toHaveLength(1);
  expect(await store.get('subscribers', subscriberId('ana@example.com'))).toMatchObject({ digestedThrough: new Date(date).toISOString() });
});

test(`a digest lists a vertical's ${DIGEST_PER_VERTICAL} newest new insights at most`, async () => {
  const ana = await subscribed('ana@example.com');
  await confirm(store, ana.confirmToken, T0);
  for (let i = 0; i < DIGEST_PER_VERTICAL + 3; i++) await insight(`m${i}`, 'Mobility', T0 + (i + 1) * MINUTE);
  await sendAlerts(store, T0 + DAY);
  const digest = (await mails('ana@example.com')).at(-1)!;
  expect(digest.message.subject).toBe(`${DIGEST_PER_VERTICAL} new insights from Molecula`);
  expect(digest.message.text).toContain(`Note m${DIGEST_PER_VERTICAL + 2}`);
  expect(digest.message.html).toContain('href="http');
});
