import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';

/** Where scripts/e2e-firebase-server.ts started the emulators. */
export const EMULATORS = JSON.parse(fs.readFileSync('.data/e2e-firebase.json', 'utf8')) as { firestore: string; auth: string; projectId: string };

let db: Firestore | undefined;

/** firebase-admin on the run's Firestore emulator: writes as another server (or the CMS) would. */
export function admin(): Firestore {
  if (db) return db;
  process.env.FIRESTORE_EMULATOR_HOST = EMULATORS.firestore;
  const app = getApps()[0] ?? initializeApp({ projectId: EMULATORS.projectId });
  db = getFirestore(app);
  return db;
}

const added: { collection: string; id: string }[] = [];

/** Adds a document (removed again by removeAdded). */
export async function addDoc(collection: string, id: string, data: Record<string, unknown>): Promise<void> {
  await admin().collection(collection).doc(id).set(data);
  added.push({ collection, id });
}

export async function appendComment(blogDocId: string, comment: Record<string, unknown>): Promise<void> {
  await admin().collection('blogs').doc(blogDocId).update({ comments: FieldValue.arrayUnion(comment) });
}

export async function removeAdded(): Promise<void> {
  await Promise.all(added.splice(0).map(({ collection, id }) => admin().collection(collection).doc(id).delete()));
}

/** True for the browser's requests to the Firestore emulator (its live channel). */
export const isFirestoreChannel = (url: string) => url.includes(EMULATORS.firestore) && url.includes('google.firestore.v1.Firestore');

/** Resolves once the page's live listener has reached the emulator. */
export function channelOpened(page: Page) {
  return page.waitForRequest((request) => isFirestoreChannel(request.url()), { timeout: 15_000 });
}

/**
 * Console errors and warnings of a page, from now on. `offline`: the browser's own report of each
 * request a test blocked ("Failed to load resource: net::…") is left out: the test made the
 * network fail, and the page cannot silence the browser.
 */
export function consoleOf(page: Page, { offline = false } = {}) {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (offline && message.text().startsWith('Failed to load resource: net::')) return;
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    errors,
    warnings,
    expectClean: () => expect(errors).toEqual([]),
  };
}
