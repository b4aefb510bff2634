import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { insightPath } from '../lib/text';
import { deferScripts } from '../server/defer-scripts.mjs';

/**
 * The server's shared cache (server/shared-cache.mjs) in front of Next: a page's repeat visits
 * come from memory (an Age header says so), brotli-compressed, with the same headers and a
 * 304 for its ETag. That a write empties it is tested with the comments (comments.spec.ts).
 */

const BLOG = (JSON.parse(fs.readFileSync('content/seed/blogs.json', 'utf8')) as { id: string; heading: string }[])[2]!;
const ARTICLE = insightPath(BLOG.heading, BLOG.id);

/** Requests the page until the cache answers it (its first visit fills the cache after Next answered). */
async function fromCache(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  let response = await request.get(path, { headers });
  await expect.poll(async () => (response = await request.get(path, { headers })).headers()['age']).toBeDefined();
  return response;
}

test("a repeat visit to a page comes from the cache: Next's page with its scripts after it, same headers, brotli, 304 for its ETag", async ({ request }) => {
  const cached = await fromCache(request, ARTICLE, { 'accept-encoding': 'gzip, deflate, br' });
  // Next's own answer, past the cache (after it: Next may have regenerated a stale page before).
  const fromNext = await request.get(ARTICLE, { headers: { 'accept-encoding': 'identity', 'x-shared-cache-fill': '1' } });
  expect(fromNext.headers()['x-nextjs-cache']).toBe('HIT');
  const headers = cached.headers();
  expect(headers['content-encoding']).toBe('br');
  const nextPage = await fromNext.text();
  expect(await cached.text()).toBe(deferScripts(nextPage)); // Playwright undoes the brotli
  expect(nextPage).toContain('async=""></script>');
  for (const name of ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'cache-control', 'vary', 'content-type']) {
    expect(headers[name], name).toBe(fromNext.headers()[name]);
  }
  expect(headers.etag).toBe(fromNext.headers()['etag']!.replace(/"$/, '-d"'));

  const conditional = await request.get(ARTICLE, { headers: { 'if-none-match': headers.etag! } });
  expect(conditional.status()).toBe(304);
  expect(conditional.headers()['etag']).toBe(headers.etag);
});

test('account pages and router payloads never come from the cache', async ({ request }) => {
  for (let i = 0; i < 3; i++) {
    const login = await request.get('/login');
    expect(login.headers()['age']).toBeUndefined();
    expect(login.headers()['cache-control']).toMatch(/no-store|private/);
    const payload = await request.get(ARTICLE, { headers: { rsc: '1' } });
    expect(payload.headers()['content-type']).toMatch(/text\/x-component/);
    expect(payload.headers()['age']).toBeUndefined();
  }
});

test("a browser's repeat visit gets the page and the framework's scripts from the cache, and the page works", async ({ browser, request }) => {
  const isScript = (url: string) => url.includes('/_next/static/chunks/') && url.endsWith('.js');
  const first = await browser.newPage();
  const urls: string[] = [];
  first.on('response', (response) => isScript(response.url()) && urls.push(new URL(response.url()).pathname));
  await first.goto(ARTICLE, { waitUntil: 'networkidle' });
  await first.close();
  await fromCache(request, ARTICLE);
  for (const url of urls) await fromCache(request, url);

  // A new page has an empty HTTP cache of its own: everything it gets comes from the server.
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const answers: { url: string; encoding?: string; length: number; age?: string }[] = [];
  page.on('response', (response) => {
    if (!isScript(response.url()) && !response.url().endsWith(BLOG.id)) return;
    const { 'content-encoding': encoding, 'content-length': length, age } = response.headers();
    answers.push({ url: response.url(), encoding, length: Number(length), age });
  });
  await page.goto(ARTICLE, { waitUntil: 'networkidle' });
  expect(answers.length).toBeGreaterThan(urls.length);
  for (const answer of answers) {
    expect(answer.age, answer.url).toBeDefined();
    // Bodies under 1 kB are sent as they are: compressing them saves next to nothing.
    if (answer.length >= 1024) expect(answer.encoding, answer.url).toBe('br');
  }
  expect(answers.filter((answer) => answer.encoding === 'br').length).toBeGreaterThan(3);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible(); // hydrated
  expect(errors).toEqual([]);
  await page.close();
});

test("a stored page asks for the framework's scripts once it has loaded, then hydrates", async ({ page, request }) => {
  await fromCache(request, ARTICLE);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const response = await page.goto(ARTICLE);
  expect(response?.headers()['age']).toBeDefined();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible(); // hydrated
  const timing = await page.evaluate(() => ({
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    scripts: performance.getEntriesByType('resource').filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name)).map((entry) => entry.startTime),
  }));
  expect(timing.scripts.length).toBeGreaterThan(2);
  for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.loaded);
  expect(errors).toEqual([]);
});
