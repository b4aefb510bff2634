import { escapeXml, rssXml } from './feed';

describe('rssXml', () => {
  const xml = rssXml({
    title: 'Insights',
    description: 'Research & analysis',
    siteUrl: 'https://example.com/insights',
    feedUrl: 'https://example.com/feeds/insights.xml',
    items: [
      { id: 'b-1', title: 'Is <PET> ready?', url: 'https://example.com/insights/Is-PET-ready-/b-1', description: 'A & B', date: '2026-10-01T09:00:00Z', category: 'Specialty Polymers', author: 'Ana' },
      { id: 'b-2', title: 'Older', url: 'https://example.com/insights/Older/b-2', description: 'x', date: '2026-09-01T09:00:00Z' },
    ],
  });
  test('is RSS 2.0 with a self link and the newest date as lastBuildDate', () => {
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<atom:link href="https://example.com/feeds/insights.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<lastBuildDate>Thu, 01 Oct 2026 09:00:00 GMT</lastBuildDate>');
  });
  test('escapes text and keeps every item', () => {
    expect(xml).toContain('<title>Is &lt;PET&gt; ready?</title>');
    expect(xml).toContain('<description>A &amp; B</description>');
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain('<dc:creator>Ana</dc:creator>');
  });
  test('drops characters XML cannot carry', () => {
    expect(escapeXml('a\u0000b\u0007c')).toBe('abc');
  });
});
