import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Store } from '../data/store';
import { STORE_HARNESSES, type StoreHarness } from '@/tests/support/store-harness';
import { sendMail } from './mailer';
import { BACKOFF_MS, deliverDue, deliverMail, failedMails, LEASE_MS, MAX_ATTEMPTS, queued, sendAgain } from './outbox';


/** What the test's SMTP server does with the next mails: take them, or refuse for now or for good. */
let answer: 'take' | 'busy' | 'refuse' = 'take';
const received: { to: string; messageId: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onRcptTo(address, _session, callback) {
    if (answer === 'busy') return callback(Object.assign(new Error('4.2.1 Mailbox busy, try later'), { responseCode: 451 }));
    if (answer === 'refuse') return callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const messageId = /^Message-ID: (.*)$/im.exec(Buffer.concat(chunks).toString())?.[1]?.trim() ?? '';
      received.push({ to: session.envelope.rcptTo[0]!.address, messageId });
      callback();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  // Read once, by the first delivery: every mail of this file goes to the server above.
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

const T0 = Date.parse('2026-12-05T09:00:00Z');
const message = { subject: 'Hello', text: 'Text.', html: '<p>Text.</p>' };

describe.each(STORE_HARNESSES)('the outbox over the %s store', (_name, makeHarness: () => StoreHarness) => {
  const harness = makeHarness();
  let store: Store;
  beforeAll(async () => {
    store = await harness.make();
  });
  afterAll(() => harness.cleanup());
  beforeEach(() => {
    answer = 'take';
    received.length = 0;
  });

  const mailOf = async (id: string) => (await store.get('mail', id))!;

  test('a mail is delivered at once, once, under one Message-ID', async () => {
    expect(await sendMail(store, 'once', 'ana@example.com', message, { at: T0 })).toBe(true);
    expect(await mailOf('once')).toMatchObject({ outbox: 'sent', attempts: 1, deliveredAt: new Date(T0).toISOString() });
    expect(await sendMail(store, 'once', 'ana@example.com', message, { at: T0 + 1000 })).toBe(false);
    expect(await deliverDue(store, T0 + LEASE_MS * 10)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(received).toEqual([{ to: 'ana@example.com', messageId: '<once@localhost>' }]);
  });

  test('a server that cannot take it now: tried again after the wait, not before', async () => {
    answer = 'busy';
    await sendMail(store, 'busy', 'ben@example.com', message, { at: T0 });
    expect(await mailOf('busy')).toMatchObject({ outbox: 'due', attempts: 1, dueAt: new Date(T0 + BACKOFF_MS[0]).toISOString(), lastError: expect.stringContaining('451') });
    answer = 'take';
    expect(await deliverDue(store, T0 + BACKOFF_MS[0] - 1)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await deliverDue(store, T0 + BACKOFF_MS[0])).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await mailOf('busy')).toMatchObject({ outbox: 'sent', attempts: 2 });
    expect(received).toHaveLength(1);
  });

  test('a refusal for good fails the mail at once and shows it to staff', async () => {
    answer = 'refuse';
    await sendMail(store, 'refused', 'nobody@example.com', message, { at: T0 });
    expect(await mailOf('refused')).toMatchObject({ outbox: 'failed', attempts: 1, failedAt: new Date(T0).toISOString(), lastError: expect.stringContaining('550') });
    expect((await failedMails(store)).map((mail) => mail.id)).toContain('refused');
    answer = 'take';
    expect(await deliverDue(store, T0 + 7 * 86_400_000)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(received).toHaveLength(0);
    // Staff send it again once the address is mended on the other side: it goes, once.
    expect(await Promise.all([sendAgain(store, 'refused', T0 + 86_400_000), sendAgain(store, 'refused', T0 + 86_400_000)])).toEqual(expect.arrayContaining([{ outcome: 'sent', subject: expect.any(String) }, false]));
    expect(await mailOf('refused')).toMatchObject({ outbox: 'sent', attempts: 1 });
    expect((await failedMails(store)).map((mail) => mail.id)).not.toContain('refused');
    expect(received).toHaveLength(1);
  });

  test('a mail that keeps meeting a busy server fails after the last wait', async () => {
    answer = 'busy';
    await sendMail(store, 'keeps', 'cy@example.com', message, { at: T0 });
    let now = T0;
    for (const wait of BACKOFF_MS) {
      now += wait;
      expect(await deliverMail(store, 'keeps', now)).toBe(wait === BACKOFF_MS.at(-1) ? 'failed' : 'retrying');
    }
    expect(await mailOf('keeps')).toMatchObject({ outbox: 'failed', attempts: MAX_ATTEMPTS });
  });

  test('an instance that stops mid-delivery: the mail waits out its claim, then goes once', async () => {
    await store.create('mail', 'stopped', { to: 'dee@example.com', message, ...queued(T0) });
    // An instance claims it as deliverMail does, and stops before it sends.
    expect(await store.updateIf('mail', 'stopped', { outbox: 'due', attempts: 0 }, { attempts: 1, dueAt: new Date(T0 + LEASE_MS).toISOString() })).toBe(true);
    expect(await deliverDue(store, T0 + LEASE_MS - 1)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await deliverDue(store, T0 + LEASE_MS)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await mailOf('stopped')).toMatchObject({ outbox: 'sent', attempts: 2 });
    expect(received).toEqual([{ to: 'dee@example.com', messageId: '<stopped@localhost>' }]);
  });

  test('instances delivering the same mail together send it once', async () => {
    await store.create('mail', 'raced', { to: 'eve@example.com', message, ...queued(T0) });
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => deliverMail(store, 'raced', T0)));
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1);
    expect(received).toHaveLength(1);
  });
});
