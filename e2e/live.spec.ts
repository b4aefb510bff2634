import { expect, test } from '@playwright/test';
import { addNews, removeAddedDocuments } from './support/store';

test.afterEach(() => removeAddedDocuments());

test('a live list loads its code only once its data changes', async ({ page }) => {
  // Scripts that hold the news list's markup (its test id), as they arrive.
  const listCode: string[] = [];
  let live = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/live')) live = true;
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text()).includes('"news-list"')) listCode.push(response.url());
  });
  await page.goto('/news');
  await expect(page.getByTestId('news-list').getByRole('article')).toHaveCount(4);
  await expect.poll(() => live, { timeout: 15_000 }).toBe(true);
  await page.waitForTimeout(1500);
  // The live channel answered with what the server rendered: the page needs no list code.
  expect(listCode).toEqual([]);

  const heading = `Live list ${Date.now()}`;
  addNews({ id: `live-list-${Date.now()}`, heading, date: new Date().toISOString(), desc: 'Written by a separate process.' });
  const list = page.getByTestId('news-list');
  await expect(list.getByRole('heading', { name: heading })).toBeVisible({ timeout: 15_000 });
  await expect(list.getByRole('article')).toHaveCount(4);
  expect(listCode).toHaveLength(1);
});

test('the home news strip shows news written by another process without a reload', async ({ page }) => {
  await page.goto('/');
  const strip = page.getByTestId('home-news');
  await expect(strip.getByRole('article')).toHaveCount(5);
  const heading = `Live update ${Date.now()}`;
  addNews({ id: `live-${Date.now()}`, heading, date: new Date().toISOString(), desc: 'Written by a separate process.' });
  await expect(strip.getByRole('heading', { name: heading })).toBeVisible({ timeout: 15_000 });
  await expect(strip.getByRole('article')).toHaveCount(5);
});
