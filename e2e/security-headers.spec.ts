import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { ACCOUNT_PATHS } from '../lib/security/headers';

/**
 * Security headers on every kind of response, the CSP split (static policy on cached
 * pages, per-request nonce policy on the account pages), and, in Chromium, that both
 * policies block nothing the site itself needs while the pages hydrate.
 */

const COMMON: Record<string, RegExp> = {
  'strict-transport-security': /^max-age=31536000; includeSubDomains$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\), microphone=\(\), geolocation=\(\)/,
  'cross-origin-opener-policy': /^same-origin$/,
  'cross-origin-resource-policy': /^same-origin$/,
  'x-frame-options': /^DENY$/,
};

function all(response: APIResponse, name: string): string[] {
  return response.headersArray().filter((h) => h.name.toLowerCase() === name).map((h) => h.value);
}

function expectCommonHeaders(response: APIResponse) {
  for (const [name, pattern] of Object.entries(COMMON)) {
    expect(all(response, name), name).toHaveLength(1);
    expect(all(response, name)[0], name).toMatch(pattern);
  }
  expect(all(response, 'x-powered-by')).toEqual([]);
  expect(all(response, 'access-control-allow-origin')).toEqual([]);
}

function directive(csp: string, name: string): string | undefined {
  return csp.split(';').map((d) => d.trim()).find((d) => d === name || d.startsWith(`${name} `));
}

function expectStaticCsp(response: APIResponse) {
  const csp = all(response, 'content-security-policy');
  expect(csp).toHaveLength(1);
  expect(directive(csp[0]!, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
  for (const d of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'", "default-src 'self'"]) expect(csp[0]).toContain(d);
  expect(csp[0]).not.toContain('nonce-');
  expect(csp[0]).not.toContain('unsafe-eval');
}

function nonceCsp(response: APIResponse): { csp: string; nonce: string } {
  const csp = all(response, 'content-security-policy');
  expect(csp, 'exactly one CSP: the static one must not be added on top').toHaveLength(1);
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp[0]!)?.[1];
  expect(nonce).toBeDefined();
  expect(directive(csp[0]!, 'script-src')).toBe(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
  expect(directive(csp[0]!, 'style-src')).toBe(`style-src 'self' 'nonce-${nonce}'`);
  for (const d of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) expect(csp[0]).toContain(d);
  return { csp: csp[0]!, nonce: nonce! };
}

/** Records CSP violations (DOM event and Chromium's console report) before any script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return violations;
}

/** Lets late resources (images, lazy chunks, live-list connections) load and report. */
async function settle(page: Page) {
  // Not 'networkidle': pages with live lists keep an event stream open.
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_500);
}

/** React attaches its fiber to every DOM node it hydrated. */
async function expectHydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main') ?? document.body;
    return Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  }, null, { timeout: 15_000 });
}

test.describe('headers on every kind of response', () => {
  test('a cached page', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expectCommonHeaders(response);
    expectStaticCsp(response);
  });

  test('an API route', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expectCommonHeaders(response);
    expectStaticCsp(response);
  });

  test('static files: a public image and a framework chunk', async ({ request }) => {
    const image = await request.get('/images/logo-mark.svg');
    expect(image.status()).toBe(200);
    expectCommonHeaders(image);
    expectStaticCsp(image);
    const html = await (await request.get('/')).text();
    const chunk = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
    expect(chunk).toBeDefined();
    const script = await request.get(chunk!);
    expect(script.status()).toBe(200);
    expectCommonHeaders(script);
  });

  test('the 404 page', async ({ request }) => {
    const response = await request.get('/no-such-page-anywhere');
    expect(response.status()).toBe(404);
    expectCommonHeaders(response);
    expectStaticCsp(response);
  });

  test('the alias redirects', async ({ request }) => {
    const response = await request.get('/about', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(/\/about-us$/);
    expectCommonHeaders(response);
  });

  for (const accountPath of ACCOUNT_PATHS) {
    test(`${accountPath}: one nonce CSP, fresh per request`, async ({ request }) => {
      const first = await request.get(accountPath);
      const second = await request.get(accountPath);
      expectCommonHeaders(first);
      const a = nonceCsp(first);
      const b = nonceCsp(second);
      expect(Buffer.from(a.nonce, 'base64')).toHaveLength(16);
      expect(b.nonce).not.toBe(a.nonce);
    });
  }
});

test.describe('the policies in Chromium', () => {
  test('control: the watcher does see violations when a policy blocks the page', async ({ page }) => {
    await page.route('/', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers(), 'content-security-policy': "script-src 'self'" };
      await route.fulfill({ response, headers });
    });
    const violations = await watchViolations(page);
    await page.goto('/');
    await settle(page);
    expect(violations.some((v) => v.startsWith('script-src'))).toBe(true);
  });

  test('a cached page: no violation, hydrated', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await expectHydrated(page);
    await settle(page);
    expect(violations).toEqual([]);
  });

  for (const accountPath of ACCOUNT_PATHS) {
    const source = path.join(__dirname, '..', 'app', accountPath.startsWith('/studio') ? '' : '(site)', accountPath.slice(1), 'page.tsx');
    test(`${accountPath}: every script carries the nonce, no shared caching, no violation, hydrated`, async ({ page, request }) => {
      expect(fs.existsSync(source), `app${accountPath}/page.tsx exists`).toBe(true);
      const response = await request.get(accountPath);
      expect(response.status()).toBe(200);
      const { nonce } = nonceCsp(response);
      const html = await response.text();
      // Executable scripts only: data blocks (JSON-LD) are never run, so CSP does not govern them.
      const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !/\btype=["']?application\/(ld\+)?json/i.test(tag));
      expect(scripts.length).toBeGreaterThan(0);
      // JSON-LD is data, not script: CSP does not govern it, so it needs no nonce.
      const executable = scripts.filter((tag) => !/type="application\/ld\+json"/.test(tag));
      expect(executable.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
      expect(html).not.toMatch(/<meta[^>]+http-equiv=["']?content-security-policy/i);
      const cacheControl = response.headers()['cache-control'] ?? '';
      expect(cacheControl).toMatch(/private|no-store/);
      expect(cacheControl).not.toMatch(/s-maxage|public/);

      const violations = await watchViolations(page);
      await page.goto(accountPath);
      await expectHydrated(page);
      await settle(page);
      expect(violations).toEqual([]);
    });
  }

  test('signing up and logging in work under the nonce policy, with no violation on the way', async ({ page }) => {
    const pages = ['signup', 'login'].map((p) => path.join(__dirname, '..', 'app', '(site)', p, 'page.tsx'));
    expect(pages.every((p) => fs.existsSync(p)), 'the account pages exist').toBe(true);
    const violations = await watchViolations(page);
    const email = `csp-${Date.now()}@example.com`;
    await page.goto('/signup');
    await expectHydrated(page);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Secret1!');
    await page.getByLabel('Re-enter password', { exact: true }).fill('Secret1!');
    await page.getByRole('button', { name: 'Signup Now' }).click();
    await page.waitForURL(/\/login/);
    await expectHydrated(page);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Secret1!');
    await page.getByRole('button', { name: 'Login Now' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await settle(page);
    expect(violations).toEqual([]);
  });
});
