import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';

// Regenerated from the store at most every five minutes: new content appears without a rebuild.
export const revalidate = 300;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries();
}
