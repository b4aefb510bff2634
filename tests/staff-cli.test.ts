import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createLocalAccounts } from '@/lib/auth/local-accounts';
import { openDatabase } from '@/lib/data/sqlite';
import { ROLE_UNCONFIRMED } from '@/lib/studio/input';
import { tempDbPath } from './support/temp-sqlite';

// `npm run staff` as a person runs it, against a local store of its own (SQLITE_PATH).
const run = promisify(execFile);
const db = tempDbPath();
const TSX = path.join(__dirname, '..', 'node_modules', '.bin', 'tsx');

async function staff(...args: string[]) {
  try {
    const { stdout } = await run(TSX, ['--conditions=react-server', 'scripts/staff.ts', ...args], { env: { ...process.env, SITE_BACKEND: 'local', SQLITE_PATH: db.file } });
    return { code: 0, out: stdout.trim() };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, out: failed.stderr.trim() };
  }
}

afterAll(() => db.remove());

test('grant and revoke a role on an account that exists; clear errors otherwise', async () => {
  const store = openDatabase(db.file);
  const accounts = createLocalAccounts(store);
  await accounts.createUser('ana@example.com', 'Secret1!');
  const uid = (store.prepare('SELECT id FROM users WHERE email = ?').get('ana@example.com') as { id: string }).id;

  // An address nobody has proven gets no role (someone else may have signed up as it).
  expect(await staff('grant', 'ana@example.com', 'publisher')).toEqual({ code: 1, out: ROLE_UNCONFIRMED('ana@example.com') });
  expect(await accounts.roleOf(uid)).toBeNull();
  await accounts.markConfirmed(uid);
  expect(await staff('grant', 'ana@example.com', 'publisher')).toEqual({ code: 0, out: 'ana@example.com is now a publisher, from their next request.' });
  expect(await accounts.roleOf(uid)).toBe('publisher');
  expect(await staff('grant', 'ana@example.com', 'admin')).toEqual({ code: 0, out: 'ana@example.com is now an admin, from their next request.' });
  expect(await accounts.roleOf(uid)).toBe('admin');
  // The studio's list of who holds a role has the account, with its role now.
  const holder = () => store.prepare("SELECT json_extract(data, '$.role') AS role, json_extract(data, '$.by') AS by FROM documents WHERE collection = 'staff_roles' AND id = ?").get(uid);
  expect(holder()).toEqual({ role: 'admin', by: 'npm run staff' });
  expect(await staff('revoke', 'ana@example.com')).toEqual({ code: 0, out: 'ana@example.com has no staff role any more, from their next request.' });
  expect(await accounts.roleOf(uid)).toBeNull();
  // Each change is in the studio's activity log, newest first.
  const log = store.prepare("SELECT json_extract(data, '$.action') AS action, json_extract(data, '$.subject') AS subject FROM documents WHERE collection = 'studio_activity' ORDER BY json_extract(data, '$.date')").all();
  expect(log).toEqual([
    { action: 'grant', subject: 'ana@example.com (publisher)' },
    { action: 'grant', subject: 'ana@example.com (admin)' },
    { action: 'revoke', subject: 'ana@example.com' },
  ]);

  expect(await staff('grant', 'nobody@example.com', 'editor')).toEqual({ code: 1, out: 'No account has the address nobody@example.com: sign up through /signup first.' });
  expect(await staff('grant', 'ana@example.com', 'owner')).toEqual({ code: 2, out: 'Unknown role "owner": the roles are editor, publisher, admin.' });
  expect((await staff('grant', 'ana@example.com')).code).toBe(2);
  expect((await staff('revoke', 'ana@example.com', 'admin')).code).toBe(2);
  expect((await staff()).out).toMatch(/^Usage: npm run staff -- grant <email>/);
  expect(await accounts.roleOf(uid)).toBeNull();
  store.close();
}, 60_000);
