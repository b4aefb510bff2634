import { publicCache } from '../cache-control';
import type { SitemapEntry } from './sitemap-entries';

/**
 * The sitemap protocol's two documents. Next's `sitemap.ts` writes a `<urlset>` but no index
 * (its `generateSitemaps` leaves `/sitemap.xml` a 404), and an archive past 50,000 URLs needs one.
 */
// Element text needs only these three escaped (an apostrophe in a heading stays as it is, as
// Next's own sitemap writes it); characters XML cannot carry are dropped.
function escapeText(text: string): string {
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[<>&]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp' }[c]};`);
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url>\n<loc>${escapeText(e.url)}</loc>\n${e.lastModified ? `<lastmod>${e.lastModified}</lastmod>\n` : ''}${e.changeFrequency ? `<changefreq>${e.changeFrequency}</changefreq>\n` : ''}${e.priority !== undefined ? `<priority>${e.priority}</priority>\n` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(parts: readonly { url: string; lastModified?: string }[]): string {
  const items = parts.map((p) => `<sitemap>\n<loc>${escapeText(p.url)}</loc>\n${p.lastModified ? `<lastmod>${p.lastModified}</lastmod>\n` : ''}</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** A sitemap file: public, as fresh as the routes' `revalidate` (half an hour). */
export function xmlResponse(xml: string): Response {
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': publicCache(1800) } });
}
