import 'server-only';
import { env } from '../env';
import type { Accounts } from './types';

const globalAccounts = globalThis as unknown as { __siteAccounts?: Promise<Accounts> };

async function open(): Promise<Accounts> {
  const e = env();
  if (e.SITE_BACKEND === 'firebase') {
    const [{ getAuth }, { adminApp }, { createFirebaseAccounts }, { passwordIdToken, applyVerificationCode }] = await Promise.all([
      import('firebase-admin/auth'),
      import('../data/firebase-admin'),
      import('./firebase-accounts'),
      import('./password-sign-in'),
    ]);
    const web = { apiKey: e.FIREBASE_API_KEY!, authEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST };
    return createFirebaseAccounts(getAuth(adminApp()), {
      passwordSignIn: (email, password) => passwordIdToken(web, email, password),
      applyCode: (code) => applyVerificationCode(web, code),
    });
  }
  const [{ openDatabase }, { createLocalAccounts }] = await Promise.all([import('../data/sqlite'), import('./local-accounts')]);
  // Its own connection to the store's file (WAL allows many); migration 2 holds the tables.
  return createLocalAccounts(openDatabase(e.SQLITE_PATH, e.SEED_DIR));
}

/** The account backend of this process, chosen once from SITE_BACKEND like the data store. */
export function getAccounts(): Promise<Accounts> {
  globalAccounts.__siteAccounts ??= open().catch((error: unknown) => {
    globalAccounts.__siteAccounts = undefined;
    throw error;
  });
  return globalAccounts.__siteAccounts;
}
