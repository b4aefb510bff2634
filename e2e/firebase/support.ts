import { expect, type Page } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { adminFirestore, firebaseEmulators } from '../support/firebase';

export async function appendComment(blogDocId: string, comment: Record<string, unknown>): Promise<void> {
  await adminFirestore().collection('blogs').doc(blogDocId).update({ comments: FieldValue.arrayUnion(comment) });
}

/** True for the browser's requests to the Firestore emulator (its live channel). */
export const isFirestoreChannel = (url: string) => url.includes(firebaseEmulators().firestore) && url.includes('google.firestore.v1.Firestore');

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
