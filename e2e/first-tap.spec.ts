import { expect, test, type Page } from '@playwright/test';
import { gotoUntilFirstPaint, slowPhoneAt } from '../bench/first-paint.mjs';

/**
 * A single tap at first paint + 200 ms works on a slow phone (1.6 Mbit/s, 150 ms round trips,
 * CPU slowed 4x), while the page's scripts are still on their way: the Menu button and Subscribe
 * are HTML controls (a popover, an invoker command), not handlers waiting for hydration.
 */
test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

/**
 * Loads `path` on the slow phone and taps Menu 200 ms after its first paint, as a thumb does:
 * where Menu sat on a load at full speed, at a time read from the screen (bench/first-paint.mjs),
 * not from the page, whose main thread is busy with the scripts right after the paint.
 */
async function tapMenuAtFirstPaintPlus200(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  const menu = await slowPhoneAt(page, cdp, path);
  const { navigation } = await gotoUntilFirstPaint(page, cdp, path);
  await page.waitForTimeout(200);
  await page.touchscreen.tap(menu.x, menu.y);
  await navigation;
}

for (const path of ['/', '/insights']) {
  test(`${path}: a tap on Menu at first paint + 200 ms opens the menu`, async ({ page }) => {
    await tapMenuAtFirstPaintPlus200(page, path);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Events' })).toBeVisible({ timeout: 3000 });
  });

  test(`${path}: a tap on Subscribe at first paint + 200 ms opens the dialog`, async ({ page }) => {
    await tapMenuAtFirstPaintPlus200(page, path);
    await page.getByRole('banner').getByRole('button', { name: 'Subscribe' }).tap();
    await expect(page.getByRole('dialog', { name: 'Subscribe to our updates' })).toBeVisible({ timeout: 3000 });
  });
}
