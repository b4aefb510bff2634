import type { Accounts } from '@/lib/auth/types';

/**
 * What both account backends do with staff roles (lib/auth/roles.ts): none until granted, a
 * grant only once the address is confirmed, a grant and a revocation read back at once (not from
 * a session's copy), a replacement, and an address no account has refused. `uidOf` finds the
 * account's id in the backend.
 */
export async function checkRoles(accounts: Accounts, email: string, password: string, uidOf: (email: string) => Promise<string>) {
  expect(await accounts.createUser(email, password)).toBe(true);
  const uid = await uidOf(email);
  expect(await accounts.roleOf(uid)).toBeNull();
  // Someone may have signed up as the address: no role until the mailbox answers.
  expect(await accounts.setRole(email, 'publisher')).toBe('unconfirmed');
  expect(await accounts.roleOf(uid)).toBeNull();
  await accounts.markConfirmed(uid);
  expect(await accounts.setRole(email, 'publisher')).toBe('done');
  expect(await accounts.roleOf(uid)).toBe('publisher');
  expect(await accounts.setRole(email, 'admin')).toBe('done');
  expect(await accounts.roleOf(uid)).toBe('admin');
  expect(await accounts.setRole(email, null)).toBe('done');
  expect(await accounts.roleOf(uid)).toBeNull();
  expect(await accounts.setRole(`nobody-${email}`, 'editor')).toBe('unknown');
  expect(await accounts.roleOf('no-such-uid')).toBeNull();
}

/**
 * What both account backends do to prove an address: a new account is unconfirmed; a code from
 * `confirmationCode` confirms it once; a wrong or spent code confirms nothing; revoking a role
 * needs no confirmation.
 */
export async function checkConfirmation(accounts: Accounts, email: string, password: string) {
  expect(await accounts.createUser(email, password)).toBe(true);
  const uid = (await accounts.uidOf(email))!;
  expect(await accounts.isConfirmed(uid)).toBe(false);
  expect(await accounts.confirmationCode('no-such-uid')).toBeNull();
  const code = await accounts.confirmationCode(uid);
  expect(code).toEqual(expect.any(String));
  expect(await accounts.confirmAddress(`${code}x`)).toBe(false);
  expect(await accounts.confirmAddress('')).toBe(false);
  expect(await accounts.isConfirmed(uid)).toBe(false);
  expect(await accounts.setRole(email, null)).toBe('done');
  expect(await accounts.confirmAddress(code!)).toBe(true);
  expect(await accounts.isConfirmed(uid)).toBe(true);
  // A link works once.
  expect(await accounts.confirmAddress(code!)).toBe(false);
  expect(await accounts.isConfirmed(uid)).toBe(true);
}
