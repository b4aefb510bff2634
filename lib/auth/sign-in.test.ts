import { createRateLimit, BUCKET_LIMITS } from '../rate-limit';
import { MESSAGES } from '../validation';
import { signInWith } from './sign-in';
import type { Accounts, Credential } from './types';

/** Accounts whose password check takes a while, as scrypt or Firebase's REST sign-in does. */
function slowAccounts(validPassword = 'right-password') {
  const checked: string[] = [];
  const accounts: Accounts = {
    kind: 'local',
    createUser: async () => true,
    startSession: async (credential) => {
      checked.push(credential.kind === 'password' ? credential.email : 'token');
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (credential.kind !== 'password' || credential.password !== validPassword) return null;
      return { value: 'session', maxAge: 60, user: { uid: 'u1', email: credential.email, displayName: null } };
    },
    verifySession: async () => null,
    endSession: async () => {},
    roleOf: async () => null,
    setRole: async () => 'unknown',
    confirmationCode: async () => null,
    confirmAddress: async () => false,
    markConfirmed: async () => {},
    isConfirmed: async () => false,
    setDisplayName: async () => {},
    displayNameOf: async () => null,
    uidOf: async () => null,
    checkPassword: async () => false,
    setPassword: async () => {},
    deleteUser: async () => false,
  };
  return { accounts, checked };
}

const password = (email: string, pass = 'wrong'): Credential => ({ kind: 'password', email, password: pass });

test('simultaneous wrong passwords on one account: no more are checked than the limit allows', async () => {
  const { accounts, checked } = slowAccounts();
  const limit = createRateLimit();
  const outcomes = await Promise.all(Array.from({ length: 40 }, () => signInWith(accounts, limit, { client: 'ip:1.2.3.4', credential: password('ana@example.com') })));
  expect(checked).toHaveLength(BUCKET_LIMITS.loginAccountFailures.points);
  expect(outcomes.filter((o) => !o.ok && o.status === 429)).toHaveLength(40 - BUCKET_LIMITS.loginAccountFailures.points);
  expect(outcomes.filter((o) => !o.ok && o.status === 401).every((o) => !o.ok && o.message === MESSAGES.loginFailed)).toBe(true);
});

test('simultaneous guesses at many accounts from one address: no more than the address limit are checked', async () => {
  const { accounts, checked } = slowAccounts();
  const limit = createRateLimit();
  await Promise.all(Array.from({ length: 250 }, (_, i) => signInWith(accounts, limit, { client: 'ip:1.2.3.4', credential: password(`user${i}@example.com`) })));
  expect(checked).toHaveLength(BUCKET_LIMITS.loginFailures.points);
});

test('a success costs the address nothing and clears the account count; a refusal is not a check', async () => {
  const { accounts, checked } = slowAccounts();
  const limit = createRateLimit({ ...BUCKET_LIMITS, loginFailures: { points: 3, duration: 60 }, loginAccountFailures: { points: 2, duration: 60 } });
  const client = 'ip:1.2.3.4';
  const attempt = (pass?: string) => signInWith(accounts, limit, { client, credential: password('ana@example.com', pass) });
  expect((await attempt()).ok).toBe(false);
  expect(await attempt('right-password')).toMatchObject({ ok: true });
  expect(await attempt('right-password')).toMatchObject({ ok: true });
  expect(await attempt()).toMatchObject({ status: 401 });
  expect(await attempt()).toMatchObject({ status: 401 });
  expect(await attempt()).toMatchObject({ status: 429, message: MESSAGES.rateLimited });
  expect(checked).toHaveLength(5);
});
