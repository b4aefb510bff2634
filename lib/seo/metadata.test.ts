import { pageMetadata } from './metadata';

describe('pageMetadata', () => {
  const meta = pageMetadata({ title: 'Insights', description: 'Research', path: '/insights?page=2' });
  test('canonical and og:url are the same absolute URL', () => {
    expect(meta.alternates?.canonical).toBe('http://localhost:3000/insights?page=2');
    expect((meta.openGraph as { url?: string }).url).toBe('http://localhost:3000/insights?page=2');
  });
  test('has Open Graph and Twitter cards with the default image', () => {
    expect(meta.openGraph).toMatchObject({ title: 'Insights', description: 'Research', siteName: 'Molecula Research & Consulting', images: [{ url: '/images/og-default.png', width: 1200, height: 630 }] });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'Insights' });
  });
  test('links the site feeds and any page feed', () => {
    const withFeed = pageMetadata({ title: 'Mobility', description: 'd', path: '/mobility', feeds: [{ url: '/feeds/insights/mobility', title: 'Mobility' }] });
    expect(withFeed.alternates?.types?.['application/rss+xml']).toHaveLength(3);
  });
  test('utility pages are noindex; articles carry their dates', () => {
    expect(pageMetadata({ title: 'Login', description: 'd', path: '/login', noindex: true }).robots).toEqual({ index: false, follow: true });
    const article = pageMetadata({ title: 'A', description: 'd', path: '/a', type: 'article', publishedTime: '2026-01-01T00:00:00.000Z' });
    expect(article.openGraph).toMatchObject({ type: 'article', publishedTime: '2026-01-01T00:00:00.000Z' });
  });
});
