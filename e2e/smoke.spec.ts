import { expect, test } from '@playwright/test';

test('the home page shows the hero text with no console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Your Offbeat Research & Management Consulting Partner' })).toBeVisible();
  // Long enough for the live lists to attach (at the latest 3 s after load); Firebase mode's
  // channel never lets the network go idle.
  await page.waitForLoadState('load');
  await page.waitForTimeout(3_500);
  expect(errors).toEqual([]);
});

test('the home page HTML holds its content without JavaScript', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Your Offbeat Research &amp; Management Consulting Partner');
  expect(html).toContain('Industry News');
});
