import { blogSummary } from '@/components/insights/blog-summary';
import { LIMITS, plainText, truncate } from '../text';
import type { Blog, SiteEvent } from './schema';
import { slimBlog, slimEvent } from './slim';

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

const event: SiteEvent = {
  id: 'e-1',
  date: '2027-03-16T08:30:00.000Z',
  heading: 'Summit',
  description: '<p>Two days &lt;in&gt; Düsseldorf.</p>',
  category: 'Mobility',
  images: ['/images/events/x.jpg'],
};

// Bodies that once tripped a naive excerpt: escaped markup, entities, emoji at the cut.
const tricky = [
  `<p>${'word '.repeat(400)}</p>`,
  `<p>a &lt;b&gt; c &amp;lt; d ${'x'.repeat(700)} &gt; end</p>`,
  `<ul><li>${'🧪'.repeat(650)}</li></ul>`,
  `<p>${'1 < 2 and 3 > 2 '.repeat(60)}</p>`,
];
const cardLimits = [LIMITS.spotlight, LIMITS.insightShort, LIMITS.listDescription, LIMITS.eventCardDescription];

describe('slimBlog', () => {
  test('drops the body and comments but keeps what cards show', () => {
    const slim = slimBlog(blog);
    expect(slim.description).toBe('');
    expect(slim.comments).toEqual([]);
    expect(blogSummary(slim)).toBe(blogSummary(blog));
  });

  test.each(tricky)('gives every card the same text as the full blog when there is no summary (%#)', (description) => {
    const full = { ...blog, short: '', description };
    const slim = slimBlog(full);
    expect(slim.description.length).toBeLessThan(description.length);
    for (const limit of cardLimits) expect(truncate(blogSummary(slim), limit)).toBe(truncate(blogSummary(full), limit));
  });
});

describe('slimEvent', () => {
  test('keeps a short description as its plain text', () => {
    expect(plainText(slimEvent(event).description)).toBe('Two days <in> Düsseldorf.');
  });

  test.each(tricky)('gives the event card the same text as the full event (%#)', (description) => {
    const full = { ...event, description };
    const slim = slimEvent(full);
    expect(truncate(plainText(slim.description), LIMITS.eventCardDescription)).toBe(truncate(plainText(description), LIMITS.eventCardDescription));
    expect(slim.venue).toBe(full.venue);
  });
});
