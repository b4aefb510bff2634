import { allEntries, sitemapParts } from '@/lib/seo/sitemap-entries';
import { sitemapIndexXml, urlsetXml, xmlResponse } from '@/lib/seo/sitemap-xml';
import { absoluteUrl } from '@/lib/seo/url';

// Regenerated from the store at most every half hour: it reads every document, so not more often.
export const revalidate = 1800;

/** One `<urlset>` while the site has at most 50,000 URLs; past that an index of its parts. */
export async function GET() {
  const parts = await sitemapParts();
  if (parts.length === 0) return xmlResponse(urlsetXml(await allEntries()));
  return xmlResponse(sitemapIndexXml(parts.map((_, index) => ({ url: absoluteUrl(`/sitemap/${index}.xml`) }))));
}
