import { blogSummary } from './blog-summary';

const blog = { short: 'A short summary.', description: '<p>The <strong>long</strong> body &amp; more.</p>' };

describe('blogSummary', () => {
  test('is the summary when there is one', () => {
    expect(blogSummary(blog)).toBe('A short summary.');
  });
  test("falls back to the body's plain text", () => {
    expect(blogSummary({ ...blog, short: '  ' })).toBe('The long body & more.');
  });
});
