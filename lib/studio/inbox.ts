import 'server-only';
import { SITE } from '@/content/site';
import type { Store } from '../data/store';
import { env } from '../env';
import { sendMail } from '../mail/mailer';
import { answerMail } from '../mail/templates';
import { cleanText } from '../validation';
import { logActivity, type Actor } from './activity';

/*
 * The studio's inbox: visitors' queries, newest first, each with where the firm stands with it
 * (new, answered, closed). Answering mails the visitor from the site, with the firm's inbox as
 * Reply-To, and records who answered and when.
 */

export const QUERY_STATUSES = ['new', 'answered', 'closed'] as const;
export type QueryStatus = (typeof QUERY_STATUSES)[number];

/** A query's id as the query box writes it (`<uid>_<epoch ms>`). */
export const QUERY_ID = /^[\w-]{1,128}_\d{1,16}$/;

const ANSWER_MAX = 5000;

export const INBOX_MESSAGES = {
  answerEmpty: 'Write an answer first.',
  answerTooLong: `An answer is ${ANSWER_MAX} characters at most.`,
  gone: 'This query no longer exists.',
  alreadyAnswered: 'This query has been answered already; its answer is below.',
} as const;

/** A question's start on one line, as the activity log names it. */
const excerpt = (question: string) => {
  const line = question.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 60)}…` : line;
};

/** The answer as it is mailed and kept; a message when it cannot be. */
export function parseAnswer(raw: string): { ok: true; answer: string } | { ok: false; message: string } {
  const answer = cleanText(raw).replace(/\r\n?/g, '\n');
  if (answer === '') return { ok: false, message: INBOX_MESSAGES.answerEmpty };
  if (answer.length > ANSWER_MAX) return { ok: false, message: INBOX_MESSAGES.answerTooLong };
  return { ok: true, answer };
}

/**
 * Mails the answer and marks the query answered. A query is answered once: the mail's id is the
 * query's, created once in the store, so of two staff answering at the same moment one mail goes.
 * A query whose answer was mailed but not yet recorded (the store failed between the two) is
 * recorded from the mail on the next try.
 */
export async function answerQuery(store: Store, id: string, answer: string, actor: Actor): Promise<'answered' | 'already' | 'gone'> {
  const query = await store.get('queries', id);
  if (!query) return 'gone';
  if (query.answer) return 'already';
  const inbox = env().QUERY_INBOX ?? SITE.email;
  const sent = await sendMail(store, `answer-${id}`, query.email, answerMail({ question: query.question, answer }), {
    at: actor.at,
    replyTo: { name: SITE.name, address: inbox },
  });
  if (!sent) {
    const mailed = await store.get('mail', `answer-${id}`);
    if (!mailed || (await store.get('queries', id))?.answer) return 'already';
    // Mailed before, never recorded: the mail's own time and text stand.
    await store.update('queries', id, { status: 'answered', answer: mailed.message.text, answeredBy: actor.by, answeredAt: mailed.sentAt ?? new Date(actor.at).toISOString() });
    return 'already';
  }
  await store.update('queries', id, { status: 'answered', answer, answeredBy: actor.by, answeredAt: new Date(actor.at).toISOString() });
  await logActivity(store, { action: 'answer', subject: `the query “${excerpt(query.question)}”` }, actor);
  return 'answered';
}

/** Sets where the firm stands with a query (closed, or new again); false when it no longer exists. */
export function setQueryStatus(store: Store, id: string, status: QueryStatus): Promise<boolean> {
  return store.update('queries', id, { status });
}

/**
 * Gives every query stored before the studio's inbox its `date` (the inbox orders by it), from
 * the epoch milliseconds its id ends with (the spec's `<uid>_<epoch ms>`). Reads the collection
 * once in batches; safe to run twice. Returns how many it dated.
 */
export async function dateOlderQueries(store: Store): Promise<number> {
  let dated = 0;
  let after: string | undefined;
  do {
    const { docs, next } = await store.batch('queries', after, 500);
    for (const query of docs) {
      const ms = Number(query.id.slice(query.id.lastIndexOf('_') + 1));
      if (query.date || !Number.isSafeInteger(ms) || ms <= 0) continue;
      if (await store.update('queries', query.id, { date: new Date(ms).toISOString() })) dated += 1;
    }
    after = next;
  } while (after);
  return dated;
}
