import { pagedPath, refererPath } from './url';

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

describe('refererPath', () => {
  const site = process.env.SITE_URL ?? 'http://localhost:3000';
  test('a page of the public origin, or of the origin the browser addressed, gives its path', () => {
    expect(refererPath(`${site}/mobility?x=1`, [])).toBe('/mobility');
    expect(refererPath('http://127.0.0.1:3000/mobility', ['http://127.0.0.1:3000'])).toBe('/mobility');
  });
  test('another site, nothing, or nonsense gives none', () => {
    expect(refererPath('https://attacker.example/mobility', ['http://127.0.0.1:3000'])).toBe('');
    expect(refererPath(null, [])).toBe('');
    expect(refererPath('not a url', [null])).toBe('');
  });
});
