// npm run bench: builds and starts the site in local mode and, beside it, the framework floor (a
// bare Next page of the same versions, bench/floor), then measures both in the same run:
// Lighthouse (mobile, median of 7, floor, pages and content floor in turn: the content floor is
// each measured page's markup and CSS served by the floor, no site code, bench/content-floor.mjs),
// first-load JS/CSS per route, layout work before the first paint, where a throttled phone's main
// thread goes (bench/main-thread.mjs), the first working tap on a throttled phone, and the uncached
// render time of an article; and checks the budgets against the floor and the content floor.
// Writes bench/results/latest.{md,json}.
// Flags: --skip-build (reuse the builds), --quick (1 Lighthouse run), --no-content-floor (skip it).
import fs from 'node:fs';
import os from 'node:os';
import Database from 'better-sqlite3';
import { firstLoad, kB } from './first-load.mjs';
import { firstTap } from './first-tap.mjs';
import { mainThread } from './main-thread.mjs';
import { contentName, snapshotContent } from './content-floor.mjs';
import { CORES, medianAudits, warmImages } from './lighthouse.mjs';
import { renderWork } from './render-work.mjs';
import { snapshotHeaders } from './site-headers.mjs';
import { startFloor, startSite } from './server.mjs';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
// Seven: a page's blocking time falls in two groups of runs, and five left the median to chance.
const RUNS = quick ? 1 : 7;
const DB = '.data/bench.db';
/** Budgets against the floor, and blocking time against each page's content floor. */
const BUDGET = { homeJs: 25_000, contentJs: 5_000, performanceBelowFloor: 0.02, tbtOverContentFloorMs: 50, cls: 0.01, firstTapMs: 300, uncachedRenderMs: 100 };

const build = !args.has('--skip-build');
// Reusing the builds reuses the content floor's snapshot, if there is one.
const withContentFloor = !args.has('--no-content-floor') && (build || fs.existsSync('bench/floor/content'));
const loadBefore = os.loadavg()[0];
const site = await startSite({ port: 3300, db: DB, build });
let floor;
const started = Date.now();
try {
  const manifest = JSON.parse(fs.readFileSync('.next/prerender-manifest.json', 'utf8'));
  const articleRoute = Object.keys(manifest.routes).find((route) => /^\/insights\/[^/]+\/[^/]+$/.test(route));
  if (!articleRoute) throw new Error('no prerendered article in .next/prerender-manifest.json');
  const article = encodeURI(articleRoute);
  const lighthousePages = ['/', '/insights', article, '/events', '/mobility'];
  // The content floor's pages are the site's, snapshotted before the floor is built.
  if (build && withContentFloor) await snapshotContent(site.base, lighthousePages);
  else if (build) fs.rmSync('bench/floor/content', { recursive: true, force: true });
  // The floor is served with the site's response headers: it differs from the site only in code.
  if (build) await snapshotHeaders(site.base);
  floor = await startFloor({ port: 3301, build });
  const contentFloorPaths = withContentFloor ? lighthousePages.map((path) => `/content/${contentName(path)}`) : [];
  const routes = [...lighthousePages, '/news', '/blogs', '/focus', '/capabilities', '/about-us', '/careers', '/countdown', '/login'];

  for (const path of routes) {
    const status = (await fetch(site.base + path)).status;
    if (status !== 200) throw new Error(`${path} answered ${status}: the benchmark stops here`);
  }

  console.log('first-load weight ...');
  const floorLoad = await firstLoad(floor.base, '/');
  const weights = [];
  for (const path of routes) {
    const weight = await firstLoad(site.base, path);
    const budget = floorLoad.jsGzip + (path === '/' ? BUDGET.homeJs : BUDGET.contentJs);
    weights.push({ ...weight, overFloor: weight.jsGzip - floorLoad.jsGzip, budget, withinBudget: weight.jsGzip <= budget });
  }

  console.log('lighthouse ...');
  // One unrecorded load per page first, as Lighthouse's phone: the image optimiser encodes each
  // size on its first request (20 to 60 ms of encoding per size on this machine) and caches
  // it; the runs measure the site as every visitor after the first one sees it.
  await warmImages(site.base, lighthousePages);
  await warmImages(floor.base, contentFloorPaths);
  // The floor and the pages take turns, so a busy spell of the machine weighs on both alike.
  const [floorResult, ...pageResults] = await medianAudits(
    [`${floor.base}/`, ...lighthousePages.map((path) => site.base + path), ...contentFloorPaths.map((path) => floor.base + path)],
    RUNS,
  );
  const contentFloor = pageResults.splice(lighthousePages.length).map((result, i) => ({ path: `content floor ${lighthousePages[i]}`, ...result }));
  const floorAudit = { path: 'floor /', ...floorResult };
  console.log(`  floor: ${floorAudit.performance}`);
  const audits = lighthousePages.map((path, i) => {
    const result = pageResults[i];
    const tbtOverContentFloorMs = contentFloor[i] ? result.tbtMedianMs - contentFloor[i].tbtMedianMs : null;
    const tbtWithin = tbtOverContentFloorMs === null || tbtOverContentFloorMs <= BUDGET.tbtOverContentFloorMs;
    const withinBudget = result.performance >= floorAudit.performance - BUDGET.performanceBelowFloor && tbtWithin && result.cls <= BUDGET.cls && !result.lazyLcp;
    console.log(`  ${path}: ${result.performance}, blocking ${result.tbtMedianMs} ms`);
    return { path, ...result, tbtOverContentFloorMs, withinBudget };
  });

  console.log('render work ...');
  const rendering = await renderWork(site.base, lighthousePages, quick ? 3 : 5);

  console.log('main thread on a throttled phone ...');
  const loads = quick ? 1 : 5;
  const [floorThread, ...contentThreads] = await mainThread(floor.base, ['/', ...contentFloorPaths], { loads, buildDir: 'bench/floor/.next' });
  const threads = (await mainThread(site.base, lighthousePages, { loads })).map((t, i) => ({ ...t, contentFloorBlockingMs: contentThreads[i]?.blockingMs ?? null }));

  console.log('first working tap ...');
  const taps = (await firstTap(site.base, lighthousePages, quick ? 1 : 3)).map((t) => ({ ...t, withinBudget: t.tapMs <= BUDGET.firstTapMs }));

  console.log('uncached render ...');
  // Articles created after the build were never rendered: their first request is a full render.
  const db = new Database(DB);
  const ids = Array.from({ length: 5 }, (_, i) => `bench-${Date.now()}-${i}`);
  const source = db.prepare("SELECT data FROM documents WHERE collection = 'blogs' AND json_extract(data, '$.id') = ?").get(article.split('/').at(-1));
  for (const id of ids) {
    const data = { ...JSON.parse(source.data), id, heading: `Benchmark article ${id}` };
    db.prepare('INSERT INTO documents (collection, id, data, updated_at) VALUES (?, ?, ?, ?)').run('blogs', id, JSON.stringify(data), new Date().toISOString());
  }
  db.close();
  const renders = [];
  for (const id of ids) {
    const t0 = performance.now();
    const response = await fetch(`${site.base}/insights/Benchmark-article-${id}/${id}`);
    await response.text();
    if (response.status !== 200) throw new Error(`uncached article answered ${response.status}`);
    renders.push(performance.now() - t0);
  }
  renders.sort((a, b) => a - b);

  const results = {
    date: new Date().toISOString(),
    machine: `${process.platform} ${process.arch}, ${os.availableParallelism()} cores, Node ${process.version}; ${CORES ? `the servers on core ${CORES.origin}, Lighthouse's browser on cores ${CORES.browser}` : 'the servers and the browser on shared cores'}`,
    command: ['npm run bench', ...(args.size ? ['--', ...args] : [])].join(' '),
    lighthouseRuns: RUNS,
    budget: BUDGET,
    loadAverage: { before: loadBefore, after: os.loadavg()[0] },
    floor: { firstLoad: floorLoad, lighthouse: floorAudit },
    lighthouse: audits,
    contentFloor,
    firstLoad: weights,
    renderWork: rendering,
    mainThread: { floor: floorThread, pages: threads },
    firstTap: taps,
    uncachedRenderMs: { median: renders[2], min: renders[0], max: renders[4], withinBudget: renders[2] <= BUDGET.uncachedRenderMs },
    seconds: Math.round((Date.now() - started) / 1000),
  };
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/latest.json', JSON.stringify(results, null, 2));
  fs.writeFileSync('bench/results/latest.md', report(results));
  console.log(report(results));
} finally {
  site.stop();
  floor?.stop();
}

function report(r) {
  const pct = (x) => (x === null ? 'n/a' : x.toFixed(2));
  const yes = (ok) => (ok ? 'yes' : 'NO');
  const f = r.floor;
  const failed = [f.lighthouse, ...r.lighthouse].filter((a) => a.failedAudits.length);
  const overContent = (a) => (a.tbtOverContentFloorMs === null || a.tbtOverContentFloorMs === undefined ? '' : ` (${a.tbtOverContentFloorMs >= 0 ? '+' : ''}${a.tbtOverContentFloorMs})`);
  const lighthouseRow = (a, budget) =>
    `| ${a.path} | ${pct(a.performance)} (${a.runs.join(', ')}) | ${a.tbtMedianMs}${overContent(a)} (${a.tbtRuns.join(', ')}) | ${pct(a.accessibility)} | ${pct(a.bestPractices)} | ${pct(a.seo)} | ${Math.round(a.lcpMs)} | ${a.cls.toFixed(3)} | ${a.lazyLcp ? 'yes' : 'no'} | ${a.lcpSetBy ? `${a.lcpSetBy.lastToFinish}; ${a.lcpSetBy.scriptKb} kB` : '?'} | ${budget} |`;
  const lighthouseHead = ['| page | perf (runs) | TBT ms, median (over its content floor) (runs) | a11y | best practices | SEO | LCP ms | CLS | LCP lazy? | simulated LCP ended by; script in its graph | within budget |', '|---|---|---|---|---|---|---|---|---|---|---|'];
  const thread = (t) => `${Math.round(t.blockingMs)} (${t.runs.join(', ')})`;
  const lines = [
    `# Benchmark ${r.date}`,
    '',
    `${r.machine}. Command: \`${r.command}\`. The floor is a bare Next page of the same Next and React (\`bench/floor\`), built and served beside the site in the same run.`,
    '',
    `Lighthouse 13 mobile (simulated throttling), median of ${r.lighthouseRuns} run(s), the floor, the pages and the content floor in turn; the score's and blocking time's medians each of its own runs. Budget: performance at least the floor's minus ${r.budget.performanceBelowFloor}, blocking time at most ${r.budget.tbtOverContentFloorMs} ms over the page's content floor's, CLS at most ${r.budget.cls}, LCP image never lazy.`,
    '',
    ...lighthouseHead,
    lighthouseRow(f.lighthouse, '(floor)'),
    ...r.lighthouse.map((a) => lighthouseRow(a, yes(a.withinBudget))),
    '',
    "Simulated LCP ended by: the last request or task to finish in the graph Lighthouse's simulation replayed for LCP, and the script it holds; a framework chunk there means it arrived and ran before the first frame in the unthrottled load (docs/performance.md \"Reading Lighthouse's LCP\").",
    '',
    `Audits failed in the median run: ${failed.map((a) => `${a.path}: ${a.failedAudits.join(', ')}`).join('; ') || 'none'}.${
      failed.some((a) => a.failedAudits.includes('color-contrast'))
        ? " A `color-contrast` failure on text in a section not yet drawn is axe-core's known misreading of `content-visibility` (dequelabs/axe-core#2768; docs/performance.md)."
        : ''
    }`,
    ...(r.contentFloor.length
      ? ['', "The content floor: each page's markup and stylesheet as host elements on the floor's bare Next, no site code (`bench/content-floor.mjs`).", '', ...lighthouseHead, ...r.contentFloor.map((a) => lighthouseRow(a, ''))]
      : []),
    '',
    `First-load JS, gzip. Budget: the floor's ${kB(f.firstLoad.jsGzip)} kB plus ${kB(r.budget.homeJs)} kB on home, plus ${kB(r.budget.contentJs)} kB on every other page.`,
    '',
    '| route | JS gzip kB | over the floor kB | as sent (brotli) kB | CSS gzip kB | scripts | budget kB | within | Firebase SDK |',
    '|---|---|---|---|---|---|---|---|---|',
    `| floor / | ${kB(f.firstLoad.jsGzip)} | 0 | ${kB(f.firstLoad.jsBrotli)} | ${kB(f.firstLoad.cssGzip)} | ${f.firstLoad.scripts} | | | no |`,
    ...r.firstLoad.map((w) => `| ${w.path} | ${kB(w.jsGzip)} | ${kB(w.overFloor)} | ${kB(w.jsBrotli)} | ${kB(w.cssGzip)} | ${w.scripts} | ${kB(w.budget)} | ${yes(w.withinBudget)} | ${w.firebase ? 'YES' : 'no'} |`),
    '',
    `Main-thread work of a load in a phone-sized Chromium, unthrottled, median of ${r.lighthouseRuns === 1 ? 3 : 5} loads (\`bench/render-work.mjs\`):`,
    '',
    '| page | style and layout before first paint, ms | script, whole load, ms |',
    '|---|---|---|',
    ...r.renderWork.map((w) => `| ${w.path} | ${w.layoutBeforeFcpMs.toFixed(0)} | ${w.scriptMs.toFixed(0)} |`),
    '',
    `Where a throttled phone's main thread goes (1.6 Mbit/s, 150 ms round trips, CPU x4, applied by the browser, not simulated; \`bench/main-thread.mjs\`): blocking time after the first contentful paint, median of ${r.mainThread.pages[0]?.runs.length ?? 0} loads (each load's), and the script time of the median load, with the share of the site's own modules (the rest is React, Next and the compilation of their code). The floor: ${thread(r.mainThread.floor)} ms.`,
    '',
    '| page | blocking ms (loads) | its content floor, ms | script ms | the site\'s own modules, ms |',
    '|---|---|---|---|---|',
    ...r.mainThread.pages.map((t) => `| ${t.path} | ${thread(t)} | ${t.contentFloorBlockingMs === null ? '' : Math.round(t.contentFloorBlockingMs)} | ${Math.round(t.scriptMs)} | ${Math.round(t.ownMs)} |`),
    '',
    `First working tap on a phone throttled to 1.6 Mbit/s, 150 ms round trips and CPU x4 (\`bench/first-tap.mjs\`): taps on Menu from the first paint (the first frame on the screen), every 100 ms, until one opens it; median of ${r.lighthouseRuns === 1 ? 1 : 3} loads, ms after first paint. Budget: the working tap within ${r.budget.firstTapMs} ms.`,
    '',
    '| page | working tap, ms | taps needed (most) | menu open, ms | within budget |',
    '|---|---|---|---|---|',
    ...r.firstTap.map((t) => `| ${t.path} | ${Math.round(t.tapMs)} | ${t.taps} | ${Math.round(t.openMs)} | ${yes(t.withinBudget)} |`),
    '',
    `Uncached article render (first request of an article created after the build): median ${Math.round(r.uncachedRenderMs.median)} ms (min ${Math.round(r.uncachedRenderMs.min)}, max ${Math.round(r.uncachedRenderMs.max)}); budget ${r.budget.uncachedRenderMs} ms: ${yes(r.uncachedRenderMs.withinBudget)}.`,
    '',
    `Measured in ${r.seconds} s after start; the machine's load average (1 min) ${r.loadAverage.before.toFixed(1)} before, ${r.loadAverage.after.toFixed(1)} after.`,
    '',
  ];
  return lines.join('\n');
}
