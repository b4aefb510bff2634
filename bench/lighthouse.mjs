// Lighthouse 13, mobile with simulated throttling: its default config.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
// Lighthouse's own LCP simulation, asked again for the graph it simulated (internal module:
// lcpSetBy below reports null if it moves).
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/** Lighthouse's mobile screen (Moto G Power), for the Chromium loads around its runs. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Chromium, for the loads the bench drives itself (its own throttling, applied in the browser). */
export const CHROME = process.env.CHROMIUM_PATH ?? ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => fs.existsSync(p));

/**
 * For Lighthouse, the origin and the browser on separate cores (`taskset`): the servers on the
 * first (bench/server.mjs), Lighthouse's browser on the rest. Its simulation takes each
 * response's observed wait as the origin's latency; sharing the cores, the origin answered a
 * page's images late whenever the page's own scripts held them (up to 200 ms on `/insights`),
 * which a visitor's phone, far from the origin, never causes. No-op on one core or without taskset.
 */
export const CORES = os.availableParallelism() >= 2 && fs.existsSync('/usr/bin/taskset') ? { origin: '0', browser: `1-${os.availableParallelism() - 1}` } : null;
let lighthouseChrome;

/** What Lighthouse's launcher starts: Chromium, or (written once, on the first audit) a wrapper starting it on the browser's cores. */
function lighthouseBrowser() {
  if (!CORES) return CHROME;
  if (!lighthouseChrome) {
    lighthouseChrome = path.join(os.tmpdir(), 'bench-chromium.sh');
    fs.writeFileSync(lighthouseChrome, `#!/bin/sh\nexec /usr/bin/taskset -c ${CORES.browser} ${CHROME} "$@"\n`, { mode: 0o755 });
  }
  return lighthouseChrome;
}

/**
 * The launcher's own switches with ours: its `--disable-features` list and ours are one switch
 * (Chromium reads only the last of a repeated switch), so the two lists are joined.
 */
function lighthouseFlags() {
  const features = (flags) => flags.filter((f) => f.startsWith('--disable-features=')).map((f) => f.slice('--disable-features='.length));
  const others = (flags) => flags.filter((f) => !f.startsWith('--disable-features='));
  const defaults = chromeLauncher.Launcher.defaultFlags();
  return [
    ...others(defaults),
    ...others(CHROMIUM_ARGS),
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    `--disable-features=${[...features(defaults), ...features(CHROMIUM_ARGS)].join(',')}`,
  ];
}

/**
 * What ended Lighthouse's simulated LCP: the last request (or task) to finish in the graph its
 * simulation replayed, and how many kB of script that graph holds. Lantern's LCP graph keeps every
 * request that finished before the LCP the browser actually observed (unthrottled, on this
 * machine), and a script among them unless it first ran after that paint; so when the framework's
 * chunks arrive and run before the first frame, the simulated LCP waits for their download on the
 * slow phone (docs/performance.md "Reading Lighthouse's LCP").
 */
async function lcpSetBy(url, { lhr, artifacts }) {
  try {
    const settings = lhr.configSettings;
    const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null };
    const { pessimisticEstimate } = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
    const timings = [...pessimisticEstimate.nodeTimings.entries()].filter(([node]) => node.type !== 'network' || !(node.request.resourceType === 'Image' && /^(Very)?Low$/.test(node.request.priority)));
    const [last] = timings.reduce((a, b) => (b[1].endTime > a[1].endTime ? b : a));
    const kB = (bytes) => Math.round(bytes / 1000);
    const scripts = timings.filter(([node]) => node.type === 'network' && node.request.resourceType === 'Script');
    const file = (href) => new URL(href, url).pathname.split('/').pop() || '/';
    const ran = last.type === 'network' ? [] : [...last.getEvaluateScriptURLs()];
    const name =
      last.type === 'network'
        ? `${last.request.resourceType.toLowerCase()} ${file(last.request.url)} (${kB(last.request.transferSize)} kB)`
        : ran.length
          ? `running ${ran.map(file).join(', ')}`
          : 'a main-thread task';
    return { lastToFinish: name, scriptKb: kB(scripts.reduce((sum, [node]) => sum + node.request.transferSize, 0)) };
  } catch {
    return null;
  }
}

export async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: lighthouseBrowser(), chromeFlags: lighthouseFlags(), ignoreDefaultFlags: true });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const score = (id) => lhr.categories[id]?.score ?? null;
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      lazyLcp: lhr.audits['lcp-lazy-loaded']?.score === 0,
      lcpElement,
      lcpSetBy: await lcpSetBy(url, result),
      failedAudits: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Waits until Next answers the page from a fresh cache entry. A content page is regenerated every
 * five minutes (ISR): the first request after that gets the stale copy while Next renders the page
 * again in the background, here on the two cores the browser being measured runs on. Behind a CDN
 * that render happens on the origin, never on the visitor's phone; measured without this, a run
 * that happens to make the request counts the server's work as the page's.
 */
export async function untilFresh(url) {
  for (let tries = 0; tries < 40; tries++) {
    const response = await fetch(url);
    await response.arrayBuffer();
    // HIT, or no header at all (a page Next serves as a static file, as the floor's).
    if (response.headers.get('x-nextjs-cache') !== 'STALE') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} still answered from a stale entry after 10 s`);
}

/** Lighthouse sometimes loses the trace (NO_NAVSTART); such a run is repeated, twice at most. */
async function auditWithRetry(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      await untilFresh(url);
      return await audit(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`  retrying ${url}: ${error.message}`);
    }
  }
}

/**
 * For each URL, the run with the median performance score of `runs` runs. The URLs take turns
 * (every URL once, then again), so a busy spell of the machine falls on all of them alike.
 */
export async function medianAudits(urls, runs = 3) {
  const results = urls.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [j, url] of urls.entries()) results[j].push(await auditWithRetry(url));
  }
  const middle = (list) => list[Math.floor(list.length / 2)];
  return results.map((list) => {
    // Blocking time's own median, not the median score's run: the two move apart between runs.
    const tbtRuns = list.map((r) => Math.round(r.tbtMs)).sort((a, b) => a - b);
    list.sort((a, b) => a.performance - b.performance);
    return { ...middle(list), runs: list.map((r) => r.performance), tbtMedianMs: middle(tbtRuns), tbtRuns };
  });
}

/** Loads each page once in Chromium with Lighthouse's phone screen, so the images it asks for are encoded and cached. */
export async function warmImages(base, paths) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', ...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage(PHONE);
    for (const path of paths) {
      // Not 'networkidle': the live lists keep an event stream open.
      await page.goto(base + path, { waitUntil: 'load' });
      await page.waitForTimeout(1000);
    }
  } finally {
    await browser.close();
  }
}
