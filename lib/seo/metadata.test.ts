import { pageMetadata, staffSeo } from './metadata';

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

describe('staffSeo', () => {
  const own = { title: 'Heading', description: 'Opening text.', image: { url: '/og/insights/b-1', width: 1200, height: 630, alt: 'Heading' } };

  test('what staff wrote stands, each field on its own; the shared image is named by the title shown', () => {
    expect(staffSeo({ metaTitle: 'Search title', metaDescription: '', socialImage: '/media/abc.jpg' }, own)).toEqual({
      title: 'Search title',
      description: 'Opening text.',
      image: { url: '/media/abc.jpg', alt: 'Search title' },
    });
  });

  test('nothing written: the page’s own heading, text and generated card', () => {
    expect(staffSeo({}, own)).toEqual(own);
    expect(staffSeo({ metaTitle: '', metaDescription: '', socialImage: '' }, own)).toEqual(own);
  });
});
