'use client';
import { getApps, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  inMemoryPersistence,
  initializeAuth,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
} from 'firebase/auth';

export type FirebaseWebConfig = { apiKey: string; authDomain: string; projectId: string; appId?: string; authEmulatorHost?: string };

let auth: Auth | undefined;

/**
 * The browser's Firebase Auth, loaded only through `import()` when someone logs in (never in
 * a first load). In-memory persistence: the httpOnly session cookie is the only sign-in
 * state the site keeps, so nothing lingers in IndexedDB after the exchange.
 */
function webAuth(config: FirebaseWebConfig): Auth {
  if (auth) return auth;
  const app =
    getApps()[0] ?? initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, appId: config.appId });
  try {
    auth = initializeAuth(app, { persistence: inMemoryPersistence });
  } catch {
    auth = getAuth(app); // already initialised elsewhere on this page
  }
  if (config.authEmulatorHost) connectAuthEmulator(auth, `http://${config.authEmulatorHost}`, { disableWarnings: true });
  return auth;
}

/** Signs in with e-mail and password and returns a fresh ID token for the session exchange. */
export async function idTokenFor(config: FirebaseWebConfig, email: string, password: string): Promise<string> {
  const instance = webAuth(config);
  const credential = await signInWithEmailAndPassword(instance, email, password);
  const idToken = await credential.user.getIdToken();
  await signOut(instance);
  return idToken;
}
