import { expect, test, type Page } from '@playwright/test';

/**
 * A single tap at first paint + 200 ms works on a slow phone (1.6 Mbit/s, 150 ms round trips,
 * CPU slowed 4x), while the page's scripts are still on their way: the Menu button and Subscribe
 * are HTML controls (a popover, an invoker command), not handlers waiting for hydration.
 */
test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 90_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Loads `path` on the slow phone and waits until its first paint plus 200 ms. */
async function firstPaintPlus200(page: Page, path: string) {
  await slowPhone(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 20, timeout: 30_000 });
  await page.waitForTimeout(200);
}

for (const path of ['/', '/insights']) {
  test(`${path}: a tap on Menu at first paint + 200 ms opens the menu`, async ({ page }) => {
    await firstPaintPlus200(page, path);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).tap();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Events' })).toBeVisible({ timeout: 2000 });
  });

  test(`${path}: a tap on Subscribe at first paint + 200 ms opens the dialog`, async ({ page }) => {
    await firstPaintPlus200(page, path);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).tap();
    await page.getByRole('banner').getByRole('button', { name: 'Subscribe' }).tap();
    await expect(page.getByRole('dialog', { name: 'Subscribe to our updates' })).toBeVisible({ timeout: 2000 });
  });
}
