'use server';
import { requestContext } from './context';
import { signupAction } from './definitions';
import type { ActionResult } from './result';
import { runAction } from './run-action';

/** Sign-up in both modes (Firebase: Admin SDK createUser, so the server enforces the rules and limits). */
export async function signUp(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return runAction(signupAction, formData, await requestContext());
}
