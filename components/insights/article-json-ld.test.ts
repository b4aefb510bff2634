import type { Blog } from '@/lib/data/schema';
import { articleJsonLd } from './article-json-ld';

const blog: Blog = {
  id: 'b-1',
  heading: 'Is PET Recycling Ready?',
  image: '/images/blogs/x.jpg',
  author: 'A. Author',
  short: 'Summary.',
  description: '<p>Body</p>',
  category: 'Specialty Polymers',
  date: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  pagetype: 'Speciality Polymers',
  insighttype: 'Article',
  isspotlight: 'false',
  comments: [],
};

const absolute = (path: string) => `https://example.com${path}`;

describe('articleJsonLd', () => {
  test('has the fields search engines use for articles', () => {
    const data = articleJsonLd(blog, 'https://example.com/insights/Is-PET-Recycling-Ready-/b-1', absolute);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Is PET Recycling Ready?',
      image: ['https://example.com/images/blogs/x.jpg'],
      author: [{ '@type': 'Person', name: 'A. Author' }],
      datePublished: '2026-01-01T00:00:00.000Z',
      dateModified: '2026-02-01T00:00:00.000Z',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://example.com/insights/Is-PET-Recycling-Ready-/b-1' },
    });
  });
  test('falls back to the publication date and leaves out what is missing', () => {
    const data = articleJsonLd({ ...blog, updatedAt: undefined, image: '', author: '' }, 'https://example.com/x', absolute) as unknown as Record<string, unknown>;
    expect(data.dateModified).toBe('2026-01-01T00:00:00.000Z');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('author');
  });
});
