import 'server-only';
import { z } from 'zod';
import { field } from '../../actions/definitions';
import { fail, moveTo } from '../../actions/result';
import { staffAction } from './staff-action';
import { staffName } from '../access';
import { answerQuery, INBOX_MESSAGES, parseAnswer, QUERY_ID, QUERY_STATUSES, setQueryStatus } from '../inbox';
import { STUDIO_MESSAGES } from '../input';

const queryId = field().pipe(z.string().regex(QUERY_ID, INBOX_MESSAGES.gone));

/**
 * Answers a visitor's query from the studio (editors and up): mails the visitor and records who
 * answered and when. A success goes back to the query's page, which shows the answer.
 */
export const answerAction = staffAction('editor', {
  name: 'studio-answer',
  schema: z.object({ id: queryId, answer: field() }).transform(({ id, answer }, ctx) => {
    const parsed = parseAnswer(answer);
    if (parsed.ok) return { id, answer: parsed.answer };
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }),
  echo: true,
  async run({ id, answer }, ctx) {
    const outcome = await answerQuery(await ctx.store(), id, answer, { by: staffName(ctx), at: ctx.now() });
    return outcome === 'gone' ? fail(INBOX_MESSAGES.gone) : moveTo(`/studio/queries/${id}?done=${outcome}`);
  },
});

/** Sets a query's status from its page (a plain form, working before any script): editors and up. */
export const queryStatusAction = staffAction('editor', {
  name: 'studio-query-status',
  schema: z.object({ id: queryId, status: field().pipe(z.enum(QUERY_STATUSES)) }),
  async run({ id, status }, ctx) {
    const changed = await setQueryStatus(await ctx.store(), id, status);
    return changed ? moveTo(`/studio/queries/${id}?done=status-${status}`) : { ok: false, message: INBOX_MESSAGES.gone, to: '/studio/queries?done=gone' };
  },
  redirect: (result, { id = '' }) => result.to ?? (result.message === STUDIO_MESSAGES.failed && QUERY_ID.test(id) ? `/studio/queries/${id}?done=failed` : '/studio/queries'),
});
