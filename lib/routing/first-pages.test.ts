import fs from 'node:fs';
import { FIRST_PAGES, firstPageRewrites, twinRedirects, visiblePath } from './first-pages';

/** A route's folder under app/: a segment starting with `_` is spelled `%5F` there (Next's private folders). */
const folder = (route: string) => `app${route.replace(/\/(_+)/g, (_, underscores: string) => `/${'%5F'.repeat(underscores.length)}`)}`;

describe('first pages of the lists', () => {
  it('rewrite a bare list path, and only a bare one, to its prerendered twin', () => {
    expect(firstPageRewrites()).toEqual([
      { source: '/insights', missing: [{ type: 'query', key: 'page' }, { type: 'query', key: 'topic' }], destination: '/lists/insights' },
      { source: '/blogs', missing: [{ type: 'query', key: 'page' }], destination: '/lists/blogs' },
      { source: '/news', missing: [{ type: 'query', key: 'page' }, { type: 'query', key: 'category' }], destination: '/lists/news' },
      { source: '/events', missing: [{ type: 'query', key: 'page' }, { type: 'query', key: 'category' }], destination: '/events/__first-page__' },
    ]);
  });

  it('have a twin route and a dynamic route for every list', () => {
    for (const { path, twin } of FIRST_PAGES) {
      expect(fs.existsSync(`${folder(twin)}/page.tsx`)).toBe(true);
      const dynamic = fs.readFileSync(`${folder(path)}/page.tsx`, 'utf8');
      expect(dynamic).toContain('searchParams');
      // The twin renders the first page, never the query: reading it would make it dynamic again.
      expect(fs.readFileSync(`${folder(twin)}/page.tsx`, 'utf8')).not.toContain('searchParams');
    }
  });

  it('keep the events twin beside the modal slot, which closes on it', () => {
    expect(fs.existsSync('app/events/@modal/%5F%5Ffirst-page__/page.tsx')).toBe(true);
  });

  it("send a twin's own URL to the list's", () => {
    expect(twinRedirects()).toEqual([
      { source: '/lists/insights', destination: '/insights', permanent: true },
      { source: '/lists/blogs', destination: '/blogs', permanent: true },
      { source: '/lists/news', destination: '/news', permanent: true },
      { source: '/events/__first-page__', destination: '/events', permanent: true },
    ]);
  });

  it("show a twin's route path as the list's, and every other path as it is", () => {
    for (const { path, twin } of FIRST_PAGES) expect(visiblePath(twin)).toBe(path);
    expect(visiblePath('/events')).toBe('/events');
    expect(visiblePath('/events/e-2026-a')).toBe('/events/e-2026-a');
    expect(visiblePath('/')).toBe('/');
  });
});
