/**
 * The site itself at 1,000 and at 50,000 insights (local mode, the generated archive of
 * bench/scale.ts): `next build` against each archive, then `next start`, and per kind of page its
 * first (origin) render's time, status, HTML size and Cache-Control; the server's memory after
 * warm-up and after a search (retained, after collecting garbage) and the longest the event loop
 * was held meanwhile (bench/memory-probe.mjs); the sitemap's time and size.
 *
 *   npm run bench:scale:server [-- --sizes 1000,50000]
 *
 * Writes bench/results/scale-server.md. Each size builds into a directory of its own
 * (.next-scale-<size>), removed afterwards.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cursorOf, formatCursor, queries } from '../lib/data/queries';
import { createSqliteStore, importDocs, openDatabase } from '../lib/data/sqlite';
import { scheduleItem } from '../lib/studio/workflow';
import { insightPath } from '../lib/text';
import { insightDraft } from '../tests/contract/drafts';
import { archive } from './scale';

const args = new Map(process.argv.slice(2).flatMap((arg, i, all) => (arg.startsWith('--') ? [[arg.slice(2), all[i + 1] ?? '']] : [])));
const SIZES = (args.get('sizes') ?? '1000,50000').split(',').map(Number);
const PORT = 3990;
const NEXT_BIN = createRequire(import.meta.url).resolve('next/dist/bin/next');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Row = { name: string; status: number; ms: number; kB: number; cache: string; served: string };
type Renewal = { cached: number; rerendered: string[] };
type Result = { buildS: number; rows: Row[]; memory: { warm: number; search: number }; startHeldMs: number; heldMaxMs: number; renewal: Renewal };

const SCHEDULER_TOKEN = 'bench-scheduler-token-not-a-secret';
/** The insight published during the bench, by the scheduled run (as a publisher's schedule would). */
const PUBLISHED = 'b-bench-published';
/** Older articles no build prerenders, rendered once and cached before the publication. */
const ON_DEMAND = 300;

async function fetchRow(name: string, url: string): Promise<Row> {
  const started = performance.now();
  const response = await fetch(url, { redirect: 'manual' });
  const body = await response.arrayBuffer();
  return {
    name,
    status: response.status,
    ms: performance.now() - started,
    kB: body.byteLength / 1024,
    cache: response.headers.get('cache-control') ?? '',
    served: response.headers.get('x-nextjs-cache') ?? 'dynamic',
  };
}

/** What the server keeps after collecting garbage, in MB, and the event loop's longest hold since the last call. */
async function probe(server: ChildProcess, log: () => string) {
  const mark = log().length;
  server.kill('SIGUSR2');
  for (let i = 0; i < 50 && !log().slice(mark).includes('[memory]'); i++) await pause(100);
  const line = /\[memory\] (\{.*\})/.exec(log().slice(mark));
  const m = JSON.parse(line![1]!) as { rss: number; heapUsed: number; external: number; heldMaxMs: number };
  return { mb: Math.round(m.rss / 1024 / 1024), heldMaxMs: m.heldMaxMs };
}

const PUBLICATION = insightDraft({ heading: 'Cracker margins after the bench', summary: 'Published by the scheduled run while the site is cached.', body: '<p>Margins.</p>' });

/**
 * The cached pages one publication renders again: every page the build prerendered and
 * ON_DEMAND older articles, each cached (a HIT) before the scheduled run publishes one insight;
 * then each requested once more, a page that is no longer a HIT being one rendered again.
 */
async function renewed(base: string, distDir: string, older: string[]): Promise<Renewal> {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as { routes: Record<string, unknown> };
  const urls = [...Object.keys(manifest.routes).filter((url) => !url.startsWith('/_')), ...older];
  const served = async (url: string) => {
    const response = await fetch(`${base}${url}`, { redirect: 'manual' });
    await response.arrayBuffer();
    return response.headers.get('x-nextjs-cache');
  };
  for (const url of urls) await served(url);
  const cached: string[] = [];
  for (const url of urls) if ((await served(url)) === 'HIT') cached.push(url);
  const run = await fetch(`${base}/api/scheduled-publishing`, { method: 'POST', headers: { authorization: `Bearer ${SCHEDULER_TOKEN}` } });
  const { published } = (await run.json()) as { published: number };
  if (published !== 1) throw new Error(`the scheduled run published ${published} insights, not 1`);
  const rerendered: string[] = [];
  for (const url of cached) if ((await served(url)) !== 'HIT') rerendered.push(url);
  return { cached: cached.length, rerendered };
}

async function measure(size: number): Promise<Result> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-server-'));
  const file = path.join(dir, 'site.db');
  const distDir = `.next-scale-${size}`;
  const db = openDatabase(file);
  importDocs(db, archive(size));
  db.close();
  // Not measured: a cursor halfway through the archive, and an old article no build prerenders.
  const store = createSqliteStore(file);
  const middle = await Promise.all([2, 3, 5].map(async (part) => (await store.list({ ...queries.blogsPage(1), limit: 1, offset: Math.floor(size / part) }))[0]!));
  const [quarter] = await store.list({ ...queries.blogsPage(1), limit: 1, offset: Math.floor(size / 4) });
  const [older, ...oldest] = await store.list({ ...queries.blogsPage(1), limit: 4, orderBy: { field: 'date', direction: 'asc' } });
  const onDemand = await store.list({ ...queries.blogsPage(1), limit: ON_DEMAND, offset: 300 });
  // One insight scheduled for now: the scheduled run publishes it while every page below is cached.
  await scheduleItem(store, PUBLISHED, 0, PUBLICATION, Date.now(), { by: 'Bench Publisher', at: Date.now() });
  await store.close();

  const env = { ...process.env, SITE_BACKEND: 'local', SQLITE_PATH: file, NEXT_DIST_DIR: distDir, SITE_URL: `http://127.0.0.1:${PORT}`, NEXT_TELEMETRY_DISABLED: '1', ALERTS_TOKEN: SCHEDULER_TOKEN };
  // Next adds each build directory's types to tsconfig.json: the bench's are put back as they were.
  const tsconfig = fs.readFileSync('tsconfig.json', 'utf8');
  const started = performance.now();
  execFileSync(process.execPath, [NEXT_BIN, 'build'], { env, stdio: 'ignore' });
  const buildS = (performance.now() - started) / 1000;
  fs.writeFileSync('tsconfig.json', tsconfig);

  const server = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
    env: { ...env, NODE_OPTIONS: `--expose-gc --import ${pathToFileURL(path.resolve('bench/memory-probe.mjs'))}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${PORT}`;
  try {
    for (let i = 0; i < 120 && !(await fetch(`${base}/robots.txt`).catch(() => null)); i++) await pause(500);
    // Warm-up: each kind of page once (its code loaded and compiled), on URLs the measured pass does not use.
    for (const url of ['/', `/insights?page=2&after=${encodeURIComponent(formatCursor(cursorOf(quarter!)))}`, insightPath(older!.heading, older!.id), '/search?q=outlook', '/sitemap.xml']) {
      await fetch(`${base}${url}`);
    }
    const warm = await probe(server, () => output);
    const rows: Row[] = [];
    // A kind of page rendered at the origin is measured on three URLs of that kind, each a first
    // request, and reported by the median: one sample of a 30 ms render swings by a third.
    const page = async (name: string, ...urls: string[]) => {
      const measured: Row[] = [];
      for (const url of urls) measured.push(await fetchRow(name, `${base}${url}`));
      rows.push({ ...measured[0]!, ms: measured.map((row) => row.ms).sort((a, b) => a - b)[Math.floor(measured.length / 2)]! });
    };
    const cursor = (doc: (typeof middle)[number]) => `/insights?page=2&after=${encodeURIComponent(formatCursor(cursorOf(doc)))}`;
    await page('/ (prerendered)', '/');
    await page('/insights (page 1, rendered per request)', '/insights');
    await page('/insights deep, by cursor', ...middle.map(cursor));
    await page('/insights?topic=…', '/insights?topic=Mobility', '/insights?topic=Composites', '/insights?topic=Surfactants');
    await page('/news', '/news');
    await page('/events', '/events');
    await page('the oldest articles (not prerendered)', ...oldest.map((doc) => insightPath(doc.heading, doc.id)));
    await page('an industry page (/mobility)', '/mobility');
    await page('a junk link /insights/x/…', '/insights/x/nothing', '/insights/x/b-999999x', '/insights/x/nowhere-at-all');
    await page('a search (every kind)', '/search?q=polymer%20capacity', '/search?q=ethylene%20demand', '/search?q=coatings%20regulation');
    await page('a search, a typo (every kind)', '/search?q=catalsyt', '/search?q=feedstcok', '/search?q=surfactnat');
    await page("a search, one kind's page 3", '/search?q=margin&kind=insight&page=3', '/search?q=cracker&kind=insight&page=3', '/search?q=recycling&kind=insight&page=3');
    await page('/sitemap.xml', '/sitemap.xml');
    const searched = await probe(server, () => output);
    const renewal = await renewed(base, distDir, onDemand.map((doc) => insightPath(doc.heading, doc.id)));
    return { buildS, rows, memory: { warm: warm.mb, search: searched.mb }, startHeldMs: warm.heldMaxMs, heldMaxMs: searched.heldMaxMs, renewal };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    fs.rmSync(distDir, { recursive: true, force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const results: Result[] = [];
  for (const size of SIZES) {
    console.log(`[scale:server] ${size} insights ...`);
    results.push(await measure(size));
  }
  const sizes = SIZES.map((s) => s.toLocaleString('en'));
  const lines = [
    '# Scale: the site at each archive size (local mode)',
    '',
    `\`npm run bench:scale:server -- --sizes ${SIZES.join(',')}\` on ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}: \`next build\`, then \`next start\`, a warm-up of each kind of page on other URLs, then each page below (its first, origin render unless the build prerendered it; the median of three URLs of a kind where the table lists a kind).`,
    '',
    `| | ${sizes.join(' | ')} |`,
    `|---|${SIZES.map(() => '---:').join('|')}|`,
    `| \`next build\` | ${results.map((r) => `${r.buildS.toFixed(0)} s`).join(' | ')} |`,
    `| server memory (RSS, after collecting garbage), warm | ${results.map((r) => `${r.memory.warm} MB`).join(' | ')} |`,
    `| server memory after the searches | ${results.map((r) => `${r.memory.search} MB`).join(' | ')} |`,
    `| event loop held at most, from the start to the end of the warm-up | ${results.map((r) => `${r.startHeldMs.toLocaleString('en')} ms`).join(' | ')} |`,
    `| event loop held at most (after the warm-up) | ${results.map((r) => `${r.heldMaxMs} ms`).join(' | ')} |`,
    '',
    `| request | ${sizes.map((s) => `ms at ${s}`).join(' | ')} | ${sizes.map((s) => `kB at ${s}`).join(' | ')} | status, served, Cache-Control at ${sizes.at(-1)} |`,
    `|---|${SIZES.map(() => '---:').join('|')}|${SIZES.map(() => '---:').join('|')}|---|`,
  ];
  results[0]!.rows.forEach((row, i) => {
    const per = results.map((r) => r.rows[i]!);
    const last = per.at(-1)!;
    lines.push(`| ${row.name} | ${per.map((r) => r.ms.toFixed(0)).join(' | ')} | ${per.map((r) => r.kB.toFixed(0)).join(' | ')} | ${last.status}, ${last.served}, \`${last.cache}\` |`);
  });
  lines.push(
    '',
    '## One publication',
    '',
    `Every page the build prerendered and ${ON_DEMAND} older articles rendered on request, each requested until cached (a HIT); then the scheduled run publishes one insight (\`POST /api/scheduled-publishing\`), and each cached page is requested once more: one that is no longer a HIT is rendered again.`,
    '',
    `| | ${sizes.join(' | ')} |`,
    `|---|${SIZES.map(() => '---:').join('|')}|`,
    `| cached pages before the publication | ${results.map((r) => r.renewal.cached.toLocaleString('en')).join(' | ')} |`,
    `| rendered again after it | ${results.map((r) => r.renewal.rerendered.length.toLocaleString('en')).join(' | ')} |`,
    '',
    `Rendered again at ${sizes.at(-1)}: ${results.at(-1)!.renewal.rerendered.map((url) => `\`${url}\``).join(', ')}. The whole-site revalidation this replaced (\`revalidatePath('/', 'layout')\`) made every cached page stale: all ${results.at(-1)!.renewal.cached.toLocaleString('en')}.`,
  );
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/scale-server.md', `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
