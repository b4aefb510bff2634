import fs from 'node:fs';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';

type Emulators = { firestore: string; auth: string; projectId: string; pid: number; siteEnv: Record<string, string> };
let emulators: Emulators | undefined;
let app: App | undefined;

/** Where scripts/e2e-firebase-server.ts started the emulators (read when first needed). */
export function firebaseEmulators(): Emulators {
  emulators ??= JSON.parse(fs.readFileSync('.data/e2e-firebase.json', 'utf8')) as Emulators;
  return emulators;
}

/** firebase-admin on the run's emulators, as another server (or the CMS) would be. */
function adminApp(): App {
  if (app) return app;
  const { firestore, auth, projectId } = firebaseEmulators();
  process.env.FIRESTORE_EMULATOR_HOST = firestore;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = auth;
  process.env.METADATA_SERVER_DETECTION = 'none'; // everything is on this machine
  app = getApps()[0] ?? initializeApp({ projectId });
  return app;
}

export const adminFirestore = (): Firestore => getFirestore(adminApp());
export const adminAuth = (): Auth => getAuth(adminApp());

/** A stored document as plain JSON (Timestamps as ISO strings), like the SQLite store's rows. */
export function plain(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, value instanceof Timestamp ? value.toDate().toISOString() : value]));
}

/** An ID token for an e-mail and password from the Auth emulator, as the web SDK gets on sign-in. */
export async function idToken(email: string, password: string): Promise<string> {
  const url = `http://${firebaseEmulators().auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }) });
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`the Auth emulator refused ${email}: ${body.error?.message ?? response.status}`);
  return body.idToken;
}

/** Whether the Firestore emulator accepts connections. */
async function firestoreAnswers(): Promise<boolean> {
  try {
    await fetch(`http://${firebaseEmulators().firestore}/`, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`${what} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops the run's Firestore emulator (its documents kept for the restart; scripts/e2e-firebase-server.ts). */
export async function stopFirestoreEmulator(): Promise<void> {
  process.kill(firebaseEmulators().pid, 'SIGUSR1');
  await until(async () => !(await firestoreAnswers()), 'the Firestore emulator did not stop');
}

/** Starts the run's Firestore emulator again with the documents it had. */
export async function startFirestoreEmulatorAgain(): Promise<void> {
  process.kill(firebaseEmulators().pid, 'SIGUSR2');
  await until(firestoreAnswers, 'the Firestore emulator did not start again', 90_000);
}
