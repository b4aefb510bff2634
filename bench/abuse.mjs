#!/usr/bin/env node
/**
 * The abuse figures of bench/results/abuse.md (docs/reliability.md), rerunnable: `npm run bench:abuse`. Builds the site in
 * local mode (unless SKIP_BUILD=1), starts Next's own server on a fresh copy of the seed behind a
 * trusted proxy (TRUSTED_PROXY_HOPS=1, so every request may claim its own client address) and,
 * on loopback only:
 *
 *   1. minted URLs: 1,200 list URLs at cursors and page numbers no link gives and 300 sitemap
 *      parts that do not exist, after a warm-up round of as many: files and megabytes added
 *      under .next/, and server memory;
 *   2. forged addresses: N subscribe calls through the real server action, each from a new
 *      address (IPv4 and IPv6), every one a new rate-limit key: server memory after, against before;
 *   3. live streams: S streams held open at once from rotating addresses, then a visitor's own;
 *   4. link previews: R requests for preview images (every document's, with query strings, unknown ids);
 *   5. log-in: 40 simultaneous wrong passwords on one account (the limit is 10);
 *   6. load: bench/load.mjs, 50 connections for 60 s, pages and writes from many visitors.
 *
 * Every phase counts 5xx answers (the budget is none). Memory is the server's resident set
 * (/proc, the process and its children). Writes bench/results/abuse.{json,md}.
 *
 *   node bench/abuse.mjs [--port 3290] [--keys 100000] [--streams 2000] [--previews 1000] [--minted-lists 1200] [--minted-parts 300] [--load-seconds 60]
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i === -1 ? fallback : argv[i + 1];
};
const PORT = Number(opt('port', 3290));
const KEYS = Number(opt('keys', 100_000));
const STREAMS = Number(opt('streams', 2000));
const PREVIEWS = Number(opt('previews', 1000));
const LOAD_SECONDS = Number(opt('load-seconds', 60));
const MINTED_LISTS = Number(opt('minted-lists', 1200));
const MINTED_PARTS = Number(opt('minted-parts', 300));
const base = `http://127.0.0.1:${PORT}`;
const db = path.join(root, '.data/abuse.db');
// The site's ceiling on confirmation mails (300 an hour) holds here as in production: past it the
// subscriptions of the forged-address and load phases are refused with the spec's error, and
// still take their limiter keys and store reads.
const env = { ...process.env, SITE_BACKEND: 'local', SQLITE_PATH: db, SITE_URL: base, TRUSTED_PROXY_HOPS: '1', NEXT_TELEMETRY_DISABLED: '1' };
const serverEnv = { ...env, NODE_OPTIONS: `--expose-gc --import ${pathToFileURL(path.join(root, 'bench/memory-probe.mjs'))}` };
const log = (line) => process.stdout.write(`${line}\n`);

if (process.env.SKIP_BUILD !== '1') execFileSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit', env });
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(db + suffix, { force: true });
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const server = spawn(process.execPath, [nextBin, 'start', '-p', String(PORT), '-H', '127.0.0.1'], { cwd: root, env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] });
let serverLog = '';
server.stdout.on('data', (chunk) => (serverLog += chunk));
server.stderr.on('data', (chunk) => (serverLog += chunk));
process.on('exit', () => server.kill('SIGKILL'));

/** Resident memory of the server and its children, in MB. */
function serverMb() {
  const children = new Map();
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const ppid = Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(pid)]);
    } catch {
      // gone
    }
  }
  const tree = [server.pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  let kb = 0;
  for (const pid of tree) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return Math.round(kb / 1024);
}

/**
 * What the server keeps after collecting garbage (bench/memory-probe.mjs), in MB: the V8 heap
 * and the memory outside it (buffers, SQLite's), which is what a limiter key or a stream costs.
 */
async function retainedMb() {
  const mark = serverLog.length;
  server.kill('SIGUSR2');
  for (let i = 0; i < 50 && !serverLog.slice(mark).includes('[memory]'); i++) await pause(100);
  const line = /\[memory\] (\{.*\})/.exec(serverLog.slice(mark));
  if (!line) return null;
  const m = JSON.parse(line[1]);
  return Math.round((m.heapUsed + m.external) / 1024 / 1024);
}

/** CPU seconds the server has used (user + system), for per-request costs. */
function serverCpuSeconds() {
  const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 Hz)
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not yet
  }
  if (i > 120) throw new Error(`the server did not start:\n${serverLog}`);
  await pause(500);
}
for (const page of ['/', '/insights', '/news', '/events', '/about-us']) await (await fetch(base + page)).arrayBuffer();
await pause(2000);

const results = { machine: `${os.platform()} ${os.arch()}, ${os.availableParallelism()} cores, Node ${process.version}`, date: new Date().toISOString().slice(0, 10), phases: {} };
const fivexx = (stats) => Object.entries(stats ?? {}).filter(([code]) => Number(code) >= 500).reduce((n, [, s]) => n + Number(s.count), 0);
const codes = (stats) => Object.fromEntries(Object.entries(stats ?? {}).map(([code, s]) => [code, Number(s.count)]));

// The build's subscribe action, called as React's client calls it.
const manifest = JSON.parse(fs.readFileSync(path.join(root, '.next/server/server-reference-manifest.json'), 'utf8'));
const [subscribeId, subscribeEntry] = Object.entries(manifest.node).find(([, a]) => a.exportedName === 'subscribe');
const subscribeRoute = Object.keys(subscribeEntry.workers).find((w) => w.endsWith('/page') && !w.includes('[') && !w.includes('/_')).replace(/^app/, '').replace(/\/page$/, '') || '/';
const boundary = '----abuse0123456789';
const subscribeBody = (email) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="_1_email"\r\n\r\n${email}\r\n--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n[{},"$K1"]\r\n--${boundary}--\r\n`;
/** The n-th forged client: every other one an IPv6 address in a /64 of its own. */
const forged = (n) => (n % 2 ? `2001:db8:${((n >> 16) & 0xffff).toString(16)}:${(n & 0xffff).toString(16)}::1` : `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);

// 1. Minted URLs, first, on a server nothing else has grown yet: list pages at cursors and page
// numbers no link gives, and sitemap parts that do not exist, each URL new. After a warm-up round of the same kind, what a second round adds
// under .next/ and to the server's memory is what minted URLs cost it.
{
  const footprint = () => {
    let files = 0;
    let bytes = 0;
    const walk = (dir) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (entry.isFile() && !entry.name.startsWith('trace')) {
          files++;
          bytes += fs.statSync(file).size;
        }
      }
    };
    walk(path.join(root, '.next'));
    return { files, mb: Math.round((bytes / 1024 / 1024) * 10) / 10 };
  };
  const lists = ['/insights', '/news', '/events', '/blogs'];
  const minted = (round) => [
    ...Array.from({ length: MINTED_LISTS }, (_, n) => {
      const date = `2026-${String(1 + (n % 9)).padStart(2, '0')}-${String(1 + (n % 27)).padStart(2, '0')}T00:00:00.000Z`;
      return `${lists[n % lists.length]}?page=${2 + (n % 40)}&after=${encodeURIComponent(`${date}_${round}-${n}`)}`;
    }),
    ...Array.from({ length: MINTED_PARTS }, (_, n) => `/sitemap/${(round === 'warm' ? 1000 : 5000) + n}.xml`),
  ];
  const visit = async (urls) => {
    let n = 0;
    return autocannon({ url: base, connections: 10, amount: urls.length, timeout: 30, requests: [{ setupRequest: (req) => ({ ...req, path: urls[n++ % urls.length] }) }] });
  };
  const warmUp = await visit(minted('warm'));
  await pause(3000);
  const before = { ...footprint(), memoryMb: serverMb() };
  const result = await visit(minted('mint'));
  await pause(3000);
  const after = { ...footprint(), memoryMb: serverMb() };
  results.phases.mintedUrls = {
    lists: MINTED_LISTS,
    sitemapParts: MINTED_PARTS,
    statusCodes: codes(result.statusCodeStats),
    count5xx: fivexx(result.statusCodeStats) + fivexx(warmUp.statusCodeStats),
    files: { before: before.files, after: after.files, added: after.files - before.files },
    mb: { before: before.mb, after: after.mb, added: Math.round((after.mb - before.mb) * 10) / 10 },
    memoryMb: { before: before.memoryMb, after: after.memoryMb, growth: after.memoryMb - before.memoryMb },
  };
  log(`minted URLs: ${JSON.stringify(results.phases.mintedUrls)}`);
}

// 2. Forged addresses. The start is measured after a warm-up of the same calls (with keys of
// their own), so the figure is what the keys keep, not the heap the server grows to under load.
{
  let n = 0;
  const subscribeCalls = (amount) =>
    autocannon({
      url: base,
      connections: 50,
      amount,
      timeout: 30,
      requests: [
        {
          method: 'POST',
          path: subscribeRoute,
          setupRequest: (req) => {
            n++;
            return {
              ...req,
              body: subscribeBody(`abuse-${n}@example.com`),
              headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'text/x-component', 'next-action': subscribeId, origin: base, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': forged(n) },
            };
          },
        },
      ],
    });
  const warmUp = await subscribeCalls(Math.min(5000, KEYS));
  await pause(5000);
  const before = serverMb();
  const retainedBefore = await retainedMb();
  const started = Date.now();
  const result = await subscribeCalls(KEYS);
  await pause(5000);
  const after = serverMb();
  const retainedAfter = await retainedMb();
  results.phases.forgedAddresses = {
    warmUp: warmUp.requests.total,
    requests: result.requests.total,
    seconds: Math.round((Date.now() - started) / 1000),
    statusCodes: codes(result.statusCodeStats),
    count5xx: fivexx(result.statusCodeStats) + fivexx(warmUp.statusCodeStats),
    errors: result.errors,
    memoryMb: { before, after, growth: after - before },
    retainedMb: { before: retainedBefore, after: retainedAfter, growth: retainedAfter - retainedBefore },
  };
  log(`forged addresses: ${JSON.stringify(results.phases.forgedAddresses)}`);
}

// 3. Live streams: the home page's lists, as its channel asks for them.
{
  const q = encodeURIComponent(JSON.stringify([
    { collection: 'news', orderBy: { field: 'date', direction: 'desc' }, limit: 5 },
    { collection: 'blogs', orderBy: { field: 'date', direction: 'desc' }, limit: 8 },
    { collection: 'events', orderBy: { field: 'date', direction: 'desc' }, limit: 8 },
  ]));
  const before = serverMb();
  const open = [];
  const statuses = {};
  const count = (status) => (statuses[status] = (statuses[status] ?? 0) + 1);
  for (let i = 0; i < STREAMS; i += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, STREAMS - i) }, async (_, j) => {
        const controller = new AbortController();
        try {
          const response = await fetch(`${base}/api/live?q=${q}`, { headers: { 'x-forwarded-for': forged(1_000_000 + i + j) }, signal: controller.signal });
          count(response.status);
          open.push(controller);
        } catch {
          count('error');
        }
      }),
    );
  }
  await pause(3000);
  const held = serverMb();
  const visitor = await fetch(`${base}/api/live?q=${q}`, { headers: { 'x-forwarded-for': '192.0.2.1' } });
  const visitorStatus = visitor.status;
  await visitor.body?.cancel();
  const junk = await fetch(`${base}/api/live?q=${encodeURIComponent(JSON.stringify([{ collection: 'news', orderBy: { field: 'heading', direction: 'asc' }, limit: 100 }]))}`);
  for (const controller of open) controller.abort();
  results.phases.liveStreams = { opened: STREAMS, statusCodes: statuses, count5xx: Object.entries(statuses).filter(([s]) => Number(s) >= 500).reduce((a, [, c]) => a + c, 0), visitorAfter: visitorStatus, otherShape: junk.status, memoryMb: { before, held, perStreamKb: Math.round(((held - before) * 1024) / STREAMS) } };
  log(`live streams: ${JSON.stringify(results.phases.liveStreams)}`);
  await pause(3000);
}

// 4. Link previews: every document's, shared with query strings, and ids that name nothing.
{
  const store = new Database(db, { readonly: true });
  const ids = [
    ...store.prepare("SELECT id FROM documents WHERE collection = 'blogs'").all().map((r) => `/og/insights/${encodeURIComponent(r.id)}`),
    ...store.prepare("SELECT id FROM documents WHERE collection = 'events'").all().map((r) => `/og/events/${encodeURIComponent(r.id)}`),
    ...store.prepare("SELECT id FROM documents WHERE collection = 'job_openings'").all().map((r) => `/og/careers/${encodeURIComponent(r.id)}`),
  ];
  store.close();
  const cpuBefore = serverCpuSeconds();
  const before = serverMb();
  let n = 0;
  const result = await autocannon({
    url: base,
    connections: 20,
    amount: PREVIEWS,
    timeout: 30,
    requests: [
      {
        setupRequest: (req) => {
          n++;
          const path = n % 10 === 0 ? `/og/insights/no-such-${n}` : `${ids[n % ids.length]}${n % 3 === 0 ? `?utm_source=x${n}` : ''}`;
          return { ...req, path };
        },
      },
    ],
  });
  const cpu = serverCpuSeconds() - cpuBefore;
  results.phases.previews = { requests: result.requests.total, documents: ids.length, statusCodes: codes(result.statusCodeStats), count5xx: fivexx(result.statusCodeStats), serverCpuMsPerRequest: Math.round((cpu * 1000) / result.requests.total * 10) / 10, latencyMs: { p50: result.latency.p50, p99: result.latency.p99 }, memoryMb: { before, after: serverMb() }, fontFetches: /Failed to load dynamic font|fonts\.googleapis/.test(serverLog) ? 'yes' : 'none' };
  log(`previews: ${JSON.stringify(results.phases.previews)}`);
}

// 5. Log-in: simultaneous wrong passwords on one account, from one address.
{
  const attempts = await Promise.all(
    Array.from({ length: 40 }, () =>
      fetch(`${base}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify({ email: 'someone@example.com', password: 'Wrong-guess1!' }),
      }).then((r) => r.status),
    ),
  );
  const tally = attempts.reduce((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});
  results.phases.logIn = { simultaneous: 40, limit: 10, checked: tally[401] ?? 0, refused: tally[429] ?? 0, statusCodes: tally };
  log(`log-in: ${JSON.stringify(results.phases.logIn)}`);
}

// 6. Load: pages and writes from many visitors.
{
  const out = execFileSync(process.execPath, [path.join(root, 'bench/load.mjs'), '--url', base, '--db', db, '--clients', 'proxy', '--connections', '50', '--duration', String(LOAD_SECONDS), '--json'], { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const summary = JSON.parse(out.trim().split('\n').pop());
  results.phases.load = { connections: 50, seconds: LOAD_SECONDS, requests: summary.requests, requestsPerSecond: summary.requestsPerSecond, latencyMs: summary.latencyMs, count5xx: summary.count5xx, errors: summary.errors, writesAccepted: summary.writes.subscribeAccepted, store: summary.store, memoryMbAfter: serverMb() };
  log(`load: ${JSON.stringify(results.phases.load)}`);
}

server.kill('SIGTERM');
const p = results.phases;
const checks = {
  'no 5xx in any phase': [p.forgedAddresses, p.liveStreams, p.previews, p.mintedUrls, p.load].every((phase) => phase.count5xx === 0) && !p.logIn.statusCodes[500],
  'minted URLs add at most 100 files and 30 MB under .next/ and 40 MB of memory': p.mintedUrls.files.added <= 100 && p.mintedUrls.mb.added <= 30 && p.mintedUrls.memoryMb.growth <= 40,
  'memory kept after the forged addresses within 50 MB of the start': p.forgedAddresses.retainedMb.growth <= 50,
  "a visitor's stream opens with the channel full of others": p.liveStreams.visitorAfter === 200 || p.liveStreams.visitorAfter === 204,
  'a query of no page refused': p.liveStreams.otherShape === 400,
  'previews drawn without fetching fonts': p.previews.fontFetches === 'none',
  'log-in checks no more than its limit': p.logIn.checked <= p.logIn.limit,
  'every accepted write stored once': !p.load.store || (p.load.store.missing === 0 && p.load.store.duplicates === 0),
};
results.checks = checks;
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/abuse.json'), `${JSON.stringify(results, null, 2)}\n`);
const md = [
  `# Abuse bench, ${results.date}`,
  '',
  `${results.machine}. Command: \`npm run bench:abuse\` (bench/abuse.mjs), the site's own server in local mode behind a trusted proxy.`,
  '',
  '| phase | figures |',
  '|---|---|',
  `| ${p.mintedUrls.lists.toLocaleString('en')} list URLs with minted cursors and page numbers and ${p.mintedUrls.sitemapParts} sitemap parts that do not exist, each new (after a warm-up round of as many) | ${JSON.stringify(p.mintedUrls.statusCodes)}, 5xx ${p.mintedUrls.count5xx}; under .next/ ${p.mintedUrls.files.before} → ${p.mintedUrls.files.after} files (+${p.mintedUrls.files.added}), ${p.mintedUrls.mb.before} → ${p.mintedUrls.mb.after} MB (+${p.mintedUrls.mb.added}); resident ${p.mintedUrls.memoryMb.before} → ${p.mintedUrls.memoryMb.after} MB (+${p.mintedUrls.memoryMb.growth}) |`,
  `| ${p.forgedAddresses.requests.toLocaleString('en')} subscribe calls, each from a new address (after ${p.forgedAddresses.warmUp.toLocaleString('en')} to warm up) | ${JSON.stringify(p.forgedAddresses.statusCodes)}, 5xx ${p.forgedAddresses.count5xx}, ${p.forgedAddresses.seconds} s; memory kept (after garbage collection) ${p.forgedAddresses.retainedMb.before} → ${p.forgedAddresses.retainedMb.after} MB (+${p.forgedAddresses.retainedMb.growth}); resident ${p.forgedAddresses.memoryMb.before} → ${p.forgedAddresses.memoryMb.after} MB |`,
  `| ${STREAMS.toLocaleString('en')} live streams held at once from rotating addresses | ${JSON.stringify(p.liveStreams.statusCodes)}, 5xx ${p.liveStreams.count5xx}; memory ${p.liveStreams.memoryMb.before} → ${p.liveStreams.memoryMb.held} MB (${p.liveStreams.memoryMb.perStreamKb} kB a stream); a visitor's stream then: ${p.liveStreams.visitorAfter}; a query of no page: ${p.liveStreams.otherShape} |`,
  `| ${p.previews.requests.toLocaleString('en')} preview image requests (${p.previews.documents} documents, query strings, unknown ids) | ${JSON.stringify(p.previews.statusCodes)}, 5xx ${p.previews.count5xx}; server CPU ${p.previews.serverCpuMsPerRequest} ms a request; p50 ${p.previews.latencyMs.p50} ms; font fetches: ${p.previews.fontFetches} |`,
  `| 40 simultaneous wrong passwords on one account (limit 10) | ${p.logIn.checked} checked, ${p.logIn.refused} refused |`,
  `| 50 connections for ${LOAD_SECONDS} s, pages and writes from many visitors | ${p.load.requests.toLocaleString('en')} requests, ${p.load.requestsPerSecond}/s, p50 ${p.load.latencyMs.p50} ms, p99 ${p.load.latencyMs.p99} ms; 5xx ${p.load.count5xx}, errors ${p.load.errors}; writes accepted ${p.load.writesAccepted}, missing ${p.load.store?.missing}, duplicates ${p.load.store?.duplicates}; memory after ${p.load.memoryMbAfter} MB |`,
  '',
  ...Object.entries(checks).map(([name, ok]) => `- ${ok ? 'PASS' : 'FAIL'}: ${name}`),
  '',
].join('\n');
fs.writeFileSync(path.join(root, 'bench/results/abuse.md'), md);
log(md);
process.exit(Object.values(checks).every(Boolean) ? 0 : 1);
