import type { ActionResult } from '../actions/result';
import type { PublicConfig } from '../env';
import { MESSAGES } from '../validation';
import { sessionRequest } from './session-request';
import type { SessionUser } from './types';

// Loaded by AuthProvider on the first sign-in or sign-up, so public pages never carry it.

/**
 * Local mode posts the credentials; Firebase mode loads the web SDK, signs in and posts the
 * ID token. Either way the server sets the httpOnly cookie. Never rejects.
 */
export async function signIn(config: PublicConfig, email: string, password: string): Promise<{ result: ActionResult; user: SessionUser | null }> {
  const failed = { result: { ok: false, message: MESSAGES.loginFailed }, user: null } as const;
  let body: object = { email, password };
  if (config.backend === 'firebase') {
    try {
      const { idTokenFor } = await import('./firebase-auth.client');
      body = { idToken: await idTokenFor(config.firebase, email, password) };
    } catch {
      return failed;
    }
  }
  try {
    const { ok, reply } = await sessionRequest('POST', body);
    if (!ok || !reply.user) return { result: { ok: false, message: reply.message ?? MESSAGES.loginFailed }, user: null };
    return { result: { ok: true, message: '' }, user: reply.user };
  } catch {
    return failed;
  }
}
