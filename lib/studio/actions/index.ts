'use server';
import { act } from '../../actions/act';
import type { ActionResult } from '../../actions/result';
import { bulkAction } from './bulk';
import { moderateAction } from './comments';
import { mailAction } from './mail';
import { mediaAction } from './media';
import { itemAction, restoreAction } from './items';
import { eraseAction, revokeAction, roleAction } from './people';
import { answerAction, queryStatusAction } from './queries';
import { reviewLinkAction, withdrawReviewsAction } from './reviews';

// The studio's entry points for the browser, each its definition through the one wrapper
// (lib/actions/run-action.ts), which checks the role it names on this request.

/** Every item form, whatever its kind (the form posts its kind). */
export async function submitItem(_previous: ActionResult | null, form: FormData): Promise<ActionResult> {
  return act(itemAction, form);
}

/** The studio list's ticked items, published or withdrawn at once. */
export async function bulkItems(_previous: ActionResult | null, form: FormData): Promise<ActionResult> {
  return act(bulkAction, form);
}

export async function restoreItem(form: FormData): Promise<void> {
  await act(restoreAction, form);
}

export async function setStaffRole(_previous: ActionResult | null, form: FormData): Promise<ActionResult> {
  return act(roleAction, form);
}

export async function takeAwayRole(form: FormData): Promise<void> {
  await act(revokeAction, form);
}

export async function answerVisitorQuery(_previous: ActionResult | null, form: FormData): Promise<ActionResult> {
  return act(answerAction, form);
}

export async function changeQueryStatus(form: FormData): Promise<void> {
  await act(queryStatusAction, form);
}

export async function eraseSubscriber(_previous: ActionResult | null, form: FormData): Promise<ActionResult> {
  return act(eraseAction, form);
}

export async function shareForReview(_previous: ActionResult | null, form: FormData): Promise<ActionResult> {
  return act(reviewLinkAction, form);
}

export async function withdrawReviews(form: FormData): Promise<void> {
  await act(withdrawReviewsAction, form);
}

export async function moderateComment(form: FormData): Promise<void> {
  await act(moderateAction, form);
}

export async function changeMedia(form: FormData): Promise<void> {
  await act(mediaAction, form);
}

/** A failed mail, sent again from the Mail page. */
export async function resendMail(form: FormData): Promise<void> {
  await act(mailAction, form);
}
