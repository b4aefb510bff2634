import { publicCache } from '../cache-control';

/** RSS 2.0, built from plain items: pure, so it is unit-tested without a server. */
type FeedItem = { title: string; url: string; description: string; date: string; category?: string; author?: string; id: string };
export type Feed = { title: string; description: string; siteUrl: string; feedUrl: string; items: FeedItem[] };

export function escapeXml(text: string): string {
  // Drop characters XML 1.0 cannot carry at all, then escape the five special ones.
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);
}

const rfc822 = (iso: string) => new Date(iso).toUTCString();

export function rssXml(feed: Feed): string {
  const newest = feed.items.map((i) => i.date).sort().at(-1);
  const items = feed.items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.url)}</link>
      <guid isPermaLink="false">${escapeXml(item.id)}</guid>
      <pubDate>${rfc822(item.date)}</pubDate>
      <description>${escapeXml(item.description)}</description>${item.category ? `\n      <category>${escapeXml(item.category)}</category>` : ''}${item.author ? `\n      <dc:creator>${escapeXml(item.author)}</dc:creator>` : ''}
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <link>${escapeXml(feed.siteUrl)}</link>
    <description>${escapeXml(feed.description)}</description>
    <language>en-GB</language>
    <atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>${newest ? `\n    <lastBuildDate>${rfc822(newest)}</lastBuildDate>` : ''}
${items}
  </channel>
</rss>
`;
}

export function rssResponse(xml: string): Response {
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': publicCache(300) },
  });
}
