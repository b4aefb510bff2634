import 'server-only';
import { z } from 'zod';
import { field } from '../../actions/definitions';
import { fail, moveTo } from '../../actions/result';
import { staffAction } from './staff-action';
import { absoluteUrl } from '../../seo/url';
import { staffName } from '../access';
import { STUDIO_MESSAGES } from '../input';
import { editorPath, kindModule, kindOfId } from '../kinds';
import { createReviewLink, REVIEW_DAYS, withdrawReviewLinks } from '../review-links';
import { openItem } from '../versions';

/** An item of a kind whose drafts may be shared for review (its module's `reviews`). */
const reviewed = (id: string) => {
  const kind = kindOfId(id);
  return kind && kindModule(kind).reviews ? kind : null;
};
const reviewedId = field().refine((id) => reviewed(id) !== null, { message: STUDIO_MESSAGES.versionInvalid });

/**
 * Makes a link that shows an insight's latest draft to someone without an account, for
 * REVIEW_DAYS days (editors and up). The token is shown here once; the store keeps its hash.
 */
export const reviewLinkAction = staffAction('editor', {
  name: 'studio-review-link',
  schema: z.object({ id: reviewedId }),
  async run({ id }, ctx) {
    const store = await ctx.store();
    if (!(await openItem(store, reviewed(id)!, id))) return fail(STUDIO_MESSAGES.versionInvalid);
    const token = await createReviewLink(store, id, { by: staffName(ctx), uid: ctx.user.uid, at: ctx.now() });
    // The editor's count of live links comes back with the answer.
    ctx.revalidatePath(editorPath(reviewed(id)!, id));
    return { ok: true, message: `Anyone with this link sees the latest draft for ${REVIEW_DAYS} days, without an account.`, link: absoluteUrl(`/studio/review/${token}`) };
  },
});

/** Withdraws every review link of an insight at once (a plain form, working before any script): editors and up. */
export const withdrawReviewsAction = staffAction('editor', {
  name: 'studio-withdraw-reviews',
  schema: z.object({ id: reviewedId }),
  async run({ id }, ctx) {
    await withdrawReviewLinks(await ctx.store(), id);
    return moveTo(`${editorPath(reviewed(id)!, id)}?done=reviews-withdrawn`);
  },
  redirect: (result, { id = '' }) => {
    const kind = reviewed(id);
    return result.to ?? (result.message === STUDIO_MESSAGES.failed && kind ? `${editorPath(kind, id)}?done=failed` : '/studio');
  },
});
