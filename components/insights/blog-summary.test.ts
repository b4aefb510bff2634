import type { Blog } from '@/lib/data/schema';
import { blogSummary, slimBlog } from './blog-summary';

const blog: Blog = {
  id: 'b-1',
  heading: 'Heading',
  image: '/images/blogs/x.jpg',
  author: 'A. Author',
  short: 'A short summary.',
  description: '<p>The <strong>long</strong> body &amp; more.</p>',
  category: 'Mobility',
  date: '2026-01-01T00:00:00.000Z',
  pagetype: 'Mobility',
  insighttype: 'Article',
  isspotlight: 'false',
  comments: [{ user: 'u', comment: 'c', profilePic: '' }],
};

describe('blogSummary', () => {
  test('is the summary when there is one', () => {
    expect(blogSummary(blog)).toBe('A short summary.');
  });
  test("falls back to the body's plain text", () => {
    expect(blogSummary({ ...blog, short: '  ' })).toBe('The long body & more.');
  });
});

describe('slimBlog', () => {
  test('drops the body and comments but keeps what cards show', () => {
    const slim = slimBlog(blog);
    expect(slim.description).toBe('');
    expect(slim.comments).toEqual([]);
    expect(blogSummary(slim)).toBe(blogSummary(blog));
  });
  test('keeps enough plain body text for the card when there is no summary', () => {
    const long = { ...blog, short: '', description: `<p>${'word '.repeat(400)}</p>` };
    expect(blogSummary(slimBlog(long)).slice(0, 200)).toBe(blogSummary(long).slice(0, 200));
    expect(slimBlog(long).description.length).toBeLessThanOrEqual(600);
  });
});
