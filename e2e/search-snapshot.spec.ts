import { expect, test } from '@playwright/test';
import { backend } from './support/backend';
import { firebaseEmulators } from './support/firebase';
import { ALERTS_TOKEN } from './support/mail';
import { startServer, waitUntilAnswering } from './support/next-server';
import { addDocument, removeAddedDocuments } from './support/store';

/**
 * The search index's snapshot (lib/search/snapshot.ts), as the scheduler and a new instance use it:
 * the scheduler's call writes it, and an instance started afterwards loads it instead of reading
 * every insight, then follows what was published since.
 */

test.afterEach(() => removeAddedDocuments());

test('the scheduler writes the snapshot; a new instance starts from it and finds what was published since', async ({ page, request }) => {
  test.setTimeout(180_000);
  expect((await request.post('/api/search-snapshot')).status()).toBe(401);
  expect((await request.post('/api/search-snapshot', { headers: { authorization: 'Bearer not-the-scheduler-token-at-all' } })).status()).toBe(401);
  const written = await request.post('/api/search-snapshot', { headers: { authorization: `Bearer ${ALERTS_TOKEN}` } });
  expect(written.status()).toBe(200);
  const { covers } = (await written.json()) as { covers: string };
  expect(Math.abs(Date.now() - Date.parse(covers))).toBeLessThan(60_000);

  // Published after the snapshot, by another writer than the site (so the snapshot cannot hold it).
  const id = `b-snapshot-${Date.now()}`;
  const heading = 'Quellium feedstocks after the snapshot';
  const now = new Date();
  await addDocument('blogs', id, {
    id,
    heading,
    date: now.toISOString(),
    short: 'Written after the snapshot.',
    description: '<p>Quellium supply.</p>',
    category: 'Mobility',
    pagetype: 'Mobility',
    insighttype: 'Article',
    comments: [],
    timestamp: now,
  });

  const second = await startServer(backend() === 'firebase' ? firebaseEmulators().siteEnv : { SITE_BACKEND: 'local', SQLITE_PATH: '.data/e2e.db' });
  try {
    await waitUntilAnswering(second);
    // Followed from the store once its listener answers (Firestore) or its log is read (SQLite).
    await expect
      .poll(async () => (await request.get(`${second.url}/search?q=quellium`)).text(), { timeout: 15_000, intervals: [250] })
      .toContain(id);
    await page.goto(`${second.url}/search?q=quellium`);
    await expect(page.getByRole('main').locator(`a[href$="/${id}"]`)).toHaveText(heading);
    await page.goto(`${second.url}/search?q=polymers&kind=insight`);
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    expect(second.output()).toContain(`[search] started from the snapshot covering ${covers}`);
    expect(second.output()).not.toContain('walked the store');
  } finally {
    await second.stop();
  }
});
