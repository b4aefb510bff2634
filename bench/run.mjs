// npm run bench: builds and starts the site in local mode, then measures Lighthouse (mobile,
// median of 3), first-load JS/CSS per route, layout work before the first paint, throughput of
// a cached article vs a static file, and the uncached render time of an article. Writes bench/results/latest.{md,json}.
// Flags: --skip-build (reuse .next), --quick (1 Lighthouse run, 5 s load runs).
import fs from 'node:fs';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { firstLoad, kB } from './first-load.mjs';
import { medianAudit, warmImages } from './lighthouse.mjs';
import { renderWork } from './render-work.mjs';
import { startSite } from './server.mjs';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const PORT = 3300;
const DB = '.data/bench.db';
const BUDGET = { home: 170_000, content: 140_000 };

const STATIC_COPY = 'public/bench-static/article.html';
let articleRoute; // set by copyPrerenderedArticle() before the server starts

const site = await startSite({ port: PORT, db: DB, build: !args.has('--skip-build'), before: copyPrerenderedArticle });
const started = Date.now();
try {
  const article = encodeURI(articleRoute);
  const lighthousePages = ['/', '/insights', article, '/events', '/mobility'];
  const routes = [...lighthousePages, '/news', '/blogs', '/focus', '/capabilities', '/about-us', '/careers', '/countdown', '/login'];

  for (const path of routes) {
    const status = (await fetch(site.base + path)).status;
    if (status !== 200) throw new Error(`${path} answered ${status}: the benchmark stops here`);
  }

  console.log('first-load weight ...');
  const weights = [];
  for (const path of routes) weights.push(await firstLoad(site.base, path));

  console.log('lighthouse ...');
  // One unrecorded load per page first, as Lighthouse's phone: the image optimiser encodes each
  // size and format on its first request (about a second for AVIF on this machine) and caches
  // it; the runs measure the site as every visitor after the first one sees it.
  await warmImages(site.base, lighthousePages);
  const audits = [];
  for (const path of lighthousePages) {
    audits.push({ path, ...(await medianAudit(site.base + path, quick ? 1 : 3)) });
    console.log(`  ${path}: ${audits.at(-1).performance}`);
  }

  console.log('render work ...');
  const rendering = await renderWork(site.base, lighthousePages, quick ? 3 : 5);

  console.log('throughput ...');
  const load = async (path) => {
    const result = await autocannon({ url: site.base + path, connections: 20, duration: quick ? 5 : 10 });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors under load`);
    return { path, requestsPerSec: result.requests.average, latencyP50: result.latency.p50, latencyP99: result.latency.p99 };
  };
  await load(article); // warm-up: the first request after start fills the cache
  const cachedArticle = await load(article);
  // The same bytes as a plain file (the budget's comparison), and a small file for scale.
  const staticCopy = await load('/bench-static/article.html');
  const staticFile = await load('/images/logo.svg');

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
    machine: `${process.platform} ${process.arch}, Node ${process.version}`,
    lighthouseRuns: quick ? 1 : 3,
    lighthouse: audits,
    firstLoad: weights.map((w) => ({ ...w, budget: w.path === '/' ? BUDGET.home : BUDGET.content, withinBudget: w.jsGzip <= (w.path === '/' ? BUDGET.home : BUDGET.content) })),
    renderWork: rendering,
    throughput: { cachedArticle, staticCopy, staticFile, ratio: cachedArticle.requestsPerSec / staticCopy.requestsPerSec, smallFileRatio: cachedArticle.requestsPerSec / staticFile.requestsPerSec },
    uncachedRenderMs: { median: renders[2], min: renders[0], max: renders[4] },
    seconds: Math.round((Date.now() - started) / 1000),
  };
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/latest.json', JSON.stringify(results, null, 2));
  fs.writeFileSync('bench/results/latest.md', report(results));
  console.log(report(results));
} finally {
  site.stop();
  fs.rmSync('public/bench-static', { recursive: true, force: true });
}

/**
 * Picks the first prerendered article and copies its HTML into public/ before the server
 * starts (public files are listed at start), so the load test can compare the cached page
 * with a static file of exactly the same bytes.
 */
function copyPrerenderedArticle() {
  const manifest = JSON.parse(fs.readFileSync('.next/prerender-manifest.json', 'utf8'));
  articleRoute = Object.keys(manifest.routes).find((route) => /^\/insights\/[^/]+\/[^/]+$/.test(route));
  if (!articleRoute) throw new Error('no prerendered article in .next/prerender-manifest.json');
  fs.mkdirSync('public/bench-static', { recursive: true });
  fs.copyFileSync(`.next/server/app${articleRoute}.html`, STATIC_COPY);
}

function report(r) {
  const pct = (x) => (x === null ? 'n/a' : x.toFixed(2));
  const lines = [
    `# Benchmark ${r.date}`,
    '',
    `${r.machine}. Command: \`npm run bench\`. Lighthouse 12.8 mobile (simulated throttling), median of ${r.lighthouseRuns} run(s).`,
    '',
    '| page | perf (runs) | a11y | best practices | SEO | LCP ms | CLS | TBT ms | LCP lazy? |',
    '|---|---|---|---|---|---|---|---|---|',
    ...r.lighthouse.map((a) => `| ${a.path} | ${pct(a.performance)} (${a.runs.join(', ')}) | ${pct(a.accessibility)} | ${pct(a.bestPractices)} | ${pct(a.seo)} | ${Math.round(a.lcpMs)} | ${a.cls.toFixed(3)} | ${Math.round(a.tbtMs)} | ${a.lazyLcp ? 'yes' : 'no'} |`),
    '',
    '| route | first-load JS gzip kB | as sent (brotli) kB | CSS gzip kB | scripts | budget kB | within | Firebase SDK |',
    '|---|---|---|---|---|---|---|---|',
    ...r.firstLoad.map((w) => `| ${w.path} | ${kB(w.jsGzip)} | ${kB(w.jsBrotli)} | ${kB(w.cssGzip)} | ${w.scripts} | ${kB(w.budget)} | ${w.withinBudget ? 'yes' : 'NO'} | ${w.firebase ? 'YES' : 'no'} |`),
    '',
    `Main-thread work of a load in a phone-sized Chromium, unthrottled, median of ${r.lighthouseRuns === 1 ? 3 : 5} loads (\`bench/render-work.mjs\`):`,
    '',
    '| page | style and layout before first paint, ms | script, whole load, ms |',
    '|---|---|---|',
    ...r.renderWork.map((w) => `| ${w.path} | ${w.layoutBeforeFcpMs.toFixed(0)} | ${w.scriptMs.toFixed(0)} |`),
    '',
    `Throughput (autocannon, 20 connections, 10 s each):`,
    '',
    '| what | req/s | p50 ms | p99 ms |',
    '|---|---|---|---|',
    ...[['cached article', r.throughput.cachedArticle], ['the same HTML as a static file', r.throughput.staticCopy], ['a small static file (logo.svg)', r.throughput.staticFile]].map(([name, t]) => `| ${name} | ${Math.round(t.requestsPerSec)} | ${t.latencyP50} | ${t.latencyP99} |`),
    '',
    `Cached article vs the same bytes as a static file: **${(r.throughput.ratio * 100).toFixed(0)} %** (vs the small file: ${(r.throughput.smallFileRatio * 100).toFixed(0)} %).`,
    '',
    `Uncached article render (first request of an article created after the build): median ${Math.round(r.uncachedRenderMs.median)} ms (min ${Math.round(r.uncachedRenderMs.min)}, max ${Math.round(r.uncachedRenderMs.max)}).`,
    '',
    `Measured in ${r.seconds} s after start.`,
    '',
  ];
  return lines.join('\n');
}
