/**
 * The independent checkers over a built site, as a crawler and a reader meet it:
 *
 * - the Nu HTML Checker (vnu.jar, the W3C validator's engine) on every page's server HTML;
 * - axe-core in Chromium on every page, at 390 and 1280 px, hydrated and with the site's
 *   scripts refused (the page as the server sent it);
 * - linkinator, following every link of the site from its home page (other sites are not
 *   fetched: the machine may be offline);
 * - Adobe's structured-data validator (Google's rich-result rules) on every page's JSON-LD.
 *
 * The pages: every URL of the sitemap, plus the account, search, subscription, paged and 404
 * pages it leaves out.
 *
 *   npm run build && npm run check:site              serves .next (next start, port 3000) on a fresh copy of the seed
 *   npm run check:site -- --url https://staging.example.com   checks a running site
 *   npm run check:site -- --only axe --verbose                one checker, each page named as it goes
 *
 * Prints each defect and exits 1 when there is one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { LinkChecker } from 'linkinator';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../bench/chromium-args.mjs';
import { checkStructuredData } from '../e2e/support/structured-data';

const args = new Map(process.argv.slice(2).flatMap((arg, i, all) => (arg.startsWith('--') ? [[arg.slice(2), all[i + 1] ?? '']] : [])));
const require = createRequire(import.meta.url);

/** Pages the sitemap leaves out on purpose (utility, account, per-visitor), and answers that are errors. */
const EXTRA_PATHS = [
  '/login',
  '/signup',
  '/forgot-password',
  '/otp',
  '/reset-password',
  '/search?q=polymer',
  '/search?q=zqxjv',
  '/subscription?token=not-a-token',
  '/blogs',
  '/test',
  '/no-such-page',
  '/insights/x/nothing',
];

/**
 * Nu messages that are not defects of the site: React writes `action=""` on a form that posts to
 * a server action before hydration (the browser posts to the page's own URL, as HTML defines).
 */
const NU_KNOWN = [/Bad value “” for attribute “action” on element “form”/];

const WIDTHS = [390, 1280];

type Defect = { checker: string; url: string; message: string };

async function serve(): Promise<{ base: string; stop: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-site-'));
  const port = '3000';
  const env = { ...process.env, SITE_BACKEND: 'local', SQLITE_PATH: path.join(dir, 'site.db'), MAIL_DIR: path.join(dir, 'mail'), NEXT_TELEMETRY_DISABLED: '1' };
  const server: ChildProcess = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'start', '-p', port], { env, stdio: 'ignore' });
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 120; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok).catch(() => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base,
    stop: () => {
      server.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every URL the sitemap lists, its parts followed when it is an index. */
async function sitemapUrls(base: string): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  const root = await (await fetch(`${base}/sitemap.xml`)).text();
  if (!root.includes('<sitemapindex')) return locs(root);
  const parts = await Promise.all(locs(root).map(async (part) => locs(await (await fetch(part)).text())));
  return parts.flat();
}

/** The sitemap's URLs on the checked origin (a build may name another, its SITE_URL). */
const onBase = (url: string, base: string) => `${base}${new URL(url).pathname}${new URL(url).search}`;

async function nu(pages: Map<string, string>): Promise<Defect[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-site-nu-'));
  const files = new Map<string, string>();
  [...pages].forEach(([url, html], i) => {
    const file = path.join(dir, `${i}.html`);
    fs.writeFileSync(file, html);
    files.set(file, url);
  });
  const jar = require.resolve('vnu-jar/build/dist/vnu.jar');
  const output = await new Promise<string>((resolve, reject) => {
    const java = spawn('java', ['-jar', jar, '--format', 'json', '--errors-only', '--exit-zero-always', '--stdout', ...files.keys()], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    java.stdout.on('data', (chunk) => (text += chunk));
    java.on('error', reject);
    java.on('close', () => resolve(text));
  });
  fs.rmSync(dir, { recursive: true, force: true });
  const { messages } = JSON.parse(output) as { messages: { url: string; type: string; message: string; lastLine?: number }[] };
  const known = messages.filter((m) => NU_KNOWN.some((pattern) => pattern.test(m.message)));
  if (known.length > 0) console.log(`[check:site] Nu: ${known.length} known messages set aside (NU_KNOWN)`);
  return messages
    .filter((m) => m.type === 'error' && !known.includes(m))
    .map((m) => ({ checker: 'Nu', url: files.get(new URL(m.url).pathname) ?? m.url, message: `line ${m.lastLine}: ${m.message}` }));
}

/** A promise, or a clear error once `ms` have passed. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function axe(urls: string[]): Promise<Defect[]> {
  const executablePath = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => fs.existsSync(p));
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const defects: Defect[] = [];
  try {
    for (const scripts of [true, false]) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        // Without the site's scripts: the page as the server sent it, never hydrated. (axe itself
        // runs as a script, so the browser's JavaScript stays on and the site's chunks are refused.)
        if (!scripts) await context.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort());
        const page = await context.newPage();
        for (const url of urls) {
          if (args.has('verbose')) console.log(`[check:site] axe ${width}px${scripts ? '' : ', no script'}: ${url}`);
          await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
          const { violations } = await within(30_000, `axe on ${url}`, new AxeBuilder({ page }).analyze());
          for (const violation of violations) {
            const where = violation.nodes.map((node) => node.target.join(' ')).join(', ');
            defects.push({ checker: `axe ${width}px${scripts ? '' : ', no script'}`, url, message: `${violation.id}: ${violation.help} (${where})` });
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return defects;
}

async function links(base: string): Promise<Defect[]> {
  const result = await new LinkChecker().check({
    path: `${base}/`,
    recurse: true,
    concurrency: 4,
    timeout: 20_000,
    // Other sites are not fetched (the machine may be offline); the site's own links all are.
    linksToSkip: async (link: string) => !link.startsWith(base),
  });
  return result.links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => ({ checker: 'linkinator', url: link.parent ?? base, message: `${link.status ?? 'no answer'} ${link.url}` }));
}

async function structuredData(pages: Map<string, string>): Promise<Defect[]> {
  const defects: Defect[] = [];
  for (const [url, html] of pages) {
    for (const error of (await checkStructuredData(html)).errors) defects.push({ checker: 'structured data', url, message: error });
  }
  return defects;
}

async function main() {
  const running = args.get('url');
  const site = running ? { base: running.replace(/\/+$/, ''), stop: () => {} } : await serve();
  try {
    const urls = [...new Set([...(await sitemapUrls(site.base)).map((url) => onBase(url, site.base)), ...EXTRA_PATHS.map((p) => `${site.base}${p}`)])];
    console.log(`[check:site] ${urls.length} pages of ${site.base}`);
    const pages = new Map<string, string>();
    for (const url of urls) pages.set(url, await (await fetch(url)).text());
    const only = args.get('only');
    const checks = (
      [
        ['Nu HTML Checker', () => nu(pages)],
        ['structured data', () => structuredData(pages)],
        ['linkinator', () => links(site.base)],
        ['axe-core', () => axe(urls)],
      ] as [string, () => Promise<Defect[]>][]
    ).filter(([name]) => !only || name.toLowerCase().startsWith(only));
    const defects: Defect[] = [];
    for (const [name, check] of checks) {
      const started = performance.now();
      const found = await check();
      console.log(`[check:site] ${name}: ${found.length} defect${found.length === 1 ? '' : 's'} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      defects.push(...found);
    }
    for (const defect of defects) console.log(`  ${defect.checker} · ${defect.url}\n    ${defect.message}`);
    process.exitCode = defects.length > 0 ? 1 : 0;
  } finally {
    site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
