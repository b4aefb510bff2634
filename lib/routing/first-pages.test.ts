import fs from 'node:fs';
import { FIRST_PAGES, TWIN_PREFIX, firstPageRewrites, twinRedirects } from './first-pages';

describe('first pages of the lists', () => {
  it('rewrite a bare list path, and only a bare one, to its prerendered twin', () => {
    expect(firstPageRewrites()).toEqual([
      { source: '/insights', missing: [{ type: 'query', key: 'page' }, { type: 'query', key: 'topic' }], destination: '/lists/insights' },
      { source: '/blogs', missing: [{ type: 'query', key: 'page' }], destination: '/lists/blogs' },
      { source: '/news', missing: [{ type: 'query', key: 'page' }, { type: 'query', key: 'category' }], destination: '/lists/news' },
    ]);
  });

  it('have a twin route and a dynamic route for every list', () => {
    for (const { path } of FIRST_PAGES) {
      expect(fs.existsSync(`app${TWIN_PREFIX}${path}/page.tsx`)).toBe(true);
      const dynamic = fs.readFileSync(`app${path}/page.tsx`, 'utf8');
      expect(dynamic).toContain('searchParams');
      // The twin renders the first page, never the query: reading it would make it dynamic again.
      expect(fs.readFileSync(`app${TWIN_PREFIX}${path}/page.tsx`, 'utf8')).not.toContain('searchParams');
    }
  });

  it("send a twin's own URL to the list's", () => {
    expect(twinRedirects()).toEqual([{ source: '/lists/:path*', destination: '/:path*', permanent: true }]);
  });
});
