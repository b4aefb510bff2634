'use server';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { SUBSCRIPTION_MESSAGES } from '../subscriptions/subscriptions';
import { requestContext } from './context';
import { REPORT_MESSAGES, type ReportOutcome } from '../comments/page';
import { MESSAGES } from '../validation';
import { isArticlePath } from '../text';
import { eventCommentAction, insightCommentAction, queryAction, reportCommentAction, subscribeAction, topicsAction, unsubscribeAction } from './definitions';
import type { ActionResult } from './result';
import { runAction } from './run-action';

// Entry points for the browser. Each takes (previous state, form data) so `useActionState` can drive it.

export async function subscribe(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return runAction(subscribeAction, formData, await requestContext());
}

export async function saveSubscriptionTopics(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const result = await runAction(topicsAction, formData, await requestContext());
  // The page renders again with the topics saved, which the form then resets to.
  if (result.ok) refresh();
  return result;
}

/** The preferences page's Unsubscribe: the address is gone, so the answer is a page of its own. */
export async function unsubscribeByLink(formData: FormData): Promise<void> {
  const result = await runAction(unsubscribeAction, formData, await requestContext());
  redirect(`/subscription?link=${result.ok ? 'left' : result.message === SUBSCRIPTION_MESSAGES.linkInvalid ? 'invalid' : 'failed'}`);
}

export async function submitQuery(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return runAction(queryAction, formData, await requestContext());
}

export async function commentOnEvent(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return runAction(eventCommentAction, formData, await requestContext());
}

/**
 * A comment's Report button: a plain form, working before any script. The answer is a page of
 * its own (the article is a cached page): the insight's comments, with the outcome said.
 */
export async function reportInsightComment(formData: FormData): Promise<void> {
  const result = await runAction(reportCommentAction, formData, await requestContext());
  const outcome = (Object.keys(REPORT_MESSAGES) as ReportOutcome[]).find((key) => REPORT_MESSAGES[key] === result.message) ?? (result.message === MESSAGES.rateLimited ? 'limited' : 'failed');
  // Back under the article the form was on (an insight's path only).
  const path = String(formData.get('path') ?? '');
  redirect(isArticlePath(path) ? `${path}/comments?report=${outcome}` : '/insights');
}

export async function commentOnInsight(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return runAction(insightCommentAction, formData, await requestContext());
}
