import { createLocalAccounts } from '../auth/local-accounts';
import type { Accounts } from '../auth/types';
import { openDatabase } from '../data/sqlite';
import type { Store } from '../data/store';
import { queries } from '../data/queries';
import { freshStoreEachTest, STORE_HARNESSES } from '@/tests/support/store-harness';
import { tempDbPath } from '@/tests/support/temp-sqlite';
import { changeRole } from './staff';

const actor = { by: 'Ada Admin', at: Date.parse('2026-11-28T10:00:00Z') };

describe.each(STORE_HARNESSES)('staff roles recorded on %s', (_name, harness) => {
  let store: Store;
  freshStoreEachTest(harness, (fresh) => (store = fresh));
  const temp = tempDbPath();
  const db = openDatabase(temp.file);
  const accounts: Accounts = createLocalAccounts(db);
  afterAll(() => {
    db.close();
    temp.remove();
  });

  test('a grant is listed with its role and giver; a revocation takes the account off the list', async () => {
    const email = `staff-${Math.random().toString(36).slice(2)}@example.com`;
    await accounts.createUser(email, 'Secret1!');
    const uid = (await accounts.uidOf(email))!;
    // Not until the address is proven: nothing changes, nothing is recorded.
    expect(await changeRole(accounts, store, email, 'editor', actor)).toBe('unconfirmed');
    expect(await store.list(queries.staffRoles(25))).toEqual([]);
    await accounts.markConfirmed(uid);
    expect(await changeRole(accounts, store, email, 'editor', actor)).toBe('done');
    expect(await changeRole(accounts, store, email, 'publisher', { ...actor, at: actor.at + 1000 })).toBe('done');
    expect(await accounts.roleOf(uid)).toBe('publisher');
    expect(await store.list(queries.staffRoles(25))).toEqual([
      expect.objectContaining({ id: uid, email, role: 'publisher', by: 'Ada Admin', date: '2026-11-28T10:00:01.000Z' }),
    ]);
    expect(await changeRole(accounts, store, email, null, actor)).toBe('done');
    expect(await store.list(queries.staffRoles(25))).toEqual([]);
    const log = await store.list(queries.studioActivity(10));
    expect(log.map((entry) => entry.action).sort()).toEqual(['grant', 'grant', 'revoke']);
  });

  test('an address no account has changes nothing and records nothing', async () => {
    expect(await changeRole(accounts, store, 'nobody@example.com', 'admin', actor)).toBe('unknown');
    expect(await store.list(queries.staffRoles(25))).toEqual([]);
    expect(await store.list(queries.studioActivity(10))).toEqual([]);
  });
});
