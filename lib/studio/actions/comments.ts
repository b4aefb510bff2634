import 'server-only';
import { z } from 'zod';
import { field } from '../../actions/definitions';
import { moveTo } from '../../actions/result';
import { staffAction } from './staff-action';
import { deleteComment, setCommentStatus } from '../../comments/moderation';
import { staffName } from '../access';
import { logActivity } from '../activity';
import { STUDIO_MESSAGES } from '../input';

const COMMENT_ID = /^[\w~-]{1,200}$/;
const BACK_TO_COMMENTS = /^\/studio\/comments(\?[\w%.~=&-]{0,800})?$/;
const ARTICLE_PATH = /^\/insights\/[^/?#\s]{1,300}\/[^/?#\s]{1,200}$/;
const MODERATIONS = ['hide', 'show', 'delete'] as const;
const DONE = { hide: 'hidden', show: 'shown', delete: 'deleted' } as const;
const ACTIVITY = { hide: 'hide-comment', show: 'show-comment', delete: 'delete-comment' } as const;

/**
 * Back to the page of the list the form was on (that list's path only), with the outcome; from an
 * article (staff hiding a comment where they read it), back to its comments once it is done.
 */
function backTo(back: string, done: string): string {
  if (ARTICLE_PATH.test(back) && ['hidden', 'shown', 'deleted', 'gone'].includes(done)) return `${back}#comments`;
  const base = BACK_TO_COMMENTS.test(back) ? back : '/studio/comments';
  return `${base}${base.includes('?') ? '&' : '?'}done=${done}`;
}

/**
 * Hides, shows (restores or approves) or deletes a comment from the studio's list (a plain form,
 * working before any script): editors and up. An insight comment's article is revalidated, so it
 * leaves or joins every public page on every instance; its live lists follow the store.
 */
export const moderateAction = staffAction('editor', {
  name: 'studio-moderate',
  schema: z
    .object({
      id: field().pipe(z.string().regex(COMMENT_ID, STUDIO_MESSAGES.notAllowed)),
      kind: field().transform((kind) => (kind === 'event' ? 'event' : 'insight')),
      intent: field().pipe(z.enum(MODERATIONS, { message: STUDIO_MESSAGES.notAllowed })),
      back: field(),
    })
    // Event comments are shown at once and never hidden: they are only deleted.
    .refine(({ kind, intent }) => kind === 'insight' || intent === 'delete', { message: STUDIO_MESSAGES.notAllowed }),
  async run({ id, kind, intent, back }, ctx) {
    const store = await ctx.store();
    const outcome = intent === 'delete' ? await deleteComment(store, kind, id) : await setCommentStatus(store, id, intent === 'hide' ? 'hidden' : 'shown');
    if (!outcome) return { ok: false, message: '', to: backTo(back, 'gone') };
    if (outcome.path && kind === 'insight') ctx.revalidatePath(outcome.path);
    await logActivity(store, { action: ACTIVITY[intent], subject: `a comment by ${outcome.author}` }, { by: staffName(ctx), at: ctx.now() });
    return moveTo(backTo(back, DONE[intent]));
  },
  redirect: (result, { back = '' }) => result.to ?? backTo(back, result.message === STUDIO_MESSAGES.failed ? 'failed' : 'not-allowed'),
});

