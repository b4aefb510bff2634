// @ts-check
// The HTTP caching rules of the shared cache (server/shared-cache.mjs), as pure functions:
// what it may store and for how long (RFC 9111), which stored encoding a request gets, and
// when a conditional request is answered 304 (RFC 9110).

/**
 * The directives of a Cache-Control header: lower-case names, values without quotes
 * (`true` for a directive without a value).
 * @param {string | undefined} header
 * @returns {Map<string, string | true>}
 */
export function cacheControl(header) {
  const directives = new Map();
  for (const part of (header ?? '').split(',')) {
    const [name, ...value] = part.split('=');
    const key = name?.trim().toLowerCase();
    if (!key) continue;
    directives.set(key, value.length ? value.join('=').trim().replace(/^"|"$/g, '') : true);
  }
  return directives;
}

/**
 * Seconds a shared cache may answer with this response without asking the server again;
 * 0 when it must not store it. A lifetime comes from `s-maxage` (else `max-age`) and is held
 * to `maxTtl` unless the response is `immutable`: Next says nothing of how old a cached page
 * already is, so the bound keeps a page at most `maxTtl` seconds older than Next would serve it.
 * A page Next served stale (`x-nextjs-cache: STALE`, regenerating behind it) is not stored.
 * @param {number} status
 * @param {Record<string, string | string[] | number | undefined>} headers lower-case names
 * @param {number} maxTtl seconds
 */
export function sharedLifetime(status, headers, maxTtl) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return 0;
  if (String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE') return 0;
  if (varyNames(headers.vary) === null) return 0;
  const directives = cacheControl(headerText(headers['cache-control']));
  if (['no-store', 'no-cache', 'private'].some((name) => directives.has(name))) return 0;
  const lifetime = seconds(directives.get('s-maxage')) ?? seconds(directives.get('max-age')) ?? 0;
  return directives.has('immutable') ? lifetime : Math.min(lifetime, maxTtl);
}

/**
 * How long past its lifetime a stored response may still be sent while a fresh copy is fetched
 * behind it (`stale-while-revalidate`, RFC 5861), in seconds, at most `maxStale`.
 * @param {Record<string, string | string[] | number | undefined>} headers @param {number} maxStale
 */
export function staleWindow(headers, maxStale) {
  const directives = cacheControl(headerText(headers['cache-control']));
  return Math.min(seconds(directives.get('stale-while-revalidate')) ?? 0, maxStale);
}

/**
 * The request headers a response varies on, lower case, except Accept-Encoding (the cache
 * negotiates the encoding itself); `null` for `Vary: *`, which no stored response can match.
 * @param {string | string[] | number | undefined} vary
 * @returns {string[] | null}
 */
export function varyNames(vary) {
  const names = headerText(vary).split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  if (names.includes('*')) return null;
  return names.filter((name) => name !== 'accept-encoding');
}

/**
 * Whether a request may be answered with a response stored from a request that carried none
 * of the headers it varies on: the cache stores and serves only that variant (a page, not its
 * RSC payload for the router, not an image negotiated on Accept).
 * @param {string[] | null} names from varyNames
 * @param {Record<string, unknown>} requestHeaders
 */
export function matchesVariant(names, requestHeaders) {
  return names !== null && names.every((name) => requestHeaders[name] === undefined);
}

/**
 * The encoding to send among those stored, by the request's Accept-Encoding (q-values,
 * `*`); the earlier of `available` wins a tie. `identity` when nothing else is acceptable.
 * @param {string | undefined} acceptEncoding
 * @param {string[]} available e.g. ['br', 'gzip']
 */
export function negotiateEncoding(acceptEncoding, available) {
  const weights = new Map();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best = 'identity';
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

/**
 * Whether a conditional GET or HEAD is answered 304 Not Modified: If-None-Match by weak
 * comparison of entity tags, else If-Modified-Since against Last-Modified.
 * @param {Record<string, string | string[] | undefined>} requestHeaders
 * @param {{ etag?: string, lastModified?: string }} validators
 */
export function notModified(requestHeaders, { etag, lastModified }) {
  const ifNoneMatch = headerText(requestHeaders['if-none-match']);
  if (ifNoneMatch) {
    if (!etag) return false;
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim());
    return tags.includes('*') || tags.some((tag) => weak(tag) === weak(etag));
  }
  const since = Date.parse(headerText(requestHeaders['if-modified-since']));
  const modified = lastModified === undefined ? NaN : Date.parse(lastModified);
  return Number.isFinite(since) && Number.isFinite(modified) && modified <= since;
}

/**
 * Whether a response of this Content-Type shrinks when compressed (text, scripts, JSON, XML,
 * SVG); images, fonts and archives are compressed already.
 * @param {string | undefined} contentType
 */
export function compressible(contentType) {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type.startsWith('text/') || /^application\/(javascript|json|xml|rss\+xml|atom\+xml|manifest\+json|ld\+json)$/.test(type) || type === 'image/svg+xml';
}

/** @param {string | true | undefined} value */
function seconds(value) {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/** @param {string} tag */
function weak(tag) {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}

/** @param {string | string[] | number | undefined} value */
function headerText(value) {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}
