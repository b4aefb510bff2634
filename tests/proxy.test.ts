import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config, proxy } from '../proxy';
import { ACCOUNT_PATHS } from '../lib/security/headers';
import { MISSING_HEADERS, MISSING_PATH, missingLinkRewrites, WITHDRAWN_PATH } from '../lib/routing/missing-link';
import { insightPath } from '../lib/text';
import { linkSectionOf } from '../lib/routing/link-targets';
import { malformedPaths } from './support/app-routes';
import { tempDbPath } from './support/temp-sqlite';

// The shared-link cases read the seed through a store of their own.
const db = tempDbPath();
process.env.SQLITE_PATH = db.file;
afterAll(async () => {
  const [{ getStore }, { getSearch }] = await Promise.all([import('../lib/data'), import('../lib/search')]);
  (await getSearch()).close();
  await (await getStore()).close();
  db.remove();
});

const request = (path: string) => new NextRequest(new URL(path, 'http://127.0.0.1:3000'));
const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('proxy.ts', () => {
  test('it runs for the aliases, shared links, routes with parameters and the account pages in any case; not for other pages', () => {
    const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url });
    const anyCase = ACCOUNT_PATHS.flatMap((p) => [p, `${p}/x`, p.toUpperCase(), p[0] + p[1]!.toUpperCase() + p.slice(2)]);
    for (const path of ['/about', '/industries', '/insights/a/b', '/insights/a', '/events/x', '/news/n-1', '/careers/y', '/og/insights/x', '/og/events/x', '/feeds/insights/%ZZ', '/calendar/x%20y.ics', ...anyCase]) {
      expect([path, runs(path)]).toEqual([path, true]);
    }
    for (const path of ['/', '/news', '/insights', '/events', '/search', '/loginx', '/api/session', '/feeds/insights/mobility', '/_next/static/chunks/a.js', '/images/logo.svg']) {
      expect([path, runs(path)]).toEqual([path, false]);
    }
  });

  test('it runs for every server action call, on any page: a Next-Action header or a multipart form', () => {
    const runs = (url: string, headers: Record<string, string>) => unstable_doesMiddlewareMatch({ config, url, headers });
    for (const path of ['/', '/news', '/about-us', '/insights']) {
      expect(runs(path, { 'next-action': 'a1' })).toBe(true);
      expect(runs(path, { 'content-type': 'multipart/form-data; boundary=x' })).toBe(true);
      expect(runs(path, { 'content-type': 'text/html' })).toBe(false);
    }
  });

  test('a server action call Next cannot decode is refused with a 4xx, a sound one passes', async () => {
    const call = (body: string) => new NextRequest(new URL('/about-us', 'http://127.0.0.1:3000'), { method: 'POST', body, headers: { 'next-action': 'a1', 'content-type': 'text/plain' } });
    expect((await proxy(call('{bad'))).status).toBe(400);
    expect((await proxy(call('x'.repeat(70_000)))).status).toBe(413);
    expect((await proxy(call('[{},"$K1"]'))).headers.get('x-middleware-next')).toBe('1');
  });

  test('a server action call from another origin is refused: scheme, host and port count, and fetch metadata', async () => {
    const call = (headers: Record<string, string>) =>
      proxy(new NextRequest(new URL('/about-us', 'http://127.0.0.1:3000'), { method: 'POST', body: '[{},"$K1"]', headers: { 'next-action': 'a1', 'content-type': 'text/plain', host: '127.0.0.1:3000', ...headers } }));
    expect((await call({ origin: 'https://127.0.0.1:3000' })).status).toBe(403);
    expect((await call({ origin: 'http://127.0.0.1:3001' })).status).toBe(403);
    expect((await call({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await call({ origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' })).headers.get('x-middleware-next')).toBe('1');
  });

  test('a malformed escape at any parameter of any route is matched and refused with a 400; a shared link is resolved', async () => {
    const paths = malformedPaths();
    expect(paths.length).toBeGreaterThan(30);
    for (const path of [...paths, '/feeds/insights/%E0%A4%A', '/calendar/%ZZ.ics']) {
      expect([path, unstable_doesMiddlewareMatch({ config, url: path })]).toEqual([path, true]);
      const response = await proxy(request(path));
      if (linkSectionOf(path)) expect([path, response.headers.get('x-middleware-request-x-missing-section')]).toEqual([path, linkSectionOf(path)]);
      else expect([path, response.status]).toEqual([path, 400]);
    }
    // A shared link damaged with a stray '%' still reaches its article.
    const damaged = await proxy(request('/insights/Prices-up-12%/b-2026-pha-flexible-packaging'));
    expect(damaged.status).toBe(308);
  });

  test('a mixed-case account path redirects to its lower-case form, which gets the nonce CSP', async () => {
    for (const [path, to] of [['/Login', '/login'], ['/SignUp?next=/x', '/signup'], ['/RESET-PASSWORD', '/reset-password']] as const) {
      const response = await proxy(request(path));
      expect(response.status).toBe(308);
      expect(new URL(response.headers.get('location')!).pathname).toBe(to);
    }
    expect(new URL((await proxy(request('/SignUp?next=/x'))).headers.get('location')!).search).toBe('?next=/x');
    // Only the first segment: an id after it keeps its case.
    const studio = await proxy(request('/Studio/queries/AbC-x_1764000000000'));
    expect(new URL(studio.headers.get('location')!).pathname).toBe('/studio/queries/AbC-x_1764000000000');
    const query = await proxy(request('/studio/queries/AbC-x_1764000000000'));
    expect(query.headers.get('location')).toBeNull();
    expect(query.headers.get('content-security-policy')).toMatch(/nonce-/);
  });

  test.each(ACCOUNT_PATHS)('%s gets a fresh 128-bit nonce CSP on the response and on the request Next renders', async (path) => {
    const first = await proxy(request(path));
    const second = await proxy(request(path));
    const csp = first.headers.get('content-security-policy');
    const nonce = nonceOf(csp);
    expect(nonce).toBeDefined();
    expect(Buffer.from(nonce!, 'base64')).toHaveLength(16);
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonce);
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}';`);
    // NextResponse.next({ request }) forwards overridden request headers under x-middleware-request-*.
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(csp);
    expect(first.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
  });

  test('the aliases still redirect permanently', async () => {
    const about = await proxy(request('/about'));
    expect(about.status).toBe(308);
    expect(new URL(about.headers.get('location')!).pathname).toBe('/about-us');
    expect(new URL((await proxy(request('/industries'))).headers.get('location')!).pathname).toBe('/focus');
  });

  test('a damaged article link gets one 308 to the canonical URL, its query kept', async () => {
    const response = await proxy(request('/insights/b-2026-pha-flexible-packaging).?utm_source=email&utm_medium=email'));
    expect(response.status).toBe(308);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/insights/Can-PHA-Finally-Compete-with-Polyolefins-in-Flexible-Packaging-/b-2026-pha-flexible-packaging');
    expect(location.search).toBe('?utm_source=email&utm_medium=email');
  });

  test('a canonical article, event or opening link passes through', async () => {
    for (const path of [
      '/insights/Can-PHA-Finally-Compete-with-Polyolefins-in-Flexible-Packaging-/b-2026-pha-flexible-packaging?utm_source=x',
      '/events/e-2026-hydrogen-derivatives-week-antwerp',
      '/careers/j-research-analyst-specialty-polymers',
    ]) {
      expect((await proxy(request(path))).headers.get('x-middleware-next')).toBe('1');
    }
  });

  test('a link that names nothing passes on with its section and words, for the missing-link rewrite of next.config.ts', async () => {
    const response = await proxy(request('/insights/Polyolefin-Packaging-Outlook/b-nope'));
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-request-x-missing-section')).toBe('insights');
    expect(decodeURIComponent(response.headers.get('x-middleware-request-x-missing-words')!)).toBe('polyolefin packaging outlook b nope');
    const rewrites = missingLinkRewrites();
    const missing = rewrites.filter((r) => r.destination === MISSING_PATH);
    expect(missing.map((r) => r.source).sort()).toEqual(['/careers/:path+', '/events/:path+', '/insights/:path+', '/news/:path+']);
    expect(missing.every((r) => r.has[0]!.key === MISSING_HEADERS.section)).toBe(true);
    // The withdrawn page's rewrites come first: a withdrawn link carries the section header too.
    const withdrawn = rewrites.slice(0, 4);
    expect(withdrawn.every((r) => r.destination === WITHDRAWN_PATH && r.has[0]!.key === MISSING_HEADERS.gone)).toBe(true);
    expect(rewrites).toHaveLength(8);
  });

  test("a visitor's own missing-link headers never reach the rewrite", async () => {
    const article = insightPath('Can PHA Finally Compete with Polyolefins in Flexible Packaging?', 'b-2026-pha-flexible-packaging');
    const forged = new NextRequest(new URL(article, 'http://127.0.0.1:3000'), { headers: { [MISSING_HEADERS.section]: 'insights', [MISSING_HEADERS.words]: 'x', [MISSING_HEADERS.gone]: '1' } });
    const response = await proxy(forged);
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-override-headers')!.split(',')).not.toContain(MISSING_HEADERS.section);
    expect(response.headers.get(`x-middleware-request-${MISSING_HEADERS.section}`)).toBeNull();
    expect(response.headers.get('x-middleware-override-headers')!.split(',')).not.toContain(MISSING_HEADERS.gone);
  });

  test('other paths pass through without a CSP of their own (next.config.ts sends the static one)', async () => {
    const response = await proxy(request('/login-help'));
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });
});
