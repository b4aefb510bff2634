// Main-thread rendering work of a page load, from a Chromium trace: style and layout before the
// first contentful paint (what Lighthouse's simulation puts, four times slower, in front of FCP
// and LCP), and script time over the whole load. Phone-sized, unthrottled, median of `loads`.
// Standalone: node bench/render-work.mjs http://127.0.0.1:3000 / /insights
import { chromium } from '@playwright/test';
import { CHROME, PHONE } from './lighthouse.mjs';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

const LAYOUT = new Set(['Layout', 'UpdateLayoutTree']);
const SCRIPT = new Set(['EvaluateScript', 'FunctionCall']);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function traceLoad(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'loading'] });
    // Not 'networkidle': the live lists keep an event stream open.
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(800);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    // The page's main thread is the one that painted it first.
    const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
    if (!fcpEvent) return null; // the trace lost it now and then: the caller loads again
    const onMain = events.filter((e) => e.pid === fcpEvent.pid && e.tid === fcpEvent.tid);
    const fcp = fcpEvent.ts;
    const total = (names, before) => onMain.filter((e) => e.ph === 'X' && names.has(e.name) && e.ts < before).reduce((sum, e) => sum + e.dur, 0) / 1000;
    return { layoutBeforeFcpMs: total(LAYOUT, fcp), scriptMs: total(SCRIPT, Infinity) };
  } finally {
    await context.close();
  }
}

export async function renderWork(base, paths, loads = 5) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', ...CHROMIUM_ARGS] });
  try {
    const results = [];
    for (const path of paths) {
      await traceLoad(browser, base + path); // unrecorded: caches, image encodes
      const runs = [];
      for (let attempts = 0; runs.length < loads && attempts < loads * 2; attempts++) {
        const run = await traceLoad(browser, base + path);
        if (run) runs.push(run);
      }
      if (runs.length < loads) throw new Error(`${path}: no first contentful paint in ${loads * 2} traces`);
      results.push({ path, layoutBeforeFcpMs: median(runs.map((r) => r.layoutBeforeFcpMs)), scriptMs: median(runs.map((r) => r.scriptMs)) });
    }
    return results;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, ...paths] = process.argv.slice(2);
  for (const r of await renderWork(base, paths.length ? paths : ['/'], 7)) {
    console.log(`${r.path}: layout before FCP ${r.layoutBeforeFcpMs.toFixed(1)} ms, script ${r.scriptMs.toFixed(1)} ms`);
  }
}
