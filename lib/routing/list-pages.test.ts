import fs from 'node:fs';
import { LISTS, listParams, type ListPath } from './list-pages';

describe('the lists: each a page of its own, its state in the query', () => {
  test('page, cursor and the list’s one filter are read from the query; others are ignored', () => {
    expect(listParams('/insights', {})).toEqual({ page: 1, filter: undefined });
    expect(listParams('/insights', { page: '3', after: '2026-01-01_b-1', topic: 'Food, Nutrition & Beverages', utm_source: 'mail' })).toEqual({
      page: 3,
      after: ['2026-01-01', 'b-1'],
      filter: 'Food, Nutrition & Beverages',
    });
    expect(listParams('/news', { page: '2', before: '2026-01-01_n-1', category: 'Mobility' })).toEqual({ page: 2, before: ['2026-01-01', 'n-1'], filter: 'Mobility' });
    expect(listParams('/events', { category: 'All' })).toEqual({ page: 1, filter: undefined });
    // A cursor without a page is the bare list.
    expect(listParams('/insights', { after: '2026-01-01_b-1' })).toEqual({ page: 1, filter: undefined });
    // /blogs has no filter: a topic in its query is not its state.
    expect(listParams('/blogs', { page: '2', topic: 'Mobility' })).toEqual({ page: 2, filter: undefined });
  });

  test('a query that names no page is null (the page answers 404)', () => {
    for (const [path, query] of [
      ['/insights', { page: 'x' }],
      ['/insights', { topic: 'Nope' }],
      ['/news', { page: '2', after: '2026-01-01_n-1', before: '2026-01-01_n-2' }],
      ['/events', { page: '999' }],
    ] as const) {
      expect([path, query, listParams(path, query)]).toEqual([path, query, null]);
    }
  });

  test('each list has its page in app/, and no list route is hidden elsewhere', () => {
    for (const path of Object.keys(LISTS) as ListPath[]) expect([path, fs.existsSync(`app/(site)${path}/page.tsx`)]).toEqual([path, true]);
    expect(fs.existsSync('app/lists')).toBe(false);
    expect(fs.existsSync('app/(site)/events/%5F%5Flist__')).toBe(false);
  });
});
