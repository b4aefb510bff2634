import type { Store } from '../data/store';
import { cursorOf, queries } from '../data/queries';
import { freshStoreEachTest, STORE_HARNESSES } from '@/tests/support/store-harness';
import { answerQuery, dateOlderQueries, parseAnswer, INBOX_MESSAGES, setQueryStatus } from './inbox';

const T0 = Date.parse('2026-11-20T09:00:00Z');
const actor = (by: string, at = T0) => ({ by, at });

async function sendQuery(store: Store, uid: string, at: number, fields: Record<string, unknown> = {}) {
  const id = `${uid}_${at}`;
  await store.set('queries', id, { user: 'Ana Lima', question: 'What is the outlook\nfor PHA?', email: `${uid}@example.com`, date: new Date(at).toISOString(), status: 'new', ...fields });
  return id;
}

test('an answer is text: trimmed, not empty, 5000 characters at most', () => {
  expect(parseAnswer('  Thank you.\r\n\r\nBest  ')).toEqual({ ok: true, answer: 'Thank you.\n\nBest' });
  expect(parseAnswer(' \n ')).toEqual({ ok: false, message: INBOX_MESSAGES.answerEmpty });
  expect(parseAnswer('x'.repeat(5001))).toEqual({ ok: false, message: INBOX_MESSAGES.answerTooLong });
});

describe.each(STORE_HARNESSES)('the studio inbox on %s', (_name, harness) => {
  let store: Store;
  freshStoreEachTest(harness, (fresh) => (store = fresh));

  test('newest first, a page at a time', async () => {
    for (let n = 0; n < 5; n++) await sendQuery(store, `u${n}`, T0 + n * 60_000);
    const first = await store.list(queries.studioQueries(2));
    expect(first.map((q) => q.id)).toEqual([`u4_${T0 + 240_000}`, `u3_${T0 + 180_000}`]);
    const second = await store.list(queries.studioQueries(2, cursorOf(first.at(-1)!)));
    expect(second.map((q) => q.id)).toEqual([`u2_${T0 + 120_000}`, `u1_${T0 + 60_000}`]);
    expect(second[0]!.status).toBe('new');
  });

  test('an answer is mailed to the visitor once, with the firm as Reply-To, and recorded', async () => {
    const id = await sendQuery(store, 'ana', T0);
    expect(await answerQuery(store, id, 'PHA grows 12% a year.', actor('Pieter', T0 + 1000))).toBe('answered');
    const mail = await store.get('mail', `answer-${id}`);
    expect(mail).toMatchObject({ to: 'ana@example.com', replyTo: expect.stringMatching(/<.+@.+>$/) });
    // The staffer's text as written: no greeting of the site's own above theirs.
    expect(mail!.message.text).not.toContain('Dear');
    expect(mail!.message.text).toContain('PHA grows 12% a year.');
    expect(mail!.message.text).toContain('What is the outlook\nfor PHA?');
    expect(await store.get('queries', id)).toMatchObject({ status: 'answered', answer: 'PHA grows 12% a year.', answeredBy: 'Pieter', answeredAt: new Date(T0 + 1000).toISOString() });
    expect(await store.list(queries.studioActivity(5))).toEqual([expect.objectContaining({ action: 'answer', subject: 'the query “What is the outlook for PHA?”', by: 'Pieter' })]);
    expect(await answerQuery(store, id, 'Again', actor('Marta'))).toBe('already');
    expect((await store.get('queries', id))!.answeredBy).toBe('Pieter');
    expect(await answerQuery(store, 'nobody_1', 'Hello', actor('Marta'))).toBe('gone');
  });

  test('two staff answering at once: one mail goes, and one answer is kept', async () => {
    const id = await sendQuery(store, 'bo', T0);
    const outcomes = await Promise.all([answerQuery(store, id, 'First', actor('Pieter')), answerQuery(store, id, 'Second', actor('Marta'))]);
    expect(outcomes.sort()).toEqual(['already', 'answered']);
    const kept = await store.get('queries', id);
    const mail = await store.get('mail', `answer-${id}`);
    expect(mail!.message.text).toContain(kept!.answer!);
  });

  test('an answer mailed but not recorded (the store failed between) is recorded from the mail', async () => {
    const id = await sendQuery(store, 'cy', T0);
    await store.create('mail', `answer-${id}`, { to: 'cy@example.com', message: { subject: 's', text: 'Mailed text', html: 'h' }, sentAt: new Date(T0).toISOString() });
    expect(await answerQuery(store, id, 'Another', actor('Marta'))).toBe('already');
    expect(await store.get('queries', id)).toMatchObject({ status: 'answered', answer: 'Mailed text' });
  });

  test('a status is set; a query that is gone says so', async () => {
    const id = await sendQuery(store, 'di', T0);
    expect(await setQueryStatus(store, id, 'closed')).toBe(true);
    expect((await store.get('queries', id))!.status).toBe('closed');
    expect(await setQueryStatus(store, 'gone_1', 'closed')).toBe(false);
  });

  test('queries stored before the inbox get their date from their id, once', async () => {
    await store.set('queries', `old_${T0}`, { user: 'Ana', question: 'Q', email: 'old@example.com' });
    await sendQuery(store, 'new', T0 + 5000);
    expect(await dateOlderQueries(store)).toBe(1);
    expect((await store.get('queries', `old_${T0}`))!.date).toBe(new Date(T0).toISOString());
    expect(await dateOlderQueries(store)).toBe(0);
  });
});
