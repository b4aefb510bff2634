import { expect, test } from '@playwright/test';
import { MAX_AGE_WITH_STALE } from '../lib/cache-control';
import { insightPath } from '../lib/text';

/**
 * The origin answers with the Cache-Control a CDN needs: public pages cacheable, with a bounded
 * stale-while-revalidate (next.config.ts `expireTime`); the framework's files for good; nothing
 * that sets a cookie or carries a visitor's data ever cacheable.
 */

const MAX_STALE = MAX_AGE_WITH_STALE;

function directives(header: string | undefined): Map<string, string | true> {
  return new Map((header ?? '').split(',').map((part) => part.trim().split('=') as [string, string?]).filter(([name]) => name).map(([name, value]) => [name.toLowerCase(), value ?? true]));
}

test('content pages are public and cacheable by a CDN, stale for a bounded time', async ({ request }) => {
  const article = insightPath('Can PHA Finally Compete with Polyolefins in Flexible Packaging?', 'b-2026-pha-flexible-packaging');
  for (const path of ['/', '/insights', '/news', '/blogs', '/events', article, '/events/e-2026-hydrogen-derivatives-week-antwerp', '/careers', '/careers/j-research-analyst-specialty-polymers', '/focus', '/mobility', '/about-us', '/capabilities', '/feeds/insights.xml']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['set-cookie'], path).toBeUndefined();
    const cache = directives(response.headers()['cache-control']);
    expect(Number(cache.get('s-maxage')), path).toBeGreaterThan(0);
    const stale = Number(cache.get('stale-while-revalidate'));
    expect(stale, path).toBeGreaterThan(0);
    expect(Number(cache.get('s-maxage')) + stale, path).toBeLessThanOrEqual(MAX_STALE);
    expect(cache.has('private'), path).toBe(false);
  }
});

test('the sitemap is public, revalidated by a CDN on every use (Next serves metadata routes so)', async ({ request }) => {
  const cache = directives((await request.get('/sitemap.xml')).headers()['cache-control']);
  expect(cache.has('public')).toBe(true);
  expect(cache.has('private') || cache.has('no-store')).toBe(false);
});

test("the framework's scripts and styles are cached for good", async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = /\/_next\/static\/[^"]+\.(?:js|css)/.exec(html)![0];
  expect((await request.get(asset)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('paged and filtered lists and search results are public and cacheable like the first pages', async ({ request }) => {
  for (const path of ['/events?page=2', '/events?category=Mobility', '/insights?page=2', '/news?category=Mobility', '/blogs?page=2', '/search?q=polymers', '/search?q=polymers&kind=insight']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const cache = directives(response.headers()['cache-control']);
    expect(Number(cache.get('s-maxage')), path).toBeGreaterThan(0);
    expect(Number(cache.get('s-maxage')) + Number(cache.get('stale-while-revalidate')), path).toBeLessThanOrEqual(MAX_STALE);
    expect(cache.has('private') || cache.has('no-store'), path).toBe(false);
  }
});

test('account pages and 404s of shared links are never stored by a shared cache', async ({ request }) => {
  for (const path of ['/login', '/signup', '/insights/nothing/b-nope']) {
    const cache = directives((await request.get(path)).headers()['cache-control']);
    expect(cache.has('private') || cache.has('no-store'), path).toBe(true);
  }
});

test('a response that sets a cookie is never cacheable', async ({ request }) => {
  const response = await request.post('/api/session', { data: { email: 'nobody@example.com', password: 'Wrong1!x' } });
  const cache = directives(response.headers()['cache-control']);
  expect(cache.has('no-store') || cache.has('private'), `status ${response.status()}`).toBe(true);
  const out = await request.delete('/api/session');
  expect(out.headers()['set-cookie']).toBeDefined();
  const outCache = directives(out.headers()['cache-control']);
  expect(outCache.has('no-store') || outCache.has('private')).toBe(true);
});
