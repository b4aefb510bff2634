import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

describe('sitemap XML', () => {
  test('a urlset escapes URLs and leaves out what an entry lacks', () => {
    const xml = urlsetXml([
      { url: 'https://example.com/news?category=Paints+%26+Coating&x=1', lastModified: '2026-01-02T00:00:00.000Z', changeFrequency: 'daily' },
      { url: 'https://example.com/about-us', priority: 0.8 },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://example.com/news?category=Paints+%26+Coating&amp;x=1</loc>\n<lastmod>2026-01-02T00:00:00.000Z</lastmod>\n<changefreq>daily</changefreq>\n</url>');
    expect(xml).toContain('<loc>https://example.com/about-us</loc>\n<priority>0.8</priority>\n</url>');
    expect(urlsetXml([{ url: "https://example.com/insights/Europe's-<x>" }])).toContain("<loc>https://example.com/insights/Europe's-&lt;x&gt;</loc>");
  });

  test('an index lists its parts', () => {
    const xml = sitemapIndexXml([{ url: 'https://example.com/sitemap/0.xml' }, { url: 'https://example.com/sitemap/1.xml' }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<sitemap>/g)).toHaveLength(2);
  });
});
