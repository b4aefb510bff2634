import 'server-only';

export type PasswordSignInConfig = {
  /** The web app's API key (public: it names the project, it grants nothing). */
  apiKey: string;
  /** host:port of the Auth emulator, in tests and development. */
  authEmulatorHost?: string;
};

/** Firebase's answers that mean "these credentials do not sign in", as opposed to a failure. */
const REFUSALS = new Set(['EMAIL_NOT_FOUND', 'INVALID_PASSWORD', 'INVALID_LOGIN_CREDENTIALS', 'USER_DISABLED', 'INVALID_EMAIL', 'MISSING_PASSWORD']);

/**
 * Firebase Authentication's documented REST sign-in (Identity Toolkit `accounts:signInWithPassword`):
 * a fresh ID token for an e-mail and password, or null when Firebase refuses them. It serves the
 * log-in form posted before any script has run; a hydrated page signs in with the web SDK in the
 * browser instead (lib/auth/firebase-auth.client.ts), so Firebase's per-address limits see each visitor.
 * Throws when Firebase cannot be reached or answers anything else (a store failure, not a refusal).
 */
export async function passwordIdToken(config: PasswordSignInConfig, email: string, password: string): Promise<string | null> {
  const response = await identityToolkit(config, 'accounts:signInWithPassword', { email, password, returnSecureToken: true });
  const reply = (await response.json().catch(() => ({}))) as { idToken?: string; error?: { message?: string } };
  if (response.ok && typeof reply.idToken === 'string') return reply.idToken;
  // Firebase words some refusals with a reason after the code ('TOO_MANY_ATTEMPTS_TRY_LATER : …').
  const code = reply.error?.message?.split(' ')[0] ?? '';
  if (response.status === 400 && REFUSALS.has(code)) return null;
  throw new Error(`Firebase sign-in answered ${response.status} ${code}`.trim());
}

/** A call to Firebase Authentication's REST API (Identity Toolkit v1), or the Auth emulator's. */
function identityToolkit(config: PasswordSignInConfig, method: string, body: object): Promise<Response> {
  const origin = config.authEmulatorHost ? `http://${config.authEmulatorHost}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  return fetch(`${origin}/v1/${method}?key=${encodeURIComponent(config.apiKey)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
    cache: 'no-store',
  });
}

/** Codes Firebase gives for a verification link that does not work (any more). */
const DEAD_CODES = new Set(['INVALID_OOB_CODE', 'EXPIRED_OOB_CODE', 'USER_DISABLED', 'USER_NOT_FOUND']);

/**
 * Applies an e-mail verification code (`accounts:update` with `oobCode`, what the web SDK's
 * `applyActionCode` and Firebase's hosted action page call): the account's address is verified.
 * False when Firebase refuses the code (unknown, used or expired); throws when it cannot be reached.
 */
export async function applyVerificationCode(config: PasswordSignInConfig, oobCode: string): Promise<boolean> {
  const response = await identityToolkit(config, 'accounts:update', { oobCode });
  if (response.ok) return true;
  const reply = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  const code = reply.error?.message?.split(' ')[0] ?? '';
  if (response.status === 400 && DEAD_CODES.has(code)) return false;
  throw new Error(`Firebase answered ${response.status} ${code} to a verification code`.trim());
}
