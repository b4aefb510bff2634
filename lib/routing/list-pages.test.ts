import fs from 'node:fs';
import { FIRST_STATE, LISTS, listRewrites, stateList, type ListPath } from './list-pages';
import { visiblePath } from './visible-path';

describe('list pages', () => {
  test('a state reads as the page it names, its values decoded', () => {
    expect(stateList('/insights', FIRST_STATE)).toEqual({ page: 1, filter: undefined });
    expect(stateList('/insights', ['page', '3', 'after', '2026-01-01_b-1', 'topic', 'Food%2C%20Nutrition%20%26%20Beverages'])).toEqual({
      page: 3,
      after: ['2026-01-01', 'b-1'],
      filter: 'Food, Nutrition & Beverages',
    });
    expect(stateList('/news', ['page', '2', 'before', '2026-01-01_n-1', 'category', 'Mobility'])).toEqual({ page: 2, before: ['2026-01-01', 'n-1'], filter: 'Mobility' });
    expect(stateList('/events', ['page', '1', 'category', 'All'])).toEqual({ page: 1, filter: undefined });
  });

  test('a state that names no page is null: the route answers 404', () => {
    const none: [ListPath, string[]][] = [
      ['/insights', ['invalid']],
      ['/insights', []],
      ['/insights', ['topic', 'Mobility', 'page', '1']],
      ['/insights', ['page', '1', 'page', '2']],
      ['/insights', ['page', '1', 'category', 'Mobility']],
      ['/blogs', ['page', '1', 'topic', 'Mobility']],
      ['/insights', ['page', '0']],
      ['/insights', ['page', '51']],
      ['/insights', ['page', '1', 'after', '2026-01-01_b-1']],
      ['/insights', ['page', '2', 'after', 'nonsense']],
      ['/insights', ['page', '2', 'topic', 'Nope']],
      ['/insights', ['page', '2', 'after']],
    ];
    for (const [path, state] of none) expect([path, state, stateList(path, state)]).toEqual([path, state, null]);
  });

  test('the rewrites take every list URL to its state, the first matching rule winning', () => {
    // The rules as Next applies them: has/missing on the query, named groups into the destination.
    const resolve = (url: string) => {
      const { pathname, searchParams } = new URL(url, 'http://x');
      for (const rule of listRewrites()) {
        if (rule.source !== pathname) continue;
        const groups: Record<string, string> = {};
        const matches = (rule.has ?? []).every(({ key, value }) => {
          const actual = searchParams.get(key);
          if (actual === null) return false;
          if (value === undefined) return true;
          const found = new RegExp(`^(?:${value})$`).exec(actual);
          Object.assign(groups, found?.groups);
          return found !== null;
        });
        if (!matches || (rule.missing ?? []).some(({ key }) => searchParams.has(key))) continue;
        return rule.destination.replace(/:(\w+)/g, (_, name: string) => groups[name]!);
      }
      return undefined;
    };
    expect(resolve('/insights')).toBe('/lists/insights/page/1');
    expect(resolve('/insights?utm_source=mail&_rsc=1x')).toBe('/lists/insights/page/1');
    expect(resolve('/insights?after=2026-01-01_b-1')).toBe('/lists/insights/page/1');
    expect(resolve('/insights?page=2')).toBe('/lists/insights/page/2');
    expect(resolve('/insights?topic=Mobility&page=3&after=2026-01-01_b-1')).toBe('/lists/insights/page/3/after/2026-01-01_b-1/topic/Mobility');
    expect(resolve('/insights?topic=Food, Nutrition %26 Beverages')).toBe('/lists/insights/page/1/topic/Food, Nutrition & Beverages');
    expect(resolve('/news?page=2&before=2026-01-01_n-1')).toBe('/lists/news/page/2/before/2026-01-01_n-1');
    expect(resolve('/events?category=Composites')).toBe('/events/__list__/page/1/category/Composites');
    expect(resolve('/blogs?page=2&topic=Mobility')).toBe('/lists/blogs/page/2');
    for (const url of ['/insights?page=x', '/insights?page=0', '/insights?topic=Nope', '/insights?page=2&after=a_b&before=a_b', '/news?category=']) {
      expect([url, resolve(url)]).toEqual([url, url.startsWith('/news') ? '/lists/news/invalid' : '/lists/insights/invalid']);
    }
    // Every state a rule makes reads back (or is the invalid one).
    for (const [url, params] of [['/insights?page=3&after=2026-01-01_b-1&topic=Mobility', { page: 3, after: ['2026-01-01', 'b-1'], filter: 'Mobility' }]] as const) {
      const [, , , ...state] = resolve(url)!.split('/');
      expect(stateList('/insights', state)).toEqual(params);
    }
  });

  test('the list routes exist, and their paths read as the list the visitor sees', () => {
    for (const [path, { route }] of Object.entries(LISTS)) {
      const dir = route.replace('/__list__', '/%5F%5Flist__');
      expect(fs.existsSync(`app${dir}/[...state]/page.tsx`)).toBe(true);
      expect(visiblePath(`${route}/page/2/after/2026-01-01_x-1`)).toBe(path);
      expect(visiblePath(`${route}/invalid`)).toBe(path);
      expect(visiblePath(path)).toBe(path);
    }
    expect(fs.existsSync('app/events/@modal/%5F%5Flist__/[...state]/page.tsx')).toBe(true);
    expect(visiblePath('/events/e-2026-a')).toBe('/events/e-2026-a');
    expect(visiblePath('/')).toBe('/');
  });
});
