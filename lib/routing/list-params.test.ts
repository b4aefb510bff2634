import { MAX_OFFSET_PAGE, queries } from '@/lib/data/queries';
import { listTitle, pageExists, parseListParams, splitPage, withLookahead } from '@/lib/routing/list-params';

const TOPICS = ['All', 'Mobility', 'Food, Nutrition & Beverages'] as const;

describe('parseListParams', () => {
  test('defaults to page 1 and no filter', () => {
    expect(parseListParams({}, 'topic', TOPICS)).toEqual({ page: 1, filter: undefined });
  });
  test('reads the page and a known filter name', () => {
    expect(parseListParams({ page: '3', topic: 'Food, Nutrition & Beverages' }, 'topic', TOPICS)).toEqual({
      page: 3,
      filter: 'Food, Nutrition & Beverages',
    });
  });
  test("'All' means no filter", () => {
    expect(parseListParams({ category: 'All' }, 'category', TOPICS)).toEqual({ page: 1, filter: undefined });
  });
  test('an unknown filter name or a malformed page is rejected (the page 404s)', () => {
    expect(parseListParams({ topic: 'Plastics' }, 'topic', TOPICS)).toBeNull();
    expect(parseListParams({ topic: 'mobility' }, 'topic', TOPICS)).toBeNull();
    expect(parseListParams({ page: '0' }, 'topic', TOPICS)).toBeNull();
    expect(parseListParams({ page: '2x' }, 'topic', TOPICS)).toBeNull();
  });
  test('a page reached by Prev or Next carries its cursor', () => {
    expect(parseListParams({ page: '3', after: '2026-01-02T09:00:00.000Z_b-1' }, 'topic', TOPICS)).toEqual({ page: 3, after: ['2026-01-02T09:00:00.000Z', 'b-1'], filter: undefined });
    expect(parseListParams({ page: '2', before: '2026-01-02T09:00:00.000Z_b_1' }, 'topic', TOPICS)).toEqual({ page: 2, before: ['2026-01-02T09:00:00.000Z', 'b_1'], filter: undefined });
  });
  test('a malformed cursor, two cursors, or a cursor on page 1 is rejected', () => {
    expect(parseListParams({ page: '3', after: 'nonsense' }, 'topic', TOPICS)).toBeNull();
    expect(parseListParams({ page: '3', after: '2026_b-1', before: '2026_b-2' }, 'topic', TOPICS)).toBeNull();
    expect(parseListParams({ after: '2026_b-1' }, 'topic', TOPICS)).toBeNull();
    expect(parseListParams({ page: '3', after: '2026_..' }, 'topic', TOPICS)).toBeNull();
  });
  test('without a cursor a page may be at most MAX_OFFSET_PAGE deep; with one, any depth', () => {
    expect(parseListParams({ page: String(MAX_OFFSET_PAGE) }, 'topic', TOPICS)).toEqual({ page: MAX_OFFSET_PAGE, filter: undefined });
    expect(parseListParams({ page: String(MAX_OFFSET_PAGE + 1) }, 'topic', TOPICS)).toBeNull();
    expect(parseListParams({ page: '12500', after: '2016-01-01T00:00:00.000Z_b-9' }, 'topic', TOPICS)?.page).toBe(12500);
  });
  test('a repeated parameter uses its first value', () => {
    expect(parseListParams({ topic: ['Mobility', 'Nope'], page: ['2', '9'] }, 'topic', TOPICS)).toEqual({ page: 2, filter: 'Mobility' });
  });
});

describe('paging with look-ahead', () => {
  test('reads one more item than the page shows, at the same offset', () => {
    const query = withLookahead(queries.newsPage(3, 'Mobility'));
    expect(query.limit).toBe(5);
    expect(query.offset).toBe(8);
    expect(query.where).toEqual([{ field: 'category', value: 'Mobility' }]);
  });
  test('a page from a cursor reads after it, or just before it, never skipping', () => {
    const next = withLookahead(queries.newsPage({ page: 9, after: ['2026-01-02', 'n-1'] }));
    expect(next).toMatchObject({ limit: 5, after: ['2026-01-02', 'n-1'] });
    expect(next.offset).toBeUndefined();
    expect(withLookahead(queries.newsPage({ page: 8, before: ['2026-01-02', 'n-1'] }))).toMatchObject({ limit: 5, before: ['2026-01-02', 'n-1'] });
  });
  test('a page read back from a before cursor is the last items, and has a next page', () => {
    expect(splitPage([1, 2, 3, 4, 5], 4, true)).toEqual({ items: [2, 3, 4, 5], hasNext: true });
    expect(splitPage([1, 2], 4, true)).toEqual({ items: [1, 2], hasNext: true });
  });
  test('a full look-ahead means there is a next page', () => {
    expect(splitPage([1, 2, 3, 4, 5], 4)).toEqual({ items: [1, 2, 3, 4], hasNext: true });
    expect(splitPage([1, 2, 3, 4], 4)).toEqual({ items: [1, 2, 3, 4], hasNext: false });
    expect(splitPage([], 4)).toEqual({ items: [], hasNext: false });
  });
  test('only page 1 may be empty', () => {
    expect(pageExists(1, 0)).toBe(true);
    expect(pageExists(2, 0)).toBe(false);
    expect(pageExists(2, 1)).toBe(true);
  });
});

describe('listTitle', () => {
  test('names the filter and any page past the first', () => {
    expect(listTitle('Industry News', { page: 1, filter: undefined })).toBe('Industry News');
    expect(listTitle('Events', { page: 2, filter: 'Speciality Polymers' }, (n) => n.replace('Speciality', 'Specialty'))).toBe(
      'Events: Specialty Polymers (page 2)',
    );
  });
});
