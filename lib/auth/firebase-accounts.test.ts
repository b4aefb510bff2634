import type { Auth } from 'firebase-admin/auth';
import { createFirebaseAccounts, FRESH_SIGN_IN_SECONDS } from './firebase-accounts';
import { SESSION_SECONDS } from './types';

// The Auth emulator also rejects a revoked cookie without `checkRevoked`, so only a fake can
// prove that every check asks for the revocation check (see firebase-session.test.ts for the real flow).
function fakeAuth(overrides: Partial<Record<keyof Auth, jest.Mock>> = {}) {
  const signedIn = Math.floor(Date.now() / 1000);
  const auth = {
    verifyIdToken: jest.fn(async () => ({ uid: 'u1', email: 'ana@example.com', auth_time: signedIn })),
    createSessionCookie: jest.fn(async () => 'session-cookie'),
    verifySessionCookie: jest.fn(async () => ({ uid: 'u1', email: 'ana@example.com', name: 'Ana' })),
    revokeRefreshTokens: jest.fn(async () => undefined),
    createUser: jest.fn(async () => ({ uid: 'u1' })),
    ...overrides,
  };
  return auth;
}

test('a fresh ID token becomes a session cookie of the configured lifetime, checked for revocation', async () => {
  const auth = fakeAuth();
  const accounts = createFirebaseAccounts(auth as unknown as Auth);
  const session = await accounts.startSession({ kind: 'idToken', idToken: 'id-token' });
  expect(auth.verifyIdToken).toHaveBeenCalledWith('id-token', true);
  expect(auth.createSessionCookie).toHaveBeenCalledWith('id-token', { expiresIn: SESSION_SECONDS * 1000 });
  expect(session).toEqual({ value: 'session-cookie', maxAge: SESSION_SECONDS, user: { uid: 'u1', email: 'ana@example.com', displayName: null } });
});

test('a sign-in older than five minutes mints nothing', async () => {
  const auth = fakeAuth();
  const later = () => Date.now() + FRESH_SIGN_IN_SECONDS * 1000 + 1000;
  const accounts = createFirebaseAccounts(auth as unknown as Auth, { now: later });
  await expect(accounts.startSession({ kind: 'idToken', idToken: 'id-token' })).resolves.toBeNull();
  expect(auth.createSessionCookie).not.toHaveBeenCalled();
});

test('a bad ID token or a password credential mints nothing', async () => {
  const auth = fakeAuth({ verifyIdToken: jest.fn(async () => Promise.reject(new Error('auth/id-token-revoked'))) });
  const accounts = createFirebaseAccounts(auth as unknown as Auth);
  await expect(accounts.startSession({ kind: 'idToken', idToken: 'bad' })).resolves.toBeNull();
  await expect(accounts.startSession({ kind: 'password', email: 'a@b.co', password: 'x' })).resolves.toBeNull();
  expect(auth.createSessionCookie).not.toHaveBeenCalled();
});

test('session checks always pass checkRevoked = true', async () => {
  const auth = fakeAuth();
  const accounts = createFirebaseAccounts(auth as unknown as Auth);
  await expect(accounts.verifySession('cookie')).resolves.toEqual({ uid: 'u1', email: 'ana@example.com', displayName: 'Ana' });
  await accounts.endSession('cookie');
  expect(auth.verifySessionCookie.mock.calls).toEqual([
    ['cookie', true],
    ['cookie', true],
  ]);
  expect(auth.revokeRefreshTokens).toHaveBeenCalledWith('u1');
});

test('a revoked or expired cookie is no user, and ending it revokes nothing', async () => {
  const auth = fakeAuth({ verifySessionCookie: jest.fn(async () => Promise.reject(new Error('auth/session-cookie-revoked'))) });
  const accounts = createFirebaseAccounts(auth as unknown as Auth);
  await expect(accounts.verifySession('cookie')).resolves.toBeNull();
  await accounts.endSession('cookie');
  expect(auth.revokeRefreshTokens).not.toHaveBeenCalled();
});

test('sign-up: a taken e-mail is false; other errors are thrown', async () => {
  const taken = fakeAuth({ createUser: jest.fn(async () => Promise.reject(Object.assign(new Error('taken'), { code: 'auth/email-already-exists' }))) });
  await expect(createFirebaseAccounts(taken as unknown as Auth).createUser('a@b.co', 'Secret1!')).resolves.toBe(false);
  const broken = fakeAuth({ createUser: jest.fn(async () => Promise.reject(new Error('network'))) });
  await expect(createFirebaseAccounts(broken as unknown as Auth).createUser('a@b.co', 'Secret1!')).rejects.toThrow('network');
});
