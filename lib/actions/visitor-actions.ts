'use server';
import { requestContext } from './context';
import { eventCommentAction, insightCommentAction, queryAction, subscribeAction } from './definitions';
import type { ActionResult } from './result';
import { runAction } from './run-action';

// Entry points for the browser. Each takes (previous state, form data) so `useActionState` can drive it.

export async function subscribe(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return runAction(subscribeAction, formData, await requestContext());
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
