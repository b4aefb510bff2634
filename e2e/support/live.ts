import type { Page } from '@playwright/test';
import type { ListQuery } from '../../lib/data/queries';
import { channelOpened } from '../firebase/support';
import { backend } from './backend';
import { firebaseEmulators } from './firebase';

/** The data of the first event of a live stream (server-sent events, any name), read with fetch and then closed. */
export async function firstLiveEvent(url: string): Promise<string> {
  const controller = new AbortController();
  const reader = (await fetch(url, { signal: controller.signal })).body!.getReader();
  let text = '';
  while (!text.includes('\n\n')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  controller.abort();
  return /^data: (.*)$/m.exec(text)?.[1] ?? '';
}

/**
 * Resolves once the page's live updates are subscribed (call before the page loads): its
 * /api/live stream answered in local mode, its Firestore channel opened in Firebase mode.
 */
export function liveSubscribed(page: Page): Promise<unknown> {
  if (backend() === 'firebase') return channelOpened(page);
  return page.waitForResponse((response) => response.url().includes('/api/live') && response.ok(), { timeout: 15_000 });
}

/**
 * What any visitor's live channel can read for a live list's query, as text: the /api/live
 * stream's first answer in local mode; in Firebase mode every document of the query's collection
 * that its filters match, read anonymously from Firestore (REST, judged by firestore.rules),
 * whatever its order and limit: more than the browser's listener receives.
 */
export async function publicLiveRead(baseURL: string, query: ListQuery): Promise<string> {
  const { collection } = query;
  if (backend() === 'firebase') {
    const { firestore, projectId } = firebaseEmulators();
    const filters = (query.where ?? []).map(({ field, value }) => ({ fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } }));
    const where = filters.length > 1 ? { compositeFilter: { op: 'AND', filters } } : filters[0];
    const response = await fetch(`http://${firestore}/v1/projects/${projectId}/databases/(default)/documents:runQuery`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId: collection }], ...(where ? { where } : {}), limit: 300 } }),
    });
    if (!response.ok) throw new Error(`anonymous read of ${collection}: ${response.status}`);
    return response.text();
  }
  return firstLiveEvent(`${baseURL}/api/live?q=${encodeURIComponent(JSON.stringify([query]))}`);
}
