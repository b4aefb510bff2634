import { cachedPathForms, publicCache } from './cache-control';

test('a public response is fresh for its seconds, then stale until an hour after it was made', () => {
  expect(publicCache(300)).toBe('public, max-age=300, s-maxage=300, stale-while-revalidate=3300');
});

describe('cachedPathForms', () => {
  test("a link with encoded characters is revalidated as written and as Next caches it (':' and an apostrophe as they are)", () => {
    expect(cachedPathForms("/insights/Europe's-Shake-Out%3A-Who-Survives-/b-1")).toEqual([
      "/insights/Europe's-Shake-Out%3A-Who-Survives-/b-1",
      "/insights/Europe's-Shake-Out:-Who-Survives-/b-1",
    ]);
  });

  test('a plain path has one form; delimiters inside a segment stay encoded; a malformed escape is kept as it is', () => {
    expect(cachedPathForms('/insights/Plain-Heading/b-2')).toEqual(['/insights/Plain-Heading/b-2']);
    expect(cachedPathForms('/insights/A%2FB%3F%23%20C/b-3')).toEqual(['/insights/A%2FB%3F%23%20C/b-3', '/insights/A%2FB%3F%23 C/b-3']);
    expect(cachedPathForms('/insights/%ZZ/b-4')).toEqual(['/insights/%ZZ/b-4']);
  });
});
