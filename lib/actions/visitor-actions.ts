'use server';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { SUBSCRIPTION_MESSAGES } from '../subscriptions/subscriptions';
import { requestContext } from './context';
import { eventCommentAction, insightCommentAction, queryAction, subscribeAction, topicsAction, unsubscribeAction } from './definitions';
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

export async function commentOnInsight(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return runAction(insightCommentAction, formData, await requestContext());
}
