import { expect, test, type APIRequestContext } from '@playwright/test';
import fs from 'node:fs';
import { plainText } from '../lib/text';
import { canonicalOf, checkStructuredData, decodeAttribute, jsonLdNodes } from './support/structured-data';

const EVENTS = JSON.parse(fs.readFileSync('content/seed/events.json', 'utf8')) as { description: string }[];

/** Sitemap URLs carry the site's origin; the tests fetch them from the server under test. */
function local(url: string, baseURL: string): string {
  const u = new URL(url);
  return new URL(u.pathname + u.search, baseURL).toString();
}

async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

async function firstArticlePath(request: APIRequestContext, baseURL: string): Promise<string> {
  const url = (await sitemapUrls(request)).find((u) => /\/insights\/[^/?]+\/[^/?]+$/.test(u));
  expect(url, 'the sitemap lists insight articles').toBeTruthy();
  return new URL(local(url!, baseURL)).pathname;
}

test('robots.txt allows crawling and points at the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/User-Agent: \*/i);
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});

test('every sitemap URL answers 200 and is its own canonical', async ({ request, baseURL }) => {
  const urls = await sitemapUrls(request);
  expect(urls.length).toBeGreaterThan(60);
  for (const kind of ['/insights/', '/events/', '/careers/', '/news', '/mobility', '/focus']) {
    expect(urls.some((u) => u.includes(kind)), `sitemap has ${kind}`).toBe(true);
  }
  for (const url of urls) {
    const response = await request.get(local(url, baseURL!), { maxRedirects: 0 });
    expect(response.status(), url).toBe(200);
    // Next prints the root canonical without its trailing slash: the same URL.
    expect(new URL(canonicalOf(await response.text())!).href, url).toBe(new URL(url).href);
  }
});

test('utility and account pages are noindex and absent from the sitemap', async ({ request }) => {
  const urls = await sitemapUrls(request);
  for (const path of ['/test', '/countdown', '/login', '/signup', '/forgot-password', '/otp', '/reset-password']) {
    expect(urls.some((u) => new URL(u).pathname === path), path).toBe(false);
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<meta name="robots" content="noindex/);
  }
});

test('structured data validates on every page type', async ({ request, baseURL }) => {
  const article = await firstArticlePath(request, baseURL!);
  const urls = await sitemapUrls(request);
  const eventPath = new URL(urls.find((u) => /\/events\/[^/?]+$/.test(u))!).pathname;
  // JobPosting belongs on each opening's own page, not on the list (Google's guidance).
  const jobPath = new URL(urls.find((u) => /\/careers\/[^/?]+$/.test(u))!).pathname;
  const pages: [string, string[]][] = [
    ['/', ['Organization', 'WebSite']],
    [article, ['BreadcrumbList']],
    [eventPath, ['Event']],
    [jobPath, ['JobPosting', 'Organization']],
    ['/careers', ['Organization']],
    ['/mobility', ['WebPage', 'Service']],
    ['/focus', ['Organization']],
    ['/insights', ['Organization']],
    ['/news', ['Organization']],
    ['/authors/ananya-mehra', ['ProfilePage', 'BreadcrumbList']],
  ];
  for (const [path, expected] of pages) {
    const html = await (await request.get(path)).text();
    const { errors } = await checkStructuredData(html);
    expect(errors, path).toEqual([]);
    const types = jsonLdNodes(html).map((n) => n['@type']);
    for (const type of expected) expect(types, path).toContain(type);
  }
  const articleTypes = jsonLdNodes(await (await request.get(article)).text()).map((n) => n['@type']);
  // One type for one kind of content.
  expect(articleTypes).toContain('Article');
  expect(articleTypes).not.toContain('BlogPosting');
});

test('an article has a 1200x630 PNG link preview and og:url equal to its canonical', async ({ request, baseURL }) => {
  const article = await firstArticlePath(request, baseURL!);
  const html = await (await request.get(article)).text();
  const ogUrl = decodeAttribute(html.match(/<meta property="og:url" content="([^"]+)"/)?.[1]);
  expect(ogUrl).toBe(canonicalOf(html));
  const ogImage = decodeAttribute(html.match(/<meta property="og:image" content="([^"]+)"/)?.[1]);
  expect(ogImage).toMatch(/\/og\/insights\//);
  const image = await request.get(local(ogImage!, baseURL!));
  expect(image.headers()['content-type']).toBe('image/png');
  const bytes = await image.body();
  // PNG IHDR: width and height as big-endian integers at bytes 16 and 20.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  expect((await request.get('/og/insights/no-such-id')).status()).toBe(404);
});

test('a link preview renders once and is then served from the cache; a query string leads to the one cached URL', async ({ request }) => {
  for (const path of ['/og/insights/b-2026-pha-flexible-packaging', '/og/events/e-2026-hydrogen-derivatives-week-antwerp', '/og/careers/j-research-analyst-specialty-polymers']) {
    await request.get(path);
    const again = await request.get(path);
    expect(again.status(), path).toBe(200);
    expect(again.headers()['x-nextjs-cache'], path).toBe('HIT');
    const shared = await request.get(`${path}?utm_source=linkedin&v=2`, { maxRedirects: 0 });
    expect(shared.status(), path).toBe(308);
    expect(shared.headers().location, path).toBe(path);
    expect(shared.headers()['cache-control'], path).toContain('s-maxage=3600');
  }
});

/** An image's pixel size from its header: PNG (IHDR) or baseline/progressive JPEG (SOF0/SOF2). */
function imageSize(bytes: Buffer, type: string): [number, number] {
  if (type === 'image/png') return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  for (let at = 2; at < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    const marker = bytes[at + 1]!;
    if (marker === 0xc0 || marker === 0xc2) return [bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5)];
  }
  return [0, 0];
}

test("every page's link preview passes LinkedIn's rules; events, industries and openings have their own", async ({ request, baseURL }) => {
  const urls = await sitemapUrls(request);
  const seen = new Map<string, string>();
  for (const url of urls) {
    const html = await (await request.get(local(url, baseURL!))).text();
    const ogImage = decodeAttribute(html.match(/<meta property="og:image" content="([^"]+)"/)?.[1]);
    // Absolute, as LinkedIn needs; of this site.
    expect(ogImage, url).toMatch(/^https?:\/\//);
    expect(html, url).toMatch(/<meta property="og:image:width" content="1200"/);
    expect(html, url).toMatch(/<meta property="og:image:height" content="630"/);
    seen.set(url, ogImage!);
  }
  for (const image of new Set(seen.values())) {
    const response = await request.get(local(image, baseURL!));
    expect(response.status(), image).toBe(200);
    const type = response.headers()['content-type']!;
    expect(['image/png', 'image/jpeg'], image).toContain(type);
    const bytes = await response.body();
    expect(bytes.length, image).toBeLessThanOrEqual(5 * 1024 * 1024);
    expect(imageSize(bytes, type), image).toEqual([1200, 630]);
  }
  const previewOf = (pattern: RegExp) => [...seen.entries()].filter(([url]) => pattern.test(new URL(url).pathname)).map(([, image]) => new URL(image).pathname);
  expect(previewOf(/^\/events\/[^/]+$/).every((p) => p.startsWith('/og/events/'))).toBe(true);
  expect(previewOf(/^\/careers\/[^/]+$/).every((p) => p.startsWith('/og/careers/'))).toBe(true);
  for (const slug of ['mobility', 'specialty-polymers', 'clean-energy-and-storage', 'food-nutrition-and-beverages', 'personal-care-and-cosmetics', 'petro-chemicals-and-downstream']) {
    expect(previewOf(new RegExp(`^/${slug}$`))).toEqual([`/og/industries/${slug}`]);
  }
  for (const path of ['/og/events/no-such-id', '/og/careers/no-such-id', '/og/industries/no-such-slug']) expect((await request.get(path)).status(), path).toBe(404);
});

test('insight deep links: a stale heading redirects to the canonical, an unknown id is a real 404', async ({ page, request, baseURL }) => {
  const article = await firstArticlePath(request, baseURL!);
  const id = article.split('/').at(-1)!;
  for (const stale of [`/insights/old-heading/${id}`, `/insights/${article.split('/')[2]!.slice(0, 5)}/${id}`]) {
    const response = await request.get(stale, { maxRedirects: 0 });
    expect(response.status(), stale).toBe(308);
    // Next 16.4 repeats the Location header on an ISR-rendered redirect (same value twice);
    // browsers and crawlers accept identical repeats, so every value must be the canonical.
    for (const location of response.headers().location!.split(/,\s*/)) expect(new URL(location, baseURL).pathname).toBe(article);
  }
  const missing = await page.goto('/insights/anything/no-such-article');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.locator('#main').getByRole('link', { name: 'Browse our insights' })).toHaveAttribute('href', '/insights');
});

test('RSS feeds list insights, news and each vertical, and pages link to them', async ({ request }) => {
  for (const path of ['/feeds/insights.xml', '/feeds/news.xml', '/feeds/insights/mobility']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    expect((await response.text()).match(/<item>/g)?.length ?? 0, path).toBeGreaterThan(0);
  }
  const home = await (await request.get('/')).text();
  expect(home).toContain('type="application/rss+xml"');
});

test('text made from HTML reads as the page does: no space before punctuation, blocks end sentences, words whole', async ({ request, page }) => {
  const summit = await (await request.get('/events/e-2027-specialty-polymers-summit-dusseldorf')).text();
  const description = decodeAttribute(/<meta name="description" content="([^"]*)"/.exec(summit)![1]!);
  expect(description).toContain('Specialty Polymers Summit, two days of presentations');
  expect(description).not.toMatch(/ [,.;:]/);

  const antwerp = await (await request.get('/events/e-2026-hydrogen-derivatives-week-antwerp')).text();
  expect(JSON.stringify(jsonLdNodes(antwerp))).toContain('Dates: 2 to 4 December 2026. Venue: Antwerp, Belgium.');

  // A card's cut text ends at a whole word of the event's text.
  const texts = EVENTS.map((event) => plainText(event.description));
  await page.goto('/events');
  const cut = (await page.locator('main article p:last-child').allTextContents()).filter((text) => text.endsWith('...'));
  expect(cut.length).toBeGreaterThan(0);
  for (const text of cut) {
    const head = text.slice(0, -3);
    const full = texts.find((candidate) => candidate.startsWith(head));
    expect(full, text).toBeDefined();
    expect(full![head.length]).toMatch(/[\s,.;:!?]/);
  }
});
