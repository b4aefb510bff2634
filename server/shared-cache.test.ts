import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { deferScripts } from './defer-scripts.mjs';
import { createSharedCache, FILL_HEADER } from './shared-cache.mjs';

// The cache in front of a stand-in for Next: a handler that answers from a table of routes
// and counts what reaches it, on a real HTTP server (the cache fills itself over HTTP).

type Route = { status?: number; headers: Record<string, string | string[]>; body: string };

const PAGE_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=300, stale-while-revalidate=31535700', vary: 'rsc, Accept-Encoding', 'x-nextjs-cache': 'HIT', etag: '"page-1"', 'x-frame-options': 'DENY' };
const page = (text: string): Route => ({ headers: PAGE_HEADERS, body: `<!doctype html><p>${text}</p>${'<span>padding</span>'.repeat(200)}` });

async function site(routes: Record<string, Route>, options: { maxBytes?: number; maxTtl?: number; maxStale?: number; maxEntryBytes?: number } = {}) {
  const reached: { url: string; fill: boolean }[] = [];
  let clock = 1_000_000;
  let hold: Promise<void> | undefined; // keeps the cache's fills waiting at "Next"

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const cache = createSharedCache({
    origin: { host: '127.0.0.1', port },
    now: () => clock,
    ...options,
    handle: async (req, res) => {
      const fill = req.headers[FILL_HEADER] !== undefined;
      reached.push({ url: req.url ?? '', fill });
      if (fill && hold) await hold;
      const route = routes[req.url ?? ''];
      if (!route) {
        res.statusCode = 404;
        res.end('not found');
        return;
      }
      for (const [name, value] of Object.entries(route.headers)) res.setHeader(name, value);
      res.statusCode = route.status ?? 200;
      res.end(route.body);
    },
  });
  server.on('request', (req, res) => void cache.serve(req, res));
  // Raw bytes (fetch would undo the compression), one connection per request.
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path, method, agent: false, headers: { 'accept-encoding': 'identity', ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
      request.end();
    });
  // Until the fill that a visitor's answer started has stored (or dropped) its copy.
  const settled = async () => {
    for (let i = 0; i < 100 && reached.filter((r) => r.fill).length < reached.filter((r) => !r.fill).length; i++) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 50));
  };
  const visits = (path: string) => reached.filter((r) => r.url === path && !r.fill).length;
  const fills = (path: string) => reached.filter((r) => r.url === path && r.fill).length;
  const holdFills = () => {
    let release = () => {};
    hold = new Promise<void>((resolve) => (release = resolve));
    return () => {
      hold = undefined;
      release();
    };
  };
  return { cache, get, settled, visits, fills, holdFills, tick: (ms: number) => (clock += ms), close: () => new Promise((r) => {
      server.close(r);
      server.closeAllConnections();
    }) };
}

describe('shared cache', () => {
  it('answers a repeat visit from memory with the same bytes and headers, and an Age', async () => {
    const s = await site({ '/a': page('article') });
    const first = await s.get('/a');
    await s.settled();
    s.tick(5_000);
    const second = await s.get('/a');
    expect(s.visits('/a')).toBe(1);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['x-frame-options']).toBe('DENY');
    expect(second.headers['etag']).toBe('"page-1"');
    expect(second.headers['age']).toBe('5');
    expect(second.headers['content-length']).toBe(String(first.body.length));
    await s.close();
  });

  it('sends brotli or gzip by Accept-Encoding', async () => {
    const s = await site({ '/a': page('article') });
    const plain = await s.get('/a');
    await s.settled();
    const br = await s.get('/a', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await s.get('/a', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.headers['vary']).toMatch(/Accept-Encoding/);
    await s.close();
  });

  it('answers a conditional request with 304 and HEAD without a body', async () => {
    const s = await site({ '/a': page('article') });
    await s.get('/a');
    await s.settled();
    const conditional = await s.get('/a', { 'if-none-match': '"page-1"' });
    expect(conditional.status).toBe(304);
    expect(conditional.headers['etag']).toBe('"page-1"');
    expect(conditional.body.length).toBe(0);
    const head = await s.get('/a', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(s.visits('/a')).toBe(1);
    await s.close();
  });

  it("stores a page with its scripts loaded after it, under its own ETag; other types as they came", async () => {
    const scripted = `<!doctype html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body>${'<p>text</p>'.repeat(200)}</body>`;
    const script: Route = { headers: { 'content-type': 'application/javascript', 'cache-control': 'public, max-age=31536000, immutable', etag: '"js-1"' }, body: `self.x = '<script src="/_next/static/chunks/main.js" async=""></script></body>';${' '.repeat(2000)}` };
    const s = await site({ '/a': { headers: PAGE_HEADERS, body: scripted }, '/main.js': script });
    const fromNext = await s.get('/a');
    await s.get('/main.js');
    await s.settled();
    const stored = await s.get('/a');
    expect(fromNext.body.toString()).toBe(scripted);
    expect(stored.headers['age']).toBeDefined();
    expect(stored.body.toString()).toBe(deferScripts(scripted));
    expect(stored.body.toString()).not.toBe(scripted);
    expect(stored.headers['etag']).toBe('"page-1-d"');
    expect((await s.get('/a', { 'if-none-match': '"page-1-d"' })).status).toBe(304);
    expect((await s.get('/a', { 'if-none-match': '"page-1"' })).status).toBe(200);
    const js = await s.get('/main.js');
    expect(js.headers['age']).toBeDefined();
    expect(js.body.toString()).toBe(script.body);
    expect(js.headers['etag']).toBe('"js-1"');
    await s.close();
  });

  it('past the cap, sends the stored copy while it fetches a fresh one, within the stale window only', async () => {
    const routes = { '/a': page('first'), '/strict': { headers: { ...PAGE_HEADERS, 'cache-control': 's-maxage=300' }, body: page('strict').body } };
    const s = await site(routes, { maxTtl: 60, maxStale: 600 });
    await s.get('/a');
    await s.get('/strict');
    await s.settled();
    s.tick(59_000);
    await s.get('/a');
    expect(s.visits('/a')).toBe(1);
    routes['/a'] = page('second');
    s.tick(2_000);
    const stale = await s.get('/a');
    expect(stale.body.toString()).toContain('first');
    expect(s.visits('/a')).toBe(1);
    for (let i = 0; i < 100 && s.fills('/a') < 2; i++) await new Promise((r) => setTimeout(r, 10));
    await s.settled();
    const fresh = await s.get('/a');
    expect(fresh.body.toString()).toContain('second');
    expect(fresh.headers['age']).toBe('0');
    // Without stale-while-revalidate, or past the window, Next answers the visitor.
    await s.get('/strict');
    expect(s.visits('/strict')).toBe(2);
    s.tick(661_000);
    await s.get('/a');
    expect(s.visits('/a')).toBe(2);
    await s.close();
  });

  it('stores nothing private, personal, stale, failed or varied on what the visitor sent', async () => {
    const s = await site({
      '/private': { headers: { 'cache-control': 'private, no-store' }, body: 'mine' },
      '/cookie': { headers: { ...PAGE_HEADERS, 'set-cookie': 'a=b' }, body: 'cookie' },
      '/stale': { headers: { ...PAGE_HEADERS, 'x-nextjs-cache': 'STALE' }, body: 'stale' },
      '/error': { status: 500, headers: PAGE_HEADERS, body: 'error' },
      '/image': { headers: { 'cache-control': 'public, max-age=60', vary: 'Accept' }, body: 'image' },
    });
    for (const path of ['/private', '/cookie', '/stale', '/error']) {
      await s.get(path);
      await s.get(path);
      expect(s.visits(path)).toBe(2);
    }
    await s.get('/image', { accept: 'image/avif' });
    await s.get('/image', { accept: 'image/avif' });
    expect(s.visits('/image')).toBe(2);
    expect(s.cache.size().entries).toBe(0);
    await s.close();
  });

  it("passes through what it must not answer: writes, router payloads, ranges, the cache's own fills", async () => {
    const s = await site({ '/a': page('article') });
    await s.get('/a');
    await s.settled();
    await s.get('/a', {}, 'POST');
    await s.get('/a', { rsc: '1' });
    await s.get('/a', { range: 'bytes=0-10' });
    await s.get('/a', { [FILL_HEADER]: '1' });
    expect(s.visits('/a')).toBe(4);
    await s.close();
  });

  it('forgets pages on purge, and a fill that began before the purge stores nothing', async () => {
    const routes = { '/a': page('before'), '/static.js': { headers: { 'content-type': 'application/javascript', 'cache-control': 'public, max-age=31536000, immutable' }, body: 'x'.repeat(2000) } };
    const s = await site(routes);
    await s.get('/a');
    await s.get('/static.js');
    await s.settled();
    routes['/a'] = page('after');
    s.cache.purge();
    expect((await s.get('/a')).body.toString()).toContain('after');
    expect(s.visits('/a')).toBe(2);
    await s.settled();

    const release = s.holdFills();
    s.tick(61_000);
    await s.get('/a'); // expired: answered from memory, and its fill waits at Next while a write purges
    while (s.fills('/a') < 3) await new Promise((r) => setTimeout(r, 10));
    s.cache.purge();
    release();
    await s.settled();
    await s.get('/a');
    expect(s.visits('/a')).toBe(3);
    await s.get('/static.js');
    expect(s.visits('/static.js')).toBe(1);
    await s.close();
  });

  it('keeps within its memory, dropping the least recently used first, and skips bodies over the entry limit', async () => {
    const body = 'y'.repeat(3000);
    const file = { headers: { 'content-type': 'font/woff2', 'cache-control': 'public, max-age=31536000, immutable' }, body };
    const s = await site({ '/1': file, '/2': file, '/3': file, '/big': { ...file, body: 'z'.repeat(20_000) } }, { maxBytes: 7000, maxEntryBytes: 10_000 });
    for (const path of ['/1', '/2']) {
      await s.get(path);
      await s.settled();
    }
    await s.get('/1'); // now the most recently used
    await s.get('/3');
    await s.settled();
    expect(s.cache.size()).toEqual({ entries: 2, bytes: 6000 });
    await s.get('/1');
    await s.get('/3');
    await s.get('/2');
    expect([s.visits('/1'), s.visits('/2'), s.visits('/3')]).toEqual([1, 2, 1]);
    await s.get('/big');
    await s.settled();
    await s.get('/big');
    expect(s.visits('/big')).toBe(2);
    await s.close();
  });
});
