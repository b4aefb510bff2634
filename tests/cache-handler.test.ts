import { createRequire } from 'node:module';

// lib/cache/handler.mjs extends Next's own file-system cache, which Next does not document: this
// fails loudly the day Next moves or reshapes it, before a build silently loses the cache.
const load = createRequire(__filename);

describe("the cache handler's base, Next's file-system cache", () => {
  test('is where the handler loads it, a class with the methods the handler overrides', () => {
    const FileSystemCache = load('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
    expect(typeof FileSystemCache).toBe('function');
    for (const method of ['get', 'set', 'revalidateTag']) expect([method, typeof FileSystemCache.prototype[method]]).toEqual([method, 'function']);
  });

  test('a 404 of a page or a route handler is never kept; anything else is', async () => {
    const { foundNothing } = (await import('../lib/cache/handler.mjs')) as { foundNothing: (data: unknown) => boolean };
    expect(foundNothing({ kind: 'APP_ROUTE', status: 404, body: Buffer.from(''), headers: {} })).toBe(true);
    expect(foundNothing({ kind: 'APP_PAGE', status: 404, html: '', headers: {} })).toBe(true);
    expect(foundNothing({ kind: 'APP_PAGE', status: 200, html: '', headers: {} })).toBe(false);
    expect(foundNothing({ kind: 'APP_ROUTE', status: 200, body: Buffer.from(''), headers: {} })).toBe(false);
    expect(foundNothing({ kind: 'FETCH', data: {} })).toBe(false);
    expect(foundNothing(null)).toBe(false);
  });
});
