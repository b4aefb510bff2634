import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { insightPath } from '../lib/text';
import { createAccount, logIn, uniqueEmail } from './support/accounts';
import { backend } from './support/backend';
import { firebaseEmulators } from './support/firebase';
import { liveSubscribed } from './support/live';
import { startServer, waitUntilAnswering, type Server } from './support/next-server';

/**
 * Two instances of the site against one store, as a deployment with several servers runs: a write
 * through one shows in the other's live lists at once, and in the pages the other has cached (a
 * revalidation reaches every instance). What each instance keeps to itself (its rate-limit
 * counters) is in docs/platform.md.
 */

const blogs = JSON.parse(fs.readFileSync('content/seed/blogs.json', 'utf8')) as { id: string; heading: string }[];
const BLOG = blogs[2]!;
const ARTICLE = insightPath(BLOG.heading, BLOG.id);

let second: Server;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The same build and store as the run's server (playwright.config.ts), on a port of its own.
  second =
    backend() === 'firebase'
      ? await startServer(firebaseEmulators().siteEnv)
      : await startServer({ SITE_BACKEND: 'local', SQLITE_PATH: '.data/e2e.db' });
  await waitUntilAnswering(second);
});

test.afterAll(async () => {
  await second?.stop();
});

test("a comment posted through one instance appears at once in a reader's page served by the other", async ({ page, browser }) => {
  const reader = await browser.newPage();
  const subscribed = liveSubscribed(reader);
  await reader.goto(`${second.url}${ARTICLE}`);
  await expect(reader.getByRole('heading', { name: /^Comments \(\d+\)$/ })).toBeVisible();
  await subscribed;

  const email = uniqueEmail('two-instances');
  await createAccount(email, { displayName: 'Two Servers' });
  await logIn(page, email);
  await page.goto(ARTICLE);
  const text = `Written through the first instance ${Date.now()}`;
  const form = page.getByRole('form', { name: 'Add a comment' });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await form.getByLabel('Your comment').fill(text);
  await form.getByRole('button', { name: 'Comment' }).click();
  await expect(page.getByRole('region', { name: /^Comments/ }).getByText(text)).toBeVisible();

  await expect(reader.getByText(text)).toBeVisible({ timeout: 5_000 });
  await reader.close();
});

test("a comment posted through one instance is in the other's cached article at its next request", async ({ page, request }) => {
  const article = `${second.url}${ARTICLE}`;
  // The second instance has the article cached.
  await request.get(article);
  expect((await request.get(article)).headers()['x-nextjs-cache']).toBe('HIT');

  const email = uniqueEmail('two-caches');
  await createAccount(email, { displayName: 'Two Caches' });
  await logIn(page, email);
  await page.goto(ARTICLE);
  const text = `Cached elsewhere ${Date.now()}`;
  const form = page.getByRole('form', { name: 'Add a comment' });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await form.getByLabel('Your comment').fill(text);
  await form.getByRole('button', { name: 'Comment' }).click();
  await expect(page.getByRole('region', { name: /^Comments/ }).getByText(text)).toBeVisible();

  // Within the bound docs/platform.md states (the store's delivery: a second), not the page's 300 s.
  await expect
    .poll(async () => (await (await request.get(article)).text()).includes(text), { timeout: 5_000, intervals: [250] })
    .toBe(true);
});
