import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { firstLoad } from '../bench/first-load.mjs';

/**
 * The bundle guard (sizes, not timings): first-load JS per public page stays within its budget
 * over the framework floor (a bare Next page of the same versions, as the latest `npm run bench`
 * measured it: bench/results/latest.json; gzip bytes, 1 kB = 1,000 bytes) and never contains the
 * Firebase web SDK. docs/performance.md has the figures.
 */
const FLOOR = (JSON.parse(fs.readFileSync('bench/results/latest.json', 'utf8')) as { floor: { firstLoad: { jsGzip: number } } }).floor.firstLoad.jsGzip;
const HOME_BUDGET = FLOOR + 25_000;
const CONTENT_BUDGET = FLOOR + 5_000;
const CONTENT_PAGES = [
  '/insights',
  '/blogs',
  '/news',
  '/events',
  '/focus',
  '/capabilities',
  '/about-us',
  '/careers',
  '/countdown',
  '/login',
  '/signup',
  '/mobility',
  '/clean-energy-and-storage',
  '/food-nutrition-and-beverages',
  '/personal-care-and-cosmetics',
  '/petro-chemicals-and-downstream',
  '/specialty-polymers',
];

test('first-load JS stays within budget and holds no Firebase SDK', async ({ baseURL, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const article = new URL([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!).find((u) => /\/insights\/[^/?]+\/[^/?]+$/.test(u))!).pathname;
  const event = new URL([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!).find((u) => /\/events\/[^/?]+$/.test(u))!).pathname;
  const home = await firstLoad(baseURL!, '/');
  expect(home.firebase).toBe(false);
  expect(home.jsGzip, '/').toBeLessThanOrEqual(HOME_BUDGET);
  for (const path of [...CONTENT_PAGES, article, event]) {
    const weight = await firstLoad(baseURL!, path);
    expect(weight.firebase, path).toBe(false);
    expect(weight.jsGzip, path).toBeLessThanOrEqual(CONTENT_BUDGET);
  }
});
