import { createHash } from 'node:crypto';
import { openDatabase } from '@/lib/data/sqlite';
import { tempDbPath } from '@/tests/support/temp-sqlite';
import { createLocalAccounts } from './local-accounts';
import { CONFIRM_HOURS, SESSION_SECONDS } from './types';
import { checkConfirmation, checkRoles } from '@/tests/support/role-contract';
import { checkAccountLifecycle, checkDisplayName } from '@/tests/support/account-contract';

const email = 'ana@example.com';
const password = 'Secret1!';

let temp: ReturnType<typeof tempDbPath>;
let db: ReturnType<typeof openDatabase>;
let clock: number;
const now = () => clock;

beforeEach(() => {
  temp = tempDbPath();
  db = openDatabase(temp.file);
  clock = Date.UTC(2026, 0, 1);
});

afterEach(() => {
  db.close();
  temp.remove();
});

test('sign-up stores a scrypt hash, never the password, and refuses a taken e-mail', async () => {
  const accounts = createLocalAccounts(db, now);
  await expect(accounts.createUser(email, password)).resolves.toBe(true);
  await expect(accounts.createUser(email, 'Other1!x')).resolves.toBe(false);
  await expect(accounts.createUser('ANA@example.com', 'Other1!x')).resolves.toBe(false);
  const row = db.prepare('SELECT * FROM users').get() as { password_hash: string; id: string };
  expect(row.password_hash).toMatch(/^\$scrypt\$/);
  expect(JSON.stringify(row)).not.toContain(password);
  expect(row.id).toMatch(/^[\w-]{28}$/);
});

test('log-in with the right password starts a session; wrong password or unknown account do not', async () => {
  const accounts = createLocalAccounts(db, now);
  await accounts.createUser(email, password);
  await expect(accounts.startSession({ kind: 'password', email, password: 'Wrong1!x' })).resolves.toBeNull();
  await expect(accounts.startSession({ kind: 'password', email: 'bob@example.com', password })).resolves.toBeNull();
  await expect(accounts.startSession({ kind: 'idToken', idToken: 'x' })).resolves.toBeNull();

  const session = await accounts.startSession({ kind: 'password', email, password });
  expect(session).not.toBeNull();
  expect(session!.value).toMatch(/^[\w-]{43}$/);
  expect(session!.maxAge).toBe(SESSION_SECONDS);
  expect(session!.user).toEqual({ uid: expect.any(String), email, displayName: null });
  await expect(accounts.verifySession(session!.value)).resolves.toEqual(session!.user);
});

test('only the SHA-256 of the token is stored', async () => {
  const accounts = createLocalAccounts(db, now);
  await accounts.createUser(email, password);
  const session = (await accounts.startSession({ kind: 'password', email, password }))!;
  const ids = (db.prepare('SELECT id FROM sessions').all() as { id: string }[]).map((r) => r.id);
  expect(ids).toEqual([createHash('sha256').update(session.value).digest('hex')]);
});

test('sessions expire after their lifetime', async () => {
  const accounts = createLocalAccounts(db, now);
  await accounts.createUser(email, password);
  const session = (await accounts.startSession({ kind: 'password', email, password }))!;
  clock += SESSION_SECONDS * 1000 - 1;
  await expect(accounts.verifySession(session.value)).resolves.not.toBeNull();
  clock += 1;
  await expect(accounts.verifySession(session.value)).resolves.toBeNull();
});

test('a new log-in replaces the browser\'s previous session; log-out ends a session', async () => {
  const accounts = createLocalAccounts(db, now);
  await accounts.createUser(email, password);
  const first = (await accounts.startSession({ kind: 'password', email, password }))!;
  const second = (await accounts.startSession({ kind: 'password', email, password }, first.value))!;
  expect(second.value).not.toBe(first.value);
  await expect(accounts.verifySession(first.value)).resolves.toBeNull();
  await expect(accounts.verifySession(second.value)).resolves.not.toBeNull();
  await accounts.endSession(second.value);
  await expect(accounts.verifySession(second.value)).resolves.toBeNull();
});

test('garbage session values are refused without a lookup', async () => {
  const accounts = createLocalAccounts(db, now);
  for (const value of ['', 'x', "' OR 1=1 --", 'a'.repeat(44)]) {
    await expect(accounts.verifySession(value)).resolves.toBeNull();
    await expect(accounts.endSession(value)).resolves.toBeUndefined();
  }
});

test('staff roles: granted, replaced and revoked in the account store, read back at once', async () => {
  const accounts = createLocalAccounts(db, now);
  await checkRoles(accounts, 'staff@example.com', password, async (address) => (db.prepare('SELECT id FROM users WHERE email = ?').get(address) as { id: string }).id);
  // The store refuses anything but the three roles, whatever writes it.
  expect(() => db.prepare("UPDATE users SET role = 'owner'").run()).toThrow(/CHECK/);
});

test('reset, change and delete: a new password ends every session, a deleted address signs up afresh', async () => {
  await checkAccountLifecycle(createLocalAccounts(db), 'leaver@example.com', password);
});

test('an address is confirmed by its code once, within its hours; a new code replaces the last', async () => {
  await checkConfirmation(createLocalAccounts(db, now), 'proof@example.com', password);
  const accounts = createLocalAccounts(db, now);
  await accounts.createUser(email, password);
  const uid = (await accounts.uidOf(email))!;
  const first = (await accounts.confirmationCode(uid))!;
  const second = (await accounts.confirmationCode(uid))!;
  expect(await accounts.confirmAddress(first)).toBe(false);
  // The store keeps one link an account, as a hash.
  const rows = db.prepare('SELECT * FROM address_confirmations').all();
  expect(rows).toHaveLength(1);
  expect(JSON.stringify(rows)).not.toContain(second);
  clock += CONFIRM_HOURS * 3_600_000;
  expect(await accounts.confirmAddress(second)).toBe(false);
  expect(await accounts.isConfirmed(uid)).toBe(false);
});

test('a link of a deleted account confirms nothing, and goes with the account', async () => {
  const accounts = createLocalAccounts(db, now);
  await accounts.createUser(email, password);
  const uid = (await accounts.uidOf(email))!;
  const code = (await accounts.confirmationCode(uid))!;
  await accounts.deleteUser(uid);
  expect(db.prepare('SELECT COUNT(*) AS n FROM address_confirmations').get()).toEqual({ n: 0 });
  expect(await accounts.confirmAddress(code)).toBe(false);
});

test('a display name is set, read back and removed', async () => {
  await checkDisplayName(createLocalAccounts(db, now), 'named@example.com', password);
});
