import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { queries } from '../lib/data/queries';
import { expectStartRefused, startServer, waitUntilAnswering, type Server } from './support/next-server';
import { callServerAction, findServerAction, uniqueEmail } from './support/server-actions';

/**
 * Failure modes against the built site: a store that cannot be opened, and a server
 * started with a configuration it must refuse. Each test starts its own server (`next start`)
 * on the same build and a free port.
 */

const ROOT = path.join(__dirname, '..');
// Anything that would tell a visitor how the site is built or where it failed.
const INTERNALS = /SqliteError|SQLITE_[A-Z]+|unable to open database|StoreError|The data store failed|\n\s+at [\w$.<>]+ \(|file:\/\/|\/work\/|\/home\/|\.tsx?:\d+:\d+/;

test.describe('a store that cannot be opened (local mode only: the SQLite path is a directory)', () => {
  let server: Server;
  const brokenPath = path.join(ROOT, '.data', `broken-store-${process.pid}`);

  test.beforeAll(async () => {
    fs.mkdirSync(brokenPath, { recursive: true }); // a directory where the database file should be
    server = await startServer({ SITE_BACKEND: 'local', SQLITE_PATH: brokenPath });
    await waitUntilAnswering(server);
  });

  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(brokenPath, { recursive: true, force: true });
  });

  test('cached pages are still served from the cache', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Your Offbeat Research &amp; Management Consulting Partner');
  });

  test('the health check reports 503 and nothing more', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false });
  });

  test('a store-backed route handler fails with a 5xx that reveals nothing', async () => {
    const q = encodeURIComponent(JSON.stringify([queries.homeNews()]));
    const response = await fetch(`${server.url}/api/live?q=${q}`);
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(response.status).toBeLessThan(600);
    expect(await response.text()).not.toMatch(INTERNALS);
  });

  // List pages render per request (a CDN keeps them, the server does not), so they read the store.
  const fresh = `2099-01-01_f-${Date.now()}`;
  const DYNAMIC_PAGES = [
    ['news', `/news?page=2&after=${fresh}`],
    ['insights', `/insights?page=2&after=${fresh}`],
    ['events', `/events?page=2&after=${fresh}`],
    ['news', '/news'],
  ] as const;

  test('store-backed pages answer 5xx with a page that shows no stack trace or internals', async () => {
    const present = DYNAMIC_PAGES.filter(([dir]) => fs.existsSync(path.join(ROOT, 'app', '(site)', dir, 'page.tsx')));
    expect(present).toHaveLength(DYNAMIC_PAGES.length);
    for (const [, url] of present) {
      const response = await fetch(`${server.url}${url}`);
      const body = await response.text();
      expect({ url, status: response.status }).toEqual({ url, status: expect.any(Number) });
      expect([500, 503], `${url} answered ${response.status}`).toContain(response.status);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(body, url).not.toMatch(INTERNALS);
    }
  });

  test("in a browser, a failed page shows the site's error page with a retry, inside the shell", async ({ page }) => {
    await page.goto(`${server.url}/news?page=2&after=2099-01-01_g-${Date.now()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(page.getByTestId('site-header')).toBeVisible();
    expect(await page.content()).not.toMatch(INTERNALS);
    // A retry against a store that is still down lands on the same page, not a blank one.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  });

  test("subscribing shows the spec's failure message, no internals, and the server keeps answering", async () => {
    const subscribe = findServerAction(/^subscribe$/i, '.next');
    expect(subscribe, 'the subscribe action is in the build').toBeTruthy();
    const result = await callServerAction(server.url, subscribe!, { email: uniqueEmail('broken-store') });
    expect(result.status).toBeLessThan(500);
    expect(result.body).toContain('An error occurred. Please try again later.');
    expect(result.body).not.toMatch(INTERNALS);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });

  test('the failure is logged on the server as a typed store error', async () => {
    await fetch(`${server.url}/api/health`);
    const q = encodeURIComponent(JSON.stringify([queries.homeNews()]));
    await fetch(`${server.url}/api/live?q=${q}`);
    await expect.poll(() => server.output(), { timeout: 5_000 }).toMatch(/The data store failed \(open\)/);
  });
});

test.describe('start-up refuses a dangerous or incomplete configuration (local mode only: servers of its own, run once)', () => {
  test.describe.configure({ timeout: 120_000 });
  const FIREBASE = { SITE_BACKEND: 'firebase', FIREBASE_PROJECT_ID: 'demo-site', FIREBASE_API_KEY: 'demo-key', FIREBASE_AUTH_DOMAIN: 'demo-site.firebaseapp.com' };

  test('an emulator host in production (firebase-admin would accept unsigned tokens)', async () => {
    const server = await startServer({ ...FIREBASE, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' });
    await expectStartRefused(server, 'Emulator host variables must not be set in production');
  });

  test('a missing Firebase variable, named in the message', async () => {
    const server = await startServer({ ...FIREBASE, FIREBASE_PROJECT_ID: '', FIREBASE_SERVICE_ACCOUNT: '{}' });
    await expectStartRefused(server, /FIREBASE_PROJECT_ID/);
  });
});
