import { requestParts } from '@/tests/support/action-context';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { runAction } from '@/lib/actions/run-action';
import { signupAction } from '@/lib/actions/definitions';
import { createRateLimit } from '@/lib/rate-limit';
import { MESSAGES } from '@/lib/validation';
import { startAuthEmulator } from '@/tests/support/auth-emulator';
import { sessionRequest, setCookie, SITE_URL } from '@/tests/support/session-requests';
import { createFirebaseAccounts, FRESH_SIGN_IN_SECONDS } from './firebase-accounts';
import { idTokenFor } from './firebase-auth.client';
import { applyVerificationCode, passwordIdToken } from './password-sign-in';
import { sessionHandlers } from './session-route';
import type { Accounts } from './types';
import { checkConfirmation, checkRoles } from '@/tests/support/role-contract';
import { checkAccountLifecycle, checkDisplayName } from '@/tests/support/account-contract';

/**
 * The Firebase path end to end against the official Auth emulator (firebase-tools, offline):
 * sign-up through the server action (Admin SDK), sign-in with the web SDK in the browser's
 * place, the ID-token exchange at /api/session, the revocation-checked session, and log-out.
 */
let emulator: Awaited<ReturnType<typeof startAuthEmulator>>;
let app: App;
let auth: Auth;
let accounts: Accounts;
let webConfig: Parameters<typeof idTokenFor>[0];

const email = 'ana@example.com';
const password = 'Secret1!';

function route(over: Partial<{ accounts: Accounts }> = {}) {
  return sessionHandlers({
    accounts: async () => over.accounts ?? accounts,
    rateLimit: createRateLimit(),
    config: () => ({ NODE_ENV: 'test', SITE_URL, TRUSTED_PROXY_HOPS: 0 }),
  });
}

function signupForm(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const signupContext = () => ({
  user: async () => null,
  store: async () => {
    throw new Error('sign-up needs no store');
  },
  accounts: async () => accounts,
  client: 'direct',
  rateLimit: createRateLimit(),
  revalidatePath: () => {},
  now: Date.now,
  page: '',
  moderation: 'post' as const,
  ...requestParts(),
});

beforeAll(async () => {
  emulator = await startAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  app = initializeApp({ projectId: emulator.projectId }, 'auth-emulator-test');
  auth = getAuth(app);
  accounts = createFirebaseAccounts(auth);
  webConfig = { apiKey: 'demo-key', authDomain: 'demo-site.firebaseapp.com', projectId: emulator.projectId, authEmulatorHost: emulator.host };
}, 120_000);

afterAll(async () => {
  await deleteApp(app);
  await emulator?.stop();
}, 30_000);

test('sign-up creates the Firebase user once; a second sign-up gets the spec message', async () => {
  const fields = { email, password, confirm: password };
  await expect(runAction(signupAction, signupForm(fields), signupContext())).resolves.toEqual({ ok: true, message: MESSAGES.accountCreated, to: '/login?created=1' });
  await expect(runAction(signupAction, signupForm(fields), signupContext())).resolves.toEqual({ ok: false, message: 'Email is already in use !!' });
  await expect(auth.getUserByEmail(email)).resolves.toMatchObject({ email });
});

test('web sign-in, ID-token exchange, session checks, and log-out that revokes', async () => {
  const idToken = await idTokenFor(webConfig, email, password);
  const handlers = route();

  const login = await handlers.POST(sessionRequest('POST', { body: { idToken } }));
  expect(login.status).toBe(200);
  const { value, header } = setCookie(login);
  expect(value).toBeTruthy();
  expect(header).toMatch(/HttpOnly/i);
  expect(header).toMatch(/SameSite=lax/i);
  expect(header).toMatch(/Max-Age=432000/);
  const decoded = await auth.verifySessionCookie(value!, true);
  expect(decoded.iss).toBe(`https://session.firebase.google.com/${emulator.projectId}`);

  const who = await handlers.GET(sessionRequest('GET', { cookie: value }));
  expect(await who.json()).toEqual({ user: { uid: decoded.uid, email, displayName: null }, staff: false });

  // At once, within the second of the sign-in (Firebase records revocations in whole seconds).
  const logout = await handlers.DELETE(sessionRequest('DELETE', { cookie: value }));
  expect(setCookie(logout).value).toBe('');
  await expect(auth.verifySessionCookie(value!, true)).rejects.toMatchObject({ code: 'auth/session-cookie-revoked' });
  const after = await handlers.GET(sessionRequest('GET', { cookie: value }));
  expect(await after.json()).toEqual({ user: null });

  // A new sign-in after the revocation works again.
  const again = await handlers.POST(sessionRequest('POST', { body: { idToken: await idTokenFor(webConfig, email, password) } }));
  expect(again.status).toBe(200);
});

test('a sign-in older than five minutes is not exchanged', async () => {
  const idToken = await idTokenFor(webConfig, email, password);
  const stale = createFirebaseAccounts(auth, { now: () => Date.now() + (FRESH_SIGN_IN_SECONDS + 10) * 1000 });
  const response = await route({ accounts: stale }).POST(sessionRequest('POST', { body: { idToken } }));
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ message: MESSAGES.loginFailed });
  expect(response.headers.get('set-cookie')).toBeNull();
});

test('a wrong password fails in the web SDK; forged or foreign credentials are refused', async () => {
  await expect(idTokenFor(webConfig, email, 'Wrong1!x')).rejects.toBeTruthy();
  const handlers = route();
  const password = await handlers.POST(sessionRequest('POST', { body: { email, password: 'Secret1!' } }));
  expect(password.status).toBe(400);
  const garbage = await handlers.POST(sessionRequest('POST', { body: { idToken: 'not-a-token' } }));
  expect(garbage.status).toBe(401);
  const crossSite = await handlers.POST(
    sessionRequest('POST', { body: { idToken: await idTokenFor(webConfig, email, 'Secret1!') }, headers: { 'sec-fetch-site': 'cross-site' } }),
  );
  expect(crossSite.status).toBe(403);
});

test('a disabled user loses the session at once (revocation check)', async () => {
  const { uid } = await auth.createUser({ email: 'bob@example.com', password });
  const handlers = route();
  const login = await handlers.POST(sessionRequest('POST', { body: { idToken: await idTokenFor(webConfig, 'bob@example.com', password) } }));
  const { value } = setCookie(login);
  await auth.updateUser(uid, { disabled: true });
  await expect(accounts.verifySession(value!)).resolves.toBeNull();
});

test("a password posted to the server signs in through Firebase's REST sign-in; a wrong one is refused", async () => {
  const rest = { apiKey: 'demo-key', authEmulatorHost: emulator.host };
  const withPassword = createFirebaseAccounts(auth, { passwordSignIn: (address, secret) => passwordIdToken(rest, address, secret) });
  const session = await withPassword.startSession({ kind: 'password', email, password });
  expect(session?.user).toMatchObject({ email });
  await expect(withPassword.verifySession(session!.value)).resolves.toMatchObject({ email });

  await expect(passwordIdToken(rest, email, 'Wrong1!x')).resolves.toBeNull();
  await expect(passwordIdToken(rest, 'nobody@example.com', password)).resolves.toBeNull();
  await expect(withPassword.startSession({ kind: 'password', email, password: 'Wrong1!x' })).resolves.toBeNull();
  // With no way to sign a password in, the backend refuses it rather than guessing.
  await expect(accounts.startSession({ kind: 'password', email, password })).resolves.toBeNull();
});

test('Firebase out of reach is a failure, not a refusal', async () => {
  await expect(passwordIdToken({ apiKey: 'demo-key', authEmulatorHost: '127.0.0.1:9' }, email, password)).rejects.toThrow();
});

test('staff roles: a custom claim set through the Admin SDK, read from the user record at once', async () => {
  await checkRoles(accounts, 'staff@example.com', password, async (address) => (await auth.getUserByEmail(address)).uid);
  // Other claims the account holds are kept.
  const { uid } = await auth.getUserByEmail('staff@example.com');
  await auth.setCustomUserClaims(uid, { team: 'marketing' });
  await accounts.setRole('staff@example.com', 'editor');
  expect((await auth.getUser(uid)).customClaims).toEqual({ team: 'marketing', role: 'editor' });
  await accounts.setRole('staff@example.com', null);
  expect((await auth.getUser(uid)).customClaims).toEqual({ team: 'marketing' });
});

test('reset, change and delete: a new password ends every session, a deleted address signs up afresh', async () => {
  const web = { apiKey: 'demo-key', authEmulatorHost: emulator.host };
  const withPasswords = createFirebaseAccounts(auth, { passwordSignIn: (address, secret) => passwordIdToken(web, address, secret) });
  await checkAccountLifecycle(withPasswords, 'leaver@example.com', password);
});

test('an address is proven by Firebase Authentication’s own verification code, once', async () => {
  const web = { apiKey: 'demo-key', authEmulatorHost: emulator.host };
  const verifying = createFirebaseAccounts(auth, { applyCode: (code) => applyVerificationCode(web, code) });
  await checkConfirmation(verifying, 'proof@example.com', password);
  // A code is one the emulator lists as sent (what the e2e run reads from it); a used one is gone.
  const code = await verifying.confirmationCode((await auth.getUserByEmail('proof@example.com')).uid);
  const listed = await fetch(`http://${emulator.host}/emulator/v1/projects/${emulator.projectId}/oobCodes`).then((r) => r.json() as Promise<{ oobCodes: { email: string; requestType: string; oobCode: string }[] }>);
  expect(listed.oobCodes).toEqual([expect.objectContaining({ email: 'proof@example.com', requestType: 'VERIFY_EMAIL', oobCode: code })]);
});

test('a display name is set on the user record and read from it at once', async () => {
  await checkDisplayName(accounts, 'named@example.com', password);
});
