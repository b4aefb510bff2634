'use server';
import { confirmResetAction, requestResetAction, resendResetAction, saveResetAction } from './account-definitions';
import { act } from './act';
import type { ActionResult } from './result';

// The password reset's three forms (lib/auth/password-reset.ts), each through the one wrapper.

export async function requestReset(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return act(requestResetAction, formData);
}

export async function resendResetCode(): Promise<ActionResult> {
  return act(resendResetAction, new FormData());
}

export async function confirmResetCode(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return act(confirmResetAction, formData);
}

export async function saveNewPassword(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return act(saveResetAction, formData);
}
