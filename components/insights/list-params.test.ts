import { queries } from '@/lib/data/queries';
import { listTitle, pageExists, parseListParams, splitPage, withLookahead } from './list-params';

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
