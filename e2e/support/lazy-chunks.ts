import type { Page } from '@playwright/test';

/**
 * Holds back every script chunk a page fetches after its first load (the code loaded with
 * `import()`), so a test can act while that code is still on the way; `release` lets them
 * through. The first-load chunks, those the page's HTML names, pass at once.
 */
export async function holdLazyChunks(page: Page, path: string): Promise<{ release: () => void; held: () => number }> {
  const html = await (await page.request.get(path)).text();
  // The HTML names them by path ('/_next/static/chunks/…', perhaps with a query).
  const firstLoad = new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"?]+)/g)].map((m) => m[1]!));
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
