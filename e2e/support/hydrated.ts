import type { Page } from '@playwright/test';

/**
 * The page's scripts are running: React has hydrated the call-to-action's form (or the page's
 * first form) and its effects have had a frame to run. Controls work before this; tests of what
 * the scripts add (timed messages, in-place answers, live lists) wait for it.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () => {
      const form = document.querySelector('[data-testid="call-to-action"] form, main form');
      return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps$'));
    },
    null,
    { timeout: 20_000 },
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}
