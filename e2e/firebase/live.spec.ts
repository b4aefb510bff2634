import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import { insightPath } from '../../lib/text';
import type { Page } from '@playwright/test';
import { addDocument, removeAddedDocuments } from '../support/store';
import { addInsightComment, channelOpened, consoleOf } from './support';

/**
 * Firebase mode, in a real browser against the official emulators: the server renders every
 * list from Firestore, and the web SDK's listeners bring a document written with firebase-admin
 * without a reload, within 2 s.
 */

test.afterEach(() => removeAddedDocuments());

const seedBlog = (JSON.parse(fs.readFileSync('content/seed/blogs.json', 'utf8')) as { id: string; heading: string }[])[1]!;
const soon = { timeout: 2_000 };
const now = () => new Date(Date.now() + 60_000).toISOString();

/** Opens a page and waits until its live listener has reached Firestore; returns the console watch. */
async function openLive(page: Page, path: string) {
  const console = consoleOf(page);
  const live = channelOpened(page);
  await page.goto(path);
  await live;
  return console;
}

// The 2 s are a live page's: one visit first pays the cold start (a fresh server and browser
// fetching the SDK's chunk and opening the channel for the first time).
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await openLive(page, '/news');
  await page.close();
});

test('news: a new item appears on /news without a reload', async ({ page }) => {
  const console = consoleOf(page);
  const live = channelOpened(page);
  await page.goto('/news');
  await expect(page.getByTestId('news-list').getByRole('article')).toHaveCount(4);
  await live;
  const heading = `Firestore news ${Date.now()}`;
  await addDocument('news', `fb-news-${Date.now()}`, { heading, date: now(), desc: 'Written with firebase-admin.' });
  await expect(page.getByTestId('news-list').getByRole('heading', { name: heading })).toBeVisible(soon);
  console.expectClean();
});

test('events: a new event appears in the list and in Recent Events without a reload', async ({ page }) => {
  const console = await openLive(page, '/events');
  // Two listeners on this page (the list and Recent Events): both attached before the write.
  await page.waitForTimeout(1_000);
  const heading = `Firestore event ${Date.now()}`;
  // Later than every seeded event (some are a year ahead), so it is among the three most recent.
  await addDocument('events', `fb-event-${Date.now()}`, { heading, date: '2031-01-01T09:00:00.000Z', description: 'Written with firebase-admin.', category: 'Mobility', images: [] });
  await expect(page.getByTestId('event-list').getByText(heading).first()).toBeVisible(soon);
  await expect(page.getByTestId('recent-events').getByText(heading)).toBeVisible(soon);
  console.expectClean();
});

test('insights: a new article appears on /insights without a reload', async ({ page }) => {
  const console = await openLive(page, '/insights');
  const heading = `Firestore insight ${Date.now()}`;
  const id = `b-fb-${Date.now()}`;
  await addDocument('blogs', id, { id, heading, date: now(), short: 'Written with firebase-admin.', category: 'Mobility', insighttype: 'Article', comments: [] });
  await expect(page.getByRole('link', { name: heading }).first()).toBeVisible(soon);
  console.expectClean();
});

test('careers: a new opening appears without a reload', async ({ page }) => {
  const console = await openLive(page, '/careers');
  const name = `AAA Firestore Analyst ${Date.now()}`;
  await addDocument('job_openings', `j-fb-${Date.now()}`, { name, gform: 'https://example.com/apply', overview: 'Written with firebase-admin.' });
  await expect(page.getByText(name).first()).toBeVisible(soon);
  console.expectClean();
});

test("an article's comments: a comment written elsewhere appears without a reload", async ({ page }) => {
  const console = consoleOf(page);
  const live = channelOpened(page);
  await page.goto(insightPath(seedBlog.heading, seedBlog.id));
  await expect(page.getByRole('heading', { name: /^Comments \(\d+\)$/ })).toBeVisible();
  await live;
  const comment = `A comment through Firestore ${Date.now()}`;
  await addInsightComment(seedBlog.id, { user: 'Firestore Reader', comment, date: new Date().toISOString() });
  await expect(page.getByText(comment)).toBeVisible(soon);
  console.expectClean();
});
