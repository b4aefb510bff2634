// @ts-check
// The site's server (`npm start`): Next's request handler behind the shared cache of
// server/shared-cache.mjs. Takes `next start`'s -p/--port and -H/--hostname (or PORT).
import http from 'node:http';
import { parseArgs } from 'node:util';
import { registerPurge } from './server/purge.mjs';
import { createSharedCache } from './server/shared-cache.mjs';

// Next's types make NODE_ENV read-only; `next start` sets it the same way.
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' });
const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;

// Imported after NODE_ENV is set: Next reads it when it loads.
const { default: next } = await import('next');
const app = next({ dev: false, dir: import.meta.dirname, hostname: hostname ?? 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();

const loopback = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
const cache = createSharedCache({ handle: (req, res) => handle(req, res), origin: { host: loopback, port } });
registerPurge(cache.purge);

const server = http.createServer(async (req, res) => {
  try {
    await cache.serve(req, res);
  } catch (error) {
    // What `next start` does with an error its handler lets through: log it, answer a bare 500.
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Internal Server Error');
  }
});
server.listen(port, hostname, () => console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`));

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // Open connections (a live list's event stream) do not hold the exit back for long.
    setTimeout(() => process.exit(0), 2_000).unref();
  });
}
