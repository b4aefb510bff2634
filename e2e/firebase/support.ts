import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { adminFirestore, firebaseEmulators } from '../support/firebase';

/** A comment on an insight written straight into Firestore, as another server would post it. */
export async function addInsightComment(blogId: string, comment: { user: string; comment: string; date: string }): Promise<void> {
  await adminFirestore().collection('insight_comments').doc(`${blogId}~e2e-${Date.now()}`).set({ blogId, profilePic: '', status: 'shown', ...comment });
}

/** True for the browser's requests to the Firestore emulator (its live channel). */
export const isFirestoreChannel = (url: string) => url.includes(firebaseEmulators().firestore) && url.includes('google.firestore.v1.Firestore');

/** Resolves once the page's live listener has reached the emulator. */
export function channelOpened(page: Page) {
  return page.waitForRequest((request) => isFirestoreChannel(request.url()), { timeout: 15_000 });
}

/**
 * Console errors and warnings of a page, from now on. `offline`: the browser's own report of a
 * request of the Firestore channel that failed ("Failed to load resource: …", including the 400
 * a restarted backend gives an old channel session, and the SDK's probe image) is left out: the
 * test made the network fail (blocked it, or stopped the emulator), and the page cannot silence
 * the browser.
 */
export function consoleOf(page: Page, { offline = false } = {}) {
  const errors: string[] = [];
  const warnings: string[] = [];
  const channelFailure = (message: ConsoleMessage) =>
    message.text().startsWith('Failed to load resource') && (isFirestoreChannel(message.location().url) || message.location().url.startsWith('https://www.google.com/'));
  page.on('console', (message) => {
    if (offline && channelFailure(message)) return;
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
