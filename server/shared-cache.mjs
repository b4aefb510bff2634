// @ts-check
// A shared cache in front of Next's request handler, in the server's own memory: what a CDN
// honouring the pages' Cache-Control does, for the server that `npm start` runs.
//
// Next serves a cached (ISR) page without rendering it, but every answer still goes through
// its request pipeline, hashes the whole HTML for the ETag and gzips it again for each
// visitor: about half a static file's throughput. This cache stores what a shared cache may
// store (a 200 with s-maxage or max-age, not private, no Set-Cookie), compressed once with
// brotli and gzip, and answers repeats from memory with conditional 304s and an Age header.
// It fills itself after Next has answered a visitor, through a request of its own, so Next
// stays the only source of every response; a write that revalidates a page purges it
// (server/purge.mjs). An expired page is still sent, within its stale-while-revalidate, while
// a fresh copy is fetched behind it. The one change to what it stores: a page loads its
// scripts after itself (server/defer-scripts.mjs).

import http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { deferScripts } from './defer-scripts.mjs';
import { compressible, matchesVariant, negotiateEncoding, notModified, sharedLifetime, staleWindow, varyNames } from './http-rules.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Marks the cache's own requests to Next, which go straight through. */
export const FILL_HEADER = 'x-shared-cache-fill';

/** Response headers that belong to one connection or one encoding, not to the stored response. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'age', 'content-length', 'content-encoding']);

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {{ headers: Record<string, string | string[]>, bodies: Map<string, Buffer>, vary: string[], etag?: string, lastModified?: string, storedAt: number, expiresAt: number, staleUntil: number, immutable: boolean, size: number }} Entry
 */

/**
 * @param {{
 *   handle: (req: Request, res: Response) => unknown,
 *   origin: { host: string, port: number },
 *   maxBytes?: number,
 *   maxTtl?: number,
 *   maxStale?: number,
 *   maxEntryBytes?: number,
 *   now?: () => number,
 * }} options
 */
export function createSharedCache({ handle, origin, maxBytes = 64 * 2 ** 20, maxTtl = 60, maxStale = 600, maxEntryBytes = 4 * 2 ** 20, now = Date.now }) {
  /** @type {Map<string, Entry>} least recently used first */
  const entries = new Map();
  /** @type {Set<string>} */
  const filling = new Set();
  let bytes = 0;
  // A fill that started before a purge must not store what it fetched.
  let generation = 0;

  /** @param {Request} req @param {Response} res */
  function serve(req, res) {
    if (req.headers[FILL_HEADER] !== undefined || !cacheableRequest(req)) return handle(req, res);
    const key = req.url ?? '/';
    const entry = entries.get(key);
    const time = now();
    if (entry && entry.staleUntil > time && matchesVariant(entry.vary, req.headers)) {
      // Past its lifetime but within the response's stale-while-revalidate: the visitor gets
      // the stored copy at once, and a fresh one is fetched behind it.
      if (entry.expiresAt <= time) void fill(key);
      entries.delete(key);
      entries.set(key, entry);
      return answer(entry, req, res);
    }
    res.once('finish', () => {
      const headers = res.getHeaders();
      if (sharedLifetime(res.statusCode, headers, maxTtl) > 0 && matchesVariant(varyNames(headers.vary), req.headers)) void fill(key);
    });
    return handle(req, res);
  }

  /** @param {string} key */
  async function fill(key) {
    if (filling.has(key)) return;
    filling.add(key);
    const started = generation;
    try {
      const fetched = await fetchFromNext(origin, key, maxEntryBytes);
      if (!fetched || generation !== started) return;
      const lifetime = sharedLifetime(fetched.status, fetched.headers, maxTtl);
      const vary = varyNames(fetched.headers.vary);
      if (lifetime === 0 || vary === null) return;
      const entry = await makeEntry(fetched, lifetime, staleWindow(fetched.headers, maxStale), vary, entries.get(key));
      if (generation !== started) return;
      remove(key);
      entries.set(key, entry);
      bytes += entry.size;
      for (const [oldest] of entries) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    } catch {
      // The cache only saves work: when a fill fails, Next keeps answering.
    } finally {
      filling.delete(key);
    }
  }

  /**
   * @param {{ headers: Record<string, string | string[]>, body: Buffer }} fetched
   * @param {number} lifetime @param {number} stale @param {string[]} vary @param {Entry | undefined} previous
   * @returns {Promise<Entry>}
   */
  async function makeEntry({ headers, body: fetched }, lifetime, stale, vary, previous) {
    const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_HEADERS.has(name)));
    const body = storedBody(headerValue(headers['content-type']), fetched);
    // Other bytes than Next's, so another validator (a strong ETag names one representation).
    if (body !== fetched && kept.etag) kept.etag = headerValue(kept.etag).replace(/"$/, '-d"');
    let bodies = previous?.bodies;
    // Refilled with the same bytes (the usual case), the compressed copies are reused.
    if (!bodies || !bodies.get('identity')?.equals(body)) {
      bodies = new Map([['identity', body]]);
      if (compressible(headerValue(headers['content-type'])) && body.length > 1024) {
        const [br, gz] = await Promise.all([
          brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          gzip(body, { level: 9 }),
        ]);
        bodies = new Map([['br', br], ['gzip', gz], ['identity', body]]);
        const varyHeader = headerValue(kept.vary);
        if (!/accept-encoding/i.test(varyHeader)) kept.vary = varyHeader ? `${varyHeader}, Accept-Encoding` : 'Accept-Encoding';
      }
    }
    const storedAt = now();
    const immutable = /\bimmutable\b/i.test(headerValue(headers['cache-control']));
    const size = [...bodies.values()].reduce((sum, buffer) => sum + buffer.length, 0);
    return { headers: kept, bodies, vary, etag: headerValue(kept.etag) || undefined, lastModified: headerValue(headers['last-modified']) || undefined, storedAt, expiresAt: storedAt + lifetime * 1000, staleUntil: storedAt + (lifetime + stale) * 1000, immutable, size };
  }

  /** @param {Entry} entry @param {Request} req @param {Response} res */
  function answer(entry, req, res) {
    const age = String(Math.floor((now() - entry.storedAt) / 1000));
    if (notModified(req.headers, entry)) {
      const { etag, 'cache-control': cache, vary, 'last-modified': modified, expires } = entry.headers;
      res.writeHead(304, clean({ etag, 'cache-control': cache, vary, 'last-modified': modified, expires, age }));
      res.end();
      return;
    }
    const encoding = negotiateEncoding(headerValue(req.headers['accept-encoding']), [...entry.bodies.keys()].filter((name) => name !== 'identity'));
    const body = /** @type {Buffer} */ (entry.bodies.get(encoding) ?? entry.bodies.get('identity'));
    const headers = { ...entry.headers, age, 'content-length': String(body.length), ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }) };
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** @param {string} key */
  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  }

  /** Forgets every page (immutable files stay: their URL names their content). */
  function purge() {
    generation += 1;
    for (const [key, entry] of entries) if (!entry.immutable) remove(key);
  }

  return { serve, purge, size: () => ({ entries: entries.size, bytes }) };
}

/**
 * What the cache keeps of Next's answer: a page loads its scripts after itself
 * (server/defer-scripts.mjs); anything else as it came.
 * @param {string} contentType @param {Buffer} body
 */
function storedBody(contentType, body) {
  if (!/^text\/html\b/i.test(contentType)) return body;
  const html = body.toString('utf8');
  const deferred = deferScripts(html);
  return deferred === html ? body : Buffer.from(deferred, 'utf8');
}

/** @param {Request} req */
function cacheableRequest(req) {
  return (req.method === 'GET' || req.method === 'HEAD') && req.headers.range === undefined && req.headers.authorization === undefined;
}

/**
 * Asks Next for a response the way the cache stores it: uncompressed, with none of the
 * headers it varies on.
 * @param {{ host: string, port: number }} origin @param {string} path @param {number} maxEntryBytes
 * @returns {Promise<{ status: number, headers: Record<string, string | string[]>, body: Buffer } | null>}
 */
function fetchFromNext(origin, path, maxEntryBytes) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: origin.host, port: origin.port, path, headers: { [FILL_HEADER]: '1', 'accept-encoding': 'identity' } }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      let length = 0;
      response.on('data', (/** @type {Buffer} */ chunk) => {
        length += chunk.length;
        if (length > maxEntryBytes) {
          response.destroy();
          resolve(null);
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: /** @type {Record<string, string | string[]>} */ (response.headers), body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error('fill timed out')));
  });
}

/** @param {string | string[] | number | undefined} value */
function headerValue(value) {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** @param {Record<string, string | string[] | undefined>} headers */
function clean(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined));
}
