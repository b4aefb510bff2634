#!/usr/bin/env node
// A/B of a page's scripts loaded after it (server/defer-scripts.mjs), against the site's server
// running the current build (`npm start`): a proxy in this process answers the page itself,
// taken from Next past the shared cache and brotli-compressed the same way on both sides, either
// as Next wrote it or with its scripts deferred; everything else passes through to the server.
// Lighthouse runs alternate between the two so machine noise hits both sides alike. From the
// project root:
//   node bench/defer-scripts.mjs http://127.0.0.1:3000 /mobility [runs per side, 5]
import http from 'node:http';
import zlib from 'node:zlib';
import { deferScripts } from '../server/defer-scripts.mjs';
import { FILL_HEADER } from '../server/shared-cache.mjs';
import { audit } from './lighthouse.mjs';

const [base, path = '/', runsArg = '5'] = process.argv.slice(2);
if (!base) {
  console.error('usage: node bench/defer-scripts.mjs <base url> [path] [runs per side]');
  process.exit(2);
}
const origin = new URL(base);
const page = await fetch(new URL(path, base), { headers: { [FILL_HEADER]: '1', 'accept-encoding': 'identity' } });
if (!page.ok) throw new Error(`${path} answered ${page.status}`);
const html = await page.text();
if (deferScripts(html) === html) throw new Error(`${path} has no chunk scripts to defer`);
const headers = Object.fromEntries([...page.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date'].includes(name)));
const brotli = (text) => zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
const bodies = { asNext: brotli(html), deferred: brotli(deferScripts(html)) };

let side = 'asNext';
const proxy = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === encodeURI(path) && (req.headers.accept ?? '').includes('text/html')) {
    res.writeHead(200, { ...headers, 'content-encoding': 'br', 'content-length': bodies[side].length });
    res.end(bodies[side]);
    return;
  }
  const upstream = http.request({ host: origin.hostname, port: origin.port, path: req.url, method: req.method, headers: { ...req.headers, host: origin.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
});
await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const proxied = `http://127.0.0.1:${proxy.address().port}${encodeURI(path)}`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const runs = { asNext: [], deferred: [] };
try {
  for (let i = 0; i < Number(runsArg); i++) {
    for (side of ['asNext', 'deferred']) {
      const result = await audit(proxied);
      runs[side].push(result);
      console.log(`${side.padEnd(8)} perf ${result.performance}  LCP ${Math.round(result.lcpMs)} ms  TBT ${Math.round(result.tbtMs)} ms`);
    }
  }
} finally {
  proxy.close();
  proxy.closeAllConnections();
}
for (const name of ['asNext', 'deferred']) {
  const r = runs[name];
  console.log(`median ${name.padEnd(8)}: perf ${median(r.map((x) => x.performance))}, LCP ${Math.round(median(r.map((x) => x.lcpMs)))} ms, TBT ${Math.round(median(r.map((x) => x.tbtMs)))} ms (${r.length} runs)`);
}
