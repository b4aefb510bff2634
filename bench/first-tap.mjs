// The first working tap: on a phone throttled like a slow mobile connection (1.6 Mbit/s down,
// 150 ms round trips, CPU slowed 4x), taps on the header's Menu start at the first paint (the
// first frame on the screen, bench/first-paint.mjs) and repeat every 100 ms until one opens the
// menu. Reported, on the page's own clock and from the paint: when the working tap happened
// (`tapMs`), how many taps it took, and when the menu opened (`openMs`: the tap's wait for a
// main thread busy with the page's scripts).
// Median of `loads` fresh loads per page.
// Standalone: node bench/first-tap.mjs http://127.0.0.1:3000 / /insights
import { chromium } from '@playwright/test';
import { SLOW_PHONE, gotoUntilFirstPaint, slowPhoneAt } from './first-paint.mjs';
import { CHROME } from './lighthouse.mjs';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function oneLoad(browser, url) {
  const context = await browser.newContext(SLOW_PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.addInitScript(() => {
      // Every tap's time, on the page's clock (the one first-contentful-paint uses).
      window.__taps = [];
      addEventListener('pointerdown', (event) => window.__taps.push(event.timeStamp), { capture: true });
      addEventListener('toggle', (event) => event.newState === 'open' && (window.__opened ??= performance.now()), { capture: true });
    });
    const { x, y } = await slowPhoneAt(page, cdp, url);
    const { navigation } = await gotoUntilFirstPaint(page, cdp, url);
    await navigation;
    for (let attempt = 0; attempt < 100; attempt++) {
      await page.touchscreen.tap(x, y);
      const open = await page.evaluate(() => document.querySelector('#site-menu')?.matches(':popover-open') ?? false);
      if (open) {
        return await page.evaluate(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0].startTime;
          return { tap: window.__taps.at(-1) - paint, taps: window.__taps.length, opened: window.__opened - paint };
        });
      }
      await page.waitForTimeout(100);
    }
    throw new Error(`${url}: no tap on Menu opened it`);
  } finally {
    await context.close();
  }
}

export async function firstTap(base, paths, loads = 3) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', ...CHROMIUM_ARGS] });
  try {
    const results = [];
    for (const path of paths) {
      const runs = [];
      for (let i = 0; i < loads; i++) runs.push(await oneLoad(browser, base + path));
      results.push({
        path,
        tapMs: median(runs.map((r) => r.tap)),
        openMs: median(runs.map((r) => r.opened)),
        taps: Math.max(...runs.map((r) => r.taps)),
        runs,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, ...paths] = process.argv.slice(2);
  console.log(JSON.stringify(await firstTap(base, paths.length ? paths : ['/']), null, 2));
}
