import 'server-only';
import { z } from 'zod';
import { field } from '../../actions/definitions';
import { fail, moveTo } from '../../actions/result';
import { staffAction } from './staff-action';
import { absoluteUrl } from '../../seo/url';
import { staffName } from '../access';
import { STUDIO_MESSAGES } from '../input';
import { KINDS } from '../kinds';
import { createReviewLink, REVIEW_DAYS, withdrawReviewLinks } from '../review-links';
import { openItem } from '../versions';

const insightId = field().pipe(z.string().regex(KINDS.insight.id, STUDIO_MESSAGES.versionInvalid));

/**
 * Makes a link that shows the insight's latest draft to someone without an account, for
 * REVIEW_DAYS days (editors and up). The token is shown here once; the store keeps its hash.
 */
export const reviewLinkAction = staffAction('editor', {
  name: 'studio-review-link',
  schema: z.object({ id: insightId }),
  async run({ id }, ctx) {
    const store = await ctx.store();
    if (!(await openItem(store, 'insight', id))) return fail(STUDIO_MESSAGES.versionInvalid);
    const token = await createReviewLink(store, id, { by: staffName(ctx), uid: ctx.user.uid, at: ctx.now() });
    return { ok: true, message: `Anyone with this link sees the latest draft for ${REVIEW_DAYS} days, without an account.`, link: absoluteUrl(`/studio/review/${token}`) };
  },
});

/** Withdraws every review link of an insight at once (a plain form, working before any script): editors and up. */
export const withdrawReviewsAction = staffAction('editor', {
  name: 'studio-withdraw-reviews',
  schema: z.object({ id: insightId }),
  async run({ id }, ctx) {
    await withdrawReviewLinks(await ctx.store(), id);
    return moveTo(`/studio/insights/${id}?done=reviews-withdrawn`);
  },
  redirect: (result, { id = '' }) => result.to ?? (result.message === STUDIO_MESSAGES.failed && KINDS.insight.id.test(id) ? `/studio/insights/${id}?done=failed` : '/studio'),
});
