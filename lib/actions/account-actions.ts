'use server';
import { changePasswordAction, deleteAccountAction, displayNameAction, loginAction, logOutAction, resendConfirmationAction } from './account-definitions';
import { act } from './act';
import { signupAction } from './definitions';
import type { ActionResult } from './result';

// The account's entry points for the browser; each runs its definition through the one wrapper.

/**
 * Sign-up in both modes (Firebase: Admin SDK createUser, so the server enforces the rules and
 * limits), posted by the form before and after hydration alike: on success the browser is sent
 * to /login with the spec's "account created" message (and on to where it was going).
 */
export async function signUpToLogin(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return act(signupAction, formData);
}

export async function logIn(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return act(loginAction, formData);
}

export async function changePassword(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return act(changePasswordAction, formData);
}

export async function deleteAccount(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return act(deleteAccountAction, formData);
}

export async function resendConfirmation(): Promise<ActionResult> {
  return act(resendConfirmationAction, new FormData());
}

export async function changeDisplayName(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return act(displayNameAction, formData);
}

/** The studio's Log out, a plain form. */
export async function logOut(): Promise<void> {
  await act(logOutAction, new FormData());
}
