import type { Accounts } from '@/lib/auth/types';

/**
 * What both account backends do for a person who resets, changes or deletes their account: the
 * address finds its id, a password is checked, a new one ends every session and replaces the
 * old one, and a deleted account's address signs up afresh as someone new.
 */
export async function checkAccountLifecycle(accounts: Accounts, email: string, password: string) {
  const newPassword = 'Fresh2@pass';
  expect(await accounts.createUser(email, password)).toBe(true);
  const uid = await accounts.uidOf(email);
  expect(uid).toEqual(expect.any(String));
  expect(await accounts.uidOf(`nobody-${email}`)).toBeNull();

  expect(await accounts.checkPassword(email, password)).toBe(true);
  expect(await accounts.checkPassword(email, newPassword)).toBe(false);
  expect(await accounts.checkPassword(`nobody-${email}`, password)).toBe(false);

  const session = await accounts.startSession({ kind: 'password', email, password });
  expect(session).not.toBeNull();
  // Revocations count in whole seconds (Firebase): the new password comes in a later second than the sign-in.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await accounts.setPassword(uid!, newPassword);
  expect(await accounts.verifySession(session!.value)).toBeNull();
  expect(await accounts.checkPassword(email, password)).toBe(false);
  expect(await accounts.checkPassword(email, newPassword)).toBe(true);

  const again = await accounts.startSession({ kind: 'password', email, password: newPassword });
  expect(again).not.toBeNull();
  expect(await accounts.deleteUser(uid!)).toBe(true);
  expect(await accounts.verifySession(again!.value)).toBeNull();
  expect(await accounts.uidOf(email)).toBeNull();
  expect(await accounts.deleteUser(uid!)).toBe(false);
  expect(await accounts.createUser(email, password)).toBe(true);
  expect(await accounts.uidOf(email)).not.toBe(uid);
}

/** What both account backends do with a display name: set, read back at once, removed. */
export async function checkDisplayName(accounts: Accounts, email: string, password: string) {
  expect(await accounts.createUser(email, password)).toBe(true);
  const uid = (await accounts.uidOf(email))!;
  expect(await accounts.displayNameOf(uid)).toBeNull();
  await accounts.setDisplayName(uid, 'Ana Lima');
  expect(await accounts.displayNameOf(uid)).toBe('Ana Lima');
  await accounts.setDisplayName(uid, null);
  expect(await accounts.displayNameOf(uid)).toBeNull();
  expect(await accounts.displayNameOf('no-such-uid')).toBeNull();
}
