import type { Accounts } from '@/lib/auth/types';

/**
 * What both account backends do with staff roles (lib/auth/roles.ts): none until granted, a
 * grant and a revocation read back at once (not from a session's copy), a replacement, and an
 * address no account has refused. `uidOf` finds the account's id in the backend.
 */
export async function checkRoles(accounts: Accounts, email: string, password: string, uidOf: (email: string) => Promise<string>) {
  expect(await accounts.createUser(email, password)).toBe(true);
  const uid = await uidOf(email);
  expect(await accounts.roleOf(uid)).toBeNull();
  expect(await accounts.setRole(email, 'publisher')).toBe(true);
  expect(await accounts.roleOf(uid)).toBe('publisher');
  expect(await accounts.setRole(email, 'admin')).toBe(true);
  expect(await accounts.roleOf(uid)).toBe('admin');
  expect(await accounts.setRole(email, null)).toBe(true);
  expect(await accounts.roleOf(uid)).toBeNull();
  expect(await accounts.setRole(`nobody-${email}`, 'editor')).toBe(false);
  expect(await accounts.roleOf('no-such-uid')).toBeNull();
}
