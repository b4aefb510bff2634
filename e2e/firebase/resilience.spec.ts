import { expect, test, type Page } from '@playwright/test';
import { firebaseEmulators, startFirestoreEmulatorAgain, stopFirestoreEmulator } from '../support/firebase';
import { addDocument, removeAddedDocuments } from '../support/store';
import { channelOpened, consoleOf, isFirestoreChannel } from './support';

/**
 * Firebase mode when the browser cannot reach Firestore: pages keep what the server rendered,
 * show the visitor no error, log at most one warning, and catch up once the channel is back.
 */

test.afterEach(() => removeAddedDocuments());

/** Fails every request of the browser to the Firestore emulator until the returned function is called. */
async function blockChannel(page: Page): Promise<() => Promise<void>> {
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) => route.abort('internetdisconnected');
  const matcher = (url: URL) => url.host === firebaseEmulators().firestore;
  await page.route(matcher, handler);
  return () => page.unroute(matcher, handler);
}

const LISTS = [
  { path: '/', list: 'home-news' },
  { path: '/news', list: 'news-list' },
  { path: '/events', list: 'event-list' },
] as const;

for (const { path, list } of LISTS) {
  test(`${path}: with the channel blocked from the start, the server's list stays and nothing is shown as an error`, async ({ page }) => {
    const console = consoleOf(page, { offline: true });
    await blockChannel(page);
    const attempted = page.waitForRequest((request) => isFirestoreChannel(request.url()), { timeout: 15_000 }).catch(() => null);
    await page.goto(path);
    const items = page.getByTestId(list).getByRole('article');
    const rendered = await items.count();
    expect(rendered).toBeGreaterThan(0);
    await attempted;
    await page.waitForTimeout(3_000);
    await expect(items).toHaveCount(rendered);
    await expect(page.getByText(/^No (news|events|insights) yet/)).toHaveCount(0);
    console.expectClean();
    expect(console.warnings.filter((w) => w.includes('[live]')).length).toBeLessThanOrEqual(1);
  });
}

test('/careers: with the channel blocked, the openings stay', async ({ page }) => {
  const console = consoleOf(page, { offline: true });
  await blockChannel(page);
  await page.goto('/careers');
  const openings = page.getByRole('main').getByRole('link', { name: /Analyst|Consultant|Associate/ });
  const rendered = await openings.count();
  expect(rendered).toBeGreaterThan(0);
  await page.waitForTimeout(5_000);
  await expect(openings).toHaveCount(rendered);
  console.expectClean();
});

/**
 * Outages in the middle of a visit to /news, each with how it ends. A news item is written while the
 * channel is cut when the store itself is up, else once it is back.
 */
const OUTAGES = [
  { title: 'the channel drops in the middle of a visit and returns', storeUp: true, cut: (page: Page) => blockChannel(page) },
  {
    title: 'the Firestore emulator stops in the middle of a visit and starts again',
    storeUp: false,
    cut: async () => {
      await stopFirestoreEmulator();
      return startFirestoreEmulatorAgain;
    },
  },
];

for (const { title, storeUp, cut } of OUTAGES) {
  test(`${title}: the list keeps its content, shows no error, then catches up`, async ({ page }) => {
    test.setTimeout(180_000);
    const console = consoleOf(page, { offline: true });
    const live = channelOpened(page);
    await page.goto('/news');
    const items = page.getByTestId('news-list').getByRole('article');
    await expect(items).toHaveCount(4);
    await live;
    const heading = `During an outage ${Date.now()}`;
    const write = () => addDocument('news', `fb-outage-${Date.now()}`, { heading, date: new Date(Date.now() + 60_000).toISOString(), desc: 'Written around an outage.' });
    const restore = await cut(page);
    try {
      if (storeUp) await write();
      await page.waitForTimeout(5_000);
      await expect(items).toHaveCount(4);
      await expect(page.getByText(/^No news yet/)).toHaveCount(0);
    } finally {
      await restore();
    }
    if (!storeUp) await write();
    await expect(page.getByTestId('news-list').getByRole('heading', { name: heading })).toBeVisible({ timeout: 60_000 });
    console.expectClean();
    expect(console.warnings.filter((w) => w.includes('[live]')).length).toBeLessThanOrEqual(1);
  });
}
