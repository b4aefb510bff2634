// First-load weight of a page: every script and stylesheet its HTML references, gzipped
// as a server would send them (the budget's measure), and brotli-compressed as a CDN sends
// them to browsers that accept it (quality 11).
// Shared by `npm run bench` and the bundle guard in e2e.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Markers that only the Firebase web SDK's code contains (not a lazy chunk's URL). */
const FIREBASE_MARKERS = [/@firebase\/(app|auth|firestore)/, /firestore\.googleapis\.com/, /identitytoolkit\.googleapis\.com/, /FirebaseError/];

const cache = new Map();

async function asset(url) {
  if (!cache.has(url)) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const text = await response.text();
    const brotli = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    cache.set(url, { text, gzip: gzipSync(text, { level: 6 }).length, brotli });
  }
  return cache.get(url);
}

/**
 * The scripts a page loads, as its HTML names them (entities decoded): its script tags (not the
 * legacy nomodule one).
 * @param {string} html
 * @returns {string[]}
 */
export function pageScripts(html) {
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter((m) => !/\bnomodule\b/i.test(m[0])).map((m) => m[1]);
  return tags.map((src) => src.replace(/&amp;/g, '&'));
}

export async function firstLoad(baseUrl, path) {
  const response = await fetch(new URL(path, baseUrl));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  const scripts = pageScripts(html);
  const styles = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const unique = (list) => [...new Set(list)].map((src) => new URL(src, baseUrl).toString());
  let js = 0;
  let jsBrotli = 0;
  let css = 0;
  let firebase = false;
  for (const url of unique(scripts)) {
    const { text, gzip, brotli } = await asset(url);
    js += gzip;
    jsBrotli += brotli;
    if (FIREBASE_MARKERS.some((marker) => marker.test(text))) firebase = true;
  }
  for (const url of unique(styles)) css += (await asset(url)).gzip;
  return { path, jsGzip: js, jsBrotli, cssGzip: css, scripts: unique(scripts).length, firebase };
}

export const kB = (bytes) => Math.round(bytes / 100) / 10;
