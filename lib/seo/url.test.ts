import { pagedPath } from './url';

describe('pagedPath', () => {
  test('page 1 is the bare URL', () => {
    expect(pagedPath('/news', 1)).toBe('/news');
  });
  test('other pages keep their page number', () => {
    expect(pagedPath('/news', 3)).toBe('/news?page=3');
  });
  test('filters that change content stay in the URL; empty ones are dropped', () => {
    expect(pagedPath('/news', 2, { category: 'Mobility' })).toBe('/news?category=Mobility&page=2');
    expect(pagedPath('/news', 1, { category: undefined })).toBe('/news');
  });
});
