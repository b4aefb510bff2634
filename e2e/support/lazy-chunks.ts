import type { Page } from '@playwright/test';
import { pageScripts } from '../../bench/first-load.mjs';

/**
 * Holds back every script chunk a page fetches after its first load (the code loaded with
 * `import()`), so a test can act while that code is still on the way; `release` lets them
 * through. The first-load chunks, those the page's HTML names, pass at once.
 */
export async function holdLazyChunks(page: Page, path: string): Promise<{ release: () => void; held: () => number }> {
  const firstLoad = await firstLoadChunks(page, path);
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let count = 0;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    if (!firstLoad.has(new URL(route.request().url()).pathname)) {
      count += 1;
      await gate;
    }
    await route.continue();
  });
  return { release: open, held: () => count };
}

/** Fails every script chunk a page fetches after its first load, as when the connection drops. */
export async function failLazyChunks(page: Page, path: string): Promise<void> {
  const firstLoad = await firstLoadChunks(page, path);
  await page.route('**/_next/static/chunks/*.js', (route) =>
    firstLoad.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort('internetdisconnected'),
  );
}

async function firstLoadChunks(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text();
  // The HTML names them by path ('/_next/static/chunks/…', perhaps with a query).
  return new Set(pageScripts(html).map((src) => new URL(src, 'http://site').pathname));
}
