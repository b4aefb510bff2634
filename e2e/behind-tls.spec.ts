import { expect, test } from '@playwright/test';
import { insightPath } from '../lib/text';
import { createAccount, PASSWORD, uniqueEmail } from './support/accounts';
import { backend } from './support/backend';
import { idToken } from './support/firebase';

/**
 * Every kind of route as production reaches it: behind a TLS front end (App Hosting's load
 * balancer, a CDN) that sends X-Forwarded-Proto: https and its own entries in X-Forwarded-For
 * to a server bound to one address. No answer is a 5xx, and no redirect leaves for plain HTTP.
 */
const FRONT_END = {
  'X-Forwarded-Proto': 'https',
  'X-Forwarded-Host': 'www.example.com',
  'X-Forwarded-For': '203.0.113.9, 35.191.0.1',
  Via: '1.1 google',
};
test.use({ extraHTTPHeaders: FRONT_END });

const ARTICLE = insightPath('Can PHA Finally Compete with Polyolefins in Flexible Packaging?', 'b-2026-pha-flexible-packaging');
const EVENT = '/events/e-2026-hydrogen-derivatives-week-antwerp';
const OPENING = '/careers/j-research-analyst-specialty-polymers';

const ANSWERS: Record<string, number> = {
  '/': 200,
  '/insights': 200,
  '/insights?page=2': 200,
  '/news?category=Mobility': 200,
  '/blogs': 200,
  '/events': 200,
  '/careers': 200,
  '/focus': 200,
  '/mobility': 200,
  '/about-us': 200,
  '/capabilities': 200,
  '/search?q=polymers': 200,
  '/login': 200,
  '/signup': 200,
  [ARTICLE]: 200,
  [EVENT]: 200,
  [OPENING]: 200,
  '/feeds/insights.xml': 200,
  '/calendar/e-2026-hydrogen-derivatives-week-antwerp.ics': 200,
  '/og/insights/b-2026-pha-flexible-packaging': 200,
  '/sitemap.xml': 200,
  '/robots.txt': 200,
  '/api/health': 200,
  '/api/session': 200,
  // Links that name nothing: the helpful 404, one kind of route each.
  '/insights/nothing-here': 404,
  '/insights/nothing/b-nope': 404,
  '/events/nothing-here': 404,
  '/careers/nothing-here': 404,
  '/no-such-page': 404,
  '/og/insights/no-such-id': 404,
};

test('every kind of route answers as it does without the front end, never with a 5xx', async ({ request }) => {
  for (const [path, status] of Object.entries(ANSWERS)) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
  }
});

test('a shared link that names nothing offers what it may have meant', async ({ request }) => {
  for (const path of ['/insights/pha-flexible-packaging/b-nope', '/events/hydrogen-derivatives-week', '/careers/research-analyst']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Were you looking for one of these?');
  }
});

test('redirects stay on the site and on HTTPS: relative, or to the forwarded host', async ({ request }) => {
  for (const path of ['/about', '/industries', '/insights/whatever/B-2026-PHA-FLEXIBLE-PACKAGING?utm_source=x', '/Login']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    const location = response.headers().location ?? '';
    expect(location.startsWith('/') && !location.startsWith('//') || location.startsWith('https://www.example.com/'), `${path} → ${location}`).toBe(true);
  }
});

test('in a browser behind the front end: a damaged link lands on its article, a dead one on the helpful 404', async ({ page }) => {
  await page.setExtraHTTPHeaders(FRONT_END);
  await page.goto('/insights/whatever/B-2026-PHA-FLEXIBLE-PACKAGING');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Can PHA Finally Compete with Polyolefins in Flexible Packaging?');
  const missing = await page.goto('/insights/pha-flexible-packaging/b-nope');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Were you looking for one of these?' })).toBeVisible();
});

test('the session cookie is Secure when the site is served over https', async ({ request }) => {
  const email = uniqueEmail('tls-cookie');
  await createAccount(email);
  const data = backend() === 'firebase' ? { idToken: await idToken(email, PASSWORD) } : { email, password: PASSWORD };
  const response = await request.post('/api/session', { data });
  expect(response.status()).toBe(200);
  const cookie = response.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie')?.value ?? '';
  expect(cookie).toMatch(/^__session=[^;]+;/);
  expect(cookie).toMatch(/;\s*Secure(;|$)/i);
  expect(cookie).toMatch(/;\s*HttpOnly(;|$)/i);
});
