import 'server-only';
import { cert, getApps, initializeApp, applicationDefault, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { env } from '../env';

/** The one firebase-admin app of this process, configured from the environment. */
export function adminApp(): App {
  const existing = getApps()[0];
  if (existing) return existing;
  const e = env();
  const credential =
    e.FIREBASE_CREDENTIALS === 'service-account'
      ? cert(JSON.parse(e.FIREBASE_SERVICE_ACCOUNT!) as object)
      : e.FIREBASE_CREDENTIALS === 'application-default'
        ? applicationDefault() // a key file, or Google's own on App Hosting and Cloud Run
        : undefined; // emulator: no credentials needed
  return initializeApp({ projectId: e.FIREBASE_PROJECT_ID, ...(credential ? { credential } : {}) });
}

export function adminFirestore() {
  return getFirestore(adminApp());
}

/** The project's Cloud Storage bucket (FIREBASE_STORAGE_BUCKET, else the project's default one). */
export async function adminBucket() {
  const { getStorage } = await import('firebase-admin/storage');
  const e = env();
  return getStorage(adminApp()).bucket(e.FIREBASE_STORAGE_BUCKET ?? `${e.FIREBASE_PROJECT_ID}.firebasestorage.app`);
}
