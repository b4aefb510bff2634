import { expect, test } from '@playwright/test';
import { queries } from '../lib/data/queries';
import { holdLazyChunks } from './support/lazy-chunks';
import { firstLiveEvent, liveSubscribed } from './support/live';
import { addNews, removeAddedDocuments } from './support/store';

test.afterEach(() => removeAddedDocuments());

test('a live list loads its code only once its data changes', async ({ page }) => {
  // Scripts that hold the news list's markup (its test id), as they arrive.
  const listCode: string[] = [];
  const subscribed = liveSubscribed(page);
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text()).includes('"news-list"')) listCode.push(response.url());
  });
  await page.goto('/news');
  await expect(page.getByTestId('news-list').getByRole('article')).toHaveCount(4);
  await subscribed;
  await page.waitForTimeout(1500);
  // The live channel answered with what the server rendered: the page needs no list code.
  expect(listCode).toEqual([]);

  const heading = `Live list ${Date.now()}`;
  await addNews({ id: `live-list-${Date.now()}`, heading, date: new Date().toISOString(), desc: 'Written by a separate process.' });
  const list = page.getByTestId('news-list');
  await expect(list.getByRole('heading', { name: heading })).toBeVisible({ timeout: 15_000 });
  await expect(list.getByRole('article')).toHaveCount(4);
  expect(listCode).toHaveLength(1);
});

test('the home news strip shows news written by another process without a reload', async ({ page }) => {
  await page.goto('/');
  const strip = page.getByTestId('home-news');
  await expect(strip.getByRole('article')).toHaveCount(5);
  const heading = `Live update ${Date.now()}`;
  await addNews({ id: `live-${Date.now()}`, heading, date: new Date().toISOString(), desc: 'Written by a separate process.' });
  await expect(strip.getByRole('heading', { name: heading })).toBeVisible({ timeout: 15_000 });
  await expect(strip.getByRole('article')).toHaveCount(5);
});

test('a live answer that arrives before the list code loads never overwrites a newer one (the /events race) (local mode only: it shapes the /api/live stream)', async ({ page, baseURL }) => {
  const path = '/events?page=2';
  const serverCards = await (async () => {
    await page.goto(path);
    return page.getByTestId('event-list').getByRole('article').count();
  })();
  expect(serverCards).toBeGreaterThan(2);
  // Leave that load before the routes below: its live channel opens once the browser is idle,
  // and a late one would take the shaped answer meant for the next load.
  await page.goto('about:blank');

  const chunks = await holdLazyChunks(page, path);
  let answered = false;
  await page.route('**/api/live?q=*', async (route) => {
    const descriptors = JSON.parse(new URL(route.request().url()).searchParams.get('q')!) as { collection: string; offset?: number }[];
    const index = descriptors.findIndex((d) => d.collection === 'events' && d.offset);
    if (index < 0 || answered) return route.continue();
    answered = true;
    // A first answer for the paged list smaller than the server's list (as a cache shared with
    // another query gives), then the server's own list, both before the list's code has arrived.
    const full = await firstLiveEvent(`${baseURL}/api/live?q=${encodeURIComponent(JSON.stringify([descriptors[index]]))}`);
    const docs = JSON.parse(full) as unknown[];
    const body = `retry: 600000\nevent: ${index}\ndata: ${JSON.stringify(docs.slice(0, 2))}\n\nevent: ${index}\ndata: ${full}\n\n`;
    await route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream' }, body });
  });
  await page.goto(path);
  await expect.poll(() => answered, { timeout: 15_000 }).toBe(true);
  await expect.poll(() => chunks.held(), { timeout: 15_000 }).toBeGreaterThan(0);
  chunks.release();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await expect(page.getByTestId('event-list').getByRole('article')).toHaveCount(serverCards);
});

test("all of a page's live lists share one stream (local mode only: counts /api/live streams; Firebase's SDK carries its listeners on one channel itself)", async ({ page }) => {
  const streams: string[][] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/api/live')) return;
    const q = new URL(request.url()).searchParams.get('q')!;
    streams.push((JSON.parse(q) as { collection: string }[]).map((d) => d.collection));
  });
  await page.goto('/');
  await expect.poll(() => streams.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(3_000);
  expect(streams).toHaveLength(1);
  expect(streams[0]!.length).toBeGreaterThan(1);
});

test('the live endpoint caps the streams one client holds open, and frees a slot when one closes', async ({ baseURL }) => {
  const url = `${baseURL}/api/live?q=${encodeURIComponent(JSON.stringify([queries.homeNews()]))}`;
  // A client of its own (the run trusts no proxy, so the header names it): the pages of other
  // tests, left open in their browsers, hold slots of the run's own address.
  const client = { headers: { 'x-forwarded-for': '192.0.2.90' } };
  const openSix = () =>
    Promise.all(
      Array.from({ length: 6 }, async () => {
        const controller = new AbortController();
        const response = await fetch(url, { ...client, signal: controller.signal });
        return { controller, status: response.status };
      }),
    );
  let open: Awaited<ReturnType<typeof openSix>> = [];
  try {
    // A stream of a try before holds its slot until the server has seen it close, so the six are
    // tried again until all of them fit.
    await expect(async () => {
      for (const stream of open) stream.controller.abort();
      open = await openSix();
      expect(open.map((stream) => stream.status)).toEqual(Array(6).fill(200));
    }).toPass({ timeout: 15_000 });
    const refused = await fetch(url, client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    open.pop()!.controller.abort();
    await expect.poll(async () => {
      const controller = new AbortController();
      const status = (await fetch(url, { ...client, signal: controller.signal })).status;
      controller.abort();
      return status;
    }).toBe(200);
  } finally {
    for (const stream of open) stream.controller.abort();
  }
});

test('the live endpoint takes only the queries the pages show (local mode only: the /api/live stream)', async ({ baseURL }) => {
  const live = (query: object) => fetch(`${baseURL}/api/live?q=${encodeURIComponent(JSON.stringify([query]))}`);
  for (const query of [{ collection: 'news', limit: 1 }, { ...queries.homeNews(), orderBy: { field: 'heading', direction: 'asc' } }, { ...queries.homeNews(), limit: 100 }]) {
    expect((await live(query)).status, JSON.stringify(query)).toBe(400);
  }
  const controller = new AbortController();
  const response = await fetch(`${baseURL}/api/live?q=${encodeURIComponent(JSON.stringify([queries.homeNews()]))}`, { signal: controller.signal });
  expect(response.status).toBe(200);
  controller.abort();
});
