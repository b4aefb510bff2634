import { cacheControl, compressible, matchesVariant, negotiateEncoding, notModified, sharedLifetime, staleWindow, varyNames } from './http-rules.mjs';

const PAGE = { 'cache-control': 's-maxage=300, stale-while-revalidate=31535700', 'x-nextjs-cache': 'HIT', vary: 'rsc, next-router-state-tree, Accept-Encoding' };

describe('cacheControl', () => {
  it('reads directives with and without values, case-insensitively, quotes removed', () => {
    const directives = cacheControl('Public, MAX-AGE=60, no-cache="set-cookie" ,immutable');
    expect([...directives]).toEqual([['public', true], ['max-age', '60'], ['no-cache', 'set-cookie'], ['immutable', true]]);
  });

  it('is empty without a header', () => {
    expect(cacheControl(undefined).size).toBe(0);
  });
});

describe('staleWindow', () => {
  it("is the response's stale-while-revalidate, capped, and none without it", () => {
    expect(staleWindow({ 'cache-control': 's-maxage=300, stale-while-revalidate=31535700' }, 600)).toBe(600);
    expect(staleWindow({ 'cache-control': 's-maxage=300, stale-while-revalidate=30' }, 600)).toBe(30);
    expect(staleWindow({ 'cache-control': 's-maxage=300' }, 600)).toBe(0);
    expect(staleWindow({}, 600)).toBe(0);
  });
});

describe('sharedLifetime', () => {
  it('holds an ISR page for s-maxage, bounded by the cap', () => {
    expect(sharedLifetime(200, PAGE, 60)).toBe(60);
    expect(sharedLifetime(200, { ...PAGE, 'cache-control': 's-maxage=20' }, 60)).toBe(20);
  });

  it('prefers s-maxage to max-age, and takes max-age without it', () => {
    expect(sharedLifetime(200, { 'cache-control': 'public, max-age=300, s-maxage=10' }, 60)).toBe(10);
    expect(sharedLifetime(200, { 'cache-control': 'public, max-age=30' }, 60)).toBe(30);
  });

  it('keeps an immutable file for its whole max-age', () => {
    expect(sharedLifetime(200, { 'cache-control': 'public, max-age=31536000, immutable' }, 60)).toBe(31536000);
  });

  it('stores nothing private, uncacheable, personal, stale or unsuccessful', () => {
    expect(sharedLifetime(200, { 'cache-control': 'private, no-store' }, 60)).toBe(0);
    expect(sharedLifetime(200, { 'cache-control': 'no-cache' }, 60)).toBe(0);
    expect(sharedLifetime(200, { 'cache-control': 'public, max-age=0' }, 60)).toBe(0);
    expect(sharedLifetime(200, {}, 60)).toBe(0);
    expect(sharedLifetime(200, { ...PAGE, 'set-cookie': ['session=1'] }, 60)).toBe(0);
    expect(sharedLifetime(200, { ...PAGE, 'x-nextjs-cache': 'STALE' }, 60)).toBe(0);
    expect(sharedLifetime(200, { ...PAGE, vary: '*' }, 60)).toBe(0);
    expect(sharedLifetime(404, PAGE, 60)).toBe(0);
    expect(sharedLifetime(308, PAGE, 60)).toBe(0);
  });

  it('ignores a malformed lifetime', () => {
    expect(sharedLifetime(200, { 'cache-control': 's-maxage=soon' }, 60)).toBe(0);
  });
});

describe('varyNames and matchesVariant', () => {
  it('lists the varied request headers without Accept-Encoding', () => {
    expect(varyNames(PAGE.vary)).toEqual(['rsc', 'next-router-state-tree']);
    expect(varyNames(['Accept', 'Accept-Encoding'])).toEqual(['accept']);
    expect(varyNames(undefined)).toEqual([]);
    expect(varyNames('Accept-Encoding, *')).toBeNull();
  });

  it('matches a request that carries none of them', () => {
    const names = varyNames(PAGE.vary);
    expect(matchesVariant(names, { 'accept-encoding': 'br', cookie: 'a=b' })).toBe(true);
    expect(matchesVariant(names, { rsc: '1' })).toBe(false);
    expect(matchesVariant(varyNames('Accept'), { accept: 'image/avif' })).toBe(false);
    expect(matchesVariant(null, {})).toBe(false);
  });
});

describe('negotiateEncoding', () => {
  const stored = ['br', 'gzip'];

  it("takes the browser's preference, brotli first on a tie", () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', stored)).toBe('br');
    expect(negotiateEncoding('gzip, deflate', stored)).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8', stored)).toBe('gzip');
    expect(negotiateEncoding('*', stored)).toBe('br');
  });

  it('falls back to identity', () => {
    expect(negotiateEncoding(undefined, stored)).toBe('identity');
    expect(negotiateEncoding('identity', stored)).toBe('identity');
    expect(negotiateEncoding('br;q=0, gzip;q=0', stored)).toBe('identity');
    expect(negotiateEncoding('*;q=0, deflate', stored)).toBe('identity');
    expect(negotiateEncoding('br', [])).toBe('identity');
    expect(negotiateEncoding('br;q=abc', stored)).toBe('identity');
  });
});

describe('notModified', () => {
  const validators = { etag: '"abc"', lastModified: 'Sun, 22 Nov 2026 05:00:00 GMT' };

  it('answers If-None-Match by weak comparison, and * always', () => {
    expect(notModified({ 'if-none-match': '"abc"' }, validators)).toBe(true);
    expect(notModified({ 'if-none-match': 'W/"abc"' }, validators)).toBe(true);
    expect(notModified({ 'if-none-match': '"x", "abc"' }, validators)).toBe(true);
    expect(notModified({ 'if-none-match': '*' }, validators)).toBe(true);
    expect(notModified({ 'if-none-match': '"other"' }, validators)).toBe(false);
    expect(notModified({ 'if-none-match': '"abc"' }, {})).toBe(false);
  });

  it('uses If-Modified-Since only without If-None-Match', () => {
    expect(notModified({ 'if-modified-since': 'Sun, 22 Nov 2026 06:00:00 GMT' }, validators)).toBe(true);
    expect(notModified({ 'if-modified-since': 'Sun, 22 Nov 2026 04:00:00 GMT' }, validators)).toBe(false);
    expect(notModified({ 'if-none-match': '"other"', 'if-modified-since': 'Sun, 22 Nov 2026 06:00:00 GMT' }, validators)).toBe(false);
    expect(notModified({ 'if-modified-since': 'yesterday' }, validators)).toBe(false);
    expect(notModified({}, validators)).toBe(false);
  });
});

describe('compressible', () => {
  it('compresses text, scripts, JSON, XML and SVG, not images or fonts', () => {
    for (const type of ['text/html; charset=utf-8', 'text/css', 'application/javascript; charset=UTF-8', 'application/json', 'application/rss+xml; charset=utf-8', 'image/svg+xml', 'application/manifest+json']) {
      expect(compressible(type)).toBe(true);
    }
    for (const type of ['image/avif', 'font/woff2', 'application/pdf', 'image/png', undefined]) expect(compressible(type)).toBe(false);
  });
});
