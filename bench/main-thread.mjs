// Where a slow phone's main thread goes in a page load: a Chromium trace of the load on the
// first-tap bench's phone (1.6 Mbit/s, 150 ms round trips, CPU x4, throttling applied, not
// simulated), with V8's sampling profiler on. Per page, median of `loads` loads:
// - the blocking time after the first contentful paint (each main-thread task's time over
//   50 ms, as Lighthouse counts it), and the longest tasks with what ran in them;
// - script time by module: every profiler sample is charged to the module whose factory holds
//   the sampled function (Turbopack writes a chunk as `[script, id, factory, id, factory, ...]`;
//   the build's client-reference manifests name the client components' ids), React and Next's
//   runtime included, so an island's own render and effects show under its file and React's
//   work for the whole tree under react-dom.
// Standalone, against a running build of the site (`next start`):
//   node bench/main-thread.mjs http://127.0.0.1:3000 / /insights /events
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'acorn';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { SLOW_PHONE, throttle } from './first-paint.mjs';
import { CHROME } from './lighthouse.mjs';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'loading'];
/** The site's own modules, as the manifests name them. */
const OWN = /^(app|components|lib|content)\//;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Module id → source path, from every client-reference manifest of the build in `dir`. */
function moduleNames(dir) {
  const names = new Map();
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('_client-reference-manifest.js')) {
        const globalThis = { __RSC_MANIFEST: {} };
        new Function('globalThis', fs.readFileSync(file, 'utf8'))(globalThis);
        for (const manifest of Object.values(globalThis.__RSC_MANIFEST)) {
          for (const [key, { id }] of Object.entries(manifest.clientModules)) names.set(Number(id), group(key.replace('[project]/', '').replace(/ <.*>$/, '')));
        }
      }
    }
  };
  walk(path.join(dir, 'server', 'app'));
  return names;
}

/** A chunk's module factories: [{ id, start, end }] by source offset, from Turbopack's push([script, id, factory, ...]). */
function modulesOf(source) {
  const modules = [];
  try {
    const ast = parse(source, { ecmaVersion: 'latest', sourceType: 'script' });
    for (const statement of ast.body) {
      const call = statement.expression;
      const list = call?.type === 'CallExpression' && call.callee.property?.name === 'push' ? call.arguments[0] : null;
      if (list?.type !== 'ArrayExpression') continue;
      for (let i = 1; i + 1 < list.elements.length; i += 2) {
        const [id, factory] = [list.elements[i], list.elements[i + 1]];
        if (id.type === 'Literal') modules.push({ id: id.value, start: factory.start, end: factory.end });
      }
    }
  } catch {
    // not a Turbopack chunk (the polyfills): the file is the unit
  }
  return modules;
}

/** Names the module that holds (line, column) of the script at `url`; the file name when no module does. */
export function attributor(dir) {
  const names = dir ? moduleNames(dir) : new Map();
  const chunks = new Map();
  const sources = new Map();
  const source = (file) => {
    if (!sources.has(file)) sources.set(file, fs.readFileSync(path.join(dir, file.replace('/_next/', '')), 'utf8'));
    return sources.get(file);
  };
  return (url, line, column) => {
    const file = url ? new URL(url).pathname : '(no script)';
    if (!file.startsWith('/_next/static/chunks/') || !dir) return file.split('/').pop() || file;
    if (!chunks.has(file)) {
      const code = source(file);
      const lineStarts = [0];
      for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) lineStarts.push(i + 1);
      chunks.set(file, { modules: modulesOf(code), lineStarts });
    }
    const { modules, lineStarts } = chunks.get(file);
    const offset = (lineStarts[line] ?? 0) + column;
    let inner = null;
    for (const m of modules) if (m.start <= offset && offset < m.end && (!inner || m.start > inner.start)) inner = m;
    if (!inner) return file.split('/').pop();
    if (!names.has(inner.id)) names.set(inner.id, libraryOf(source(file).slice(inner.start, inner.end)) ?? `${file.split('/').pop()} #${inner.id}`);
    return names.get(inner.id);
  };
}

/** The library a module unnamed by the manifests belongs to, by what its minified source holds. */
function libraryOf(code) {
  if (code.includes('hydrateRoot') && code.includes('__REACT_DEVTOOLS_GLOBAL_HOOK__')) return 'react-dom';
  if (code.includes('unstable_scheduleCallback')) return 'scheduler';
  if (code.includes('createFromReadableStream')) return 'react-server-dom (RSC payload)';
  if (code.includes('react.transitional.element')) return 'react';
  if (code.includes('__next_f') || code.includes('__NEXT_')) return "next's client";
  return null;
}

/** The short name of a module path: react-dom, next's client, or the project's own file. */
function group(name) {
  if (/node_modules\/(next\/dist\/compiled\/)?react-dom\//.test(name)) return 'react-dom';
  if (/node_modules\/(next\/dist\/compiled\/)?(react|scheduler)\//.test(name)) return 'react, scheduler';
  if (/node_modules\/next\/dist\/compiled\/react-server-dom/.test(name)) return 'react-server-dom (RSC payload)';
  if (/node_modules\/next\//.test(name)) return "next's client";
  return name;
}

async function traceLoad(browser, url) {
  const context = await browser.newContext(SLOW_PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await throttle(cdp);
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(4000); // what runs after load: idle work, the live channel
    return JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  } finally {
    await context.close();
  }
}

/** One load's figures from its trace events. */
function summarise(events, attribute) {
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcpEvent) return null;
  const { pid, tid } = fcpEvent;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const tasks = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask');
  const fcp = fcpEvent.ts;
  const after = tasks.filter((t) => t.ts >= fcp);
  const blockingMs = after.reduce((sum, t) => sum + Math.max(0, t.dur / 1000 - 50), 0);

  // Profiler samples: each is charged with the time to the next sample.
  const nodes = new Map();
  const samples = [];
  let time = null;
  for (const e of events.filter((e) => e.pid === pid && (e.name === 'ProfileChunk' || e.name === 'Profile'))) {
    if (e.name === 'Profile') {
      time = e.args.data.startTime;
      continue;
    }
    const profile = e.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node.callFrame);
    const deltas = e.args.data.timeDeltas ?? [];
    for (const [i, id] of (profile.samples ?? []).entries()) {
      time += deltas[i] ?? 0;
      samples.push({ id, ts: time });
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  const byModule = new Map();
  const long = after.filter((t) => t.dur > 50_000);
  const inLongTask = (ts) => long.some((t) => t.ts <= ts && ts < t.ts + t.dur);
  for (const [i, sample] of samples.entries()) {
    const next = samples[i + 1];
    if (!next) break;
    const frame = nodes.get(sample.id);
    if (!frame || frame.url === undefined || frame.functionName === '(idle)' || frame.functionName === '(root)') continue;
    // (program) and (garbage collector) are the browser's own, kept under their names.
    const name = frame.functionName.startsWith('(') ? frame.functionName : attribute(frame.url, frame.lineNumber, frame.columnNumber);
    const ms = (next.ts - sample.ts) / 1000;
    const entry = byModule.get(name) ?? { totalMs: 0, inLongTasksMs: 0 };
    entry.totalMs += ms;
    if (inLongTask(sample.ts)) entry.inLongTasksMs += ms;
    byModule.set(name, entry);
  }

  // What the long tasks after the first paint were: the trace's top-level event inside each.
  const longTasks = long.map((t) => {
    const inside = onMain.filter((e) => e.ph === 'X' && e !== t && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur > 5_000 && e.name !== 'RunTask');
    const top = inside.sort((a, b) => b.dur - a.dur)[0];
    const what = top ? `${top.name}${top.args?.data?.url ? ` ${new URL(top.args.data.url).pathname.split('/').pop() || '/'}` : ''}${top.args?.data?.type ? ` ${top.args.data.type}` : ''}` : 'a task';
    return { atMs: Math.round((t.ts - fcp) / 1000), ms: Math.round(t.dur / 1000), what };
  });
  return { blockingMs, longTasks, byModule };
}

/** Per page, the load with the median blocking time, and every load's blocking time. */
export async function mainThread(base, paths, { loads = 3, buildDir = '.next' } = {}) {
  const attribute = attributor(buildDir);
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', ...CHROMIUM_ARGS] });
  try {
    const results = [];
    for (const route of paths) {
      const runs = [];
      for (let attempts = 0; runs.length < loads && attempts < loads * 2; attempts++) {
        const run = summarise(await traceLoad(browser, base + route), attribute);
        if (run) runs.push(run);
      }
      if (!runs.length) throw new Error(`${route}: no first contentful paint in ${loads * 2} traces`);
      const middle = runs.find((r) => r.blockingMs === median(runs.map((x) => x.blockingMs)));
      const modules = [...middle.byModule.entries()].map(([name, ms]) => ({ name, ...ms })).sort((a, b) => b.totalMs - a.totalMs);
      const sum = (list) => list.reduce((total, m) => total + m.totalMs, 0);
      results.push({
        path: route,
        blockingMs: middle.blockingMs,
        runs: runs.map((r) => Math.round(r.blockingMs)),
        longTasks: middle.longTasks,
        // Script only: the profiler's (program) and (garbage collector) are the browser's own.
        scriptMs: sum(modules.filter((m) => !m.name.startsWith('('))),
        ownMs: sum(modules.filter((m) => OWN.test(m.name))),
        modules,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const dirAt = args.indexOf('--build');
  const buildDir = dirAt === -1 ? '.next' : args.splice(dirAt, 2)[1];
  const [base, ...paths] = args;
  for (const r of await mainThread(base, paths.length ? paths : ['/'], { buildDir })) {
    console.log(`\n${r.path}: blocking after FCP ${Math.round(r.blockingMs)} ms (loads: ${r.runs.join(', ')}); script ${Math.round(r.scriptMs)} ms, the site's own ${Math.round(r.ownMs)} ms`);
    for (const t of r.longTasks) console.log(`  long task at FCP+${t.atMs} ms: ${t.ms} ms, ${t.what}`);
    for (const m of r.modules.slice(0, 20)) console.log(`  ${m.totalMs.toFixed(0).padStart(5)} ms (${m.inLongTasksMs.toFixed(0).padStart(4)} in long tasks)  ${m.name}`);
  }
}
