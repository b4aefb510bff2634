import { expect, test } from '@playwright/test';
import { addNews, removeAddedDocuments } from './support/store';

test.afterEach(() => removeAddedDocuments());

test('the home news strip shows news written by another process without a reload', async ({ page }) => {
  await page.goto('/');
  const strip = page.getByTestId('home-news');
  await expect(strip.getByRole('article')).toHaveCount(5);
  const heading = `Live update ${Date.now()}`;
  addNews({ id: `live-${Date.now()}`, heading, date: new Date().toISOString(), desc: 'Written by a separate process.' });
  await expect(strip.getByRole('heading', { name: heading })).toBeVisible({ timeout: 15_000 });
  await expect(strip.getByRole('article')).toHaveCount(5);
});
