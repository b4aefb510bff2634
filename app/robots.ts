import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/url';

export default function robots(): MetadataRoute.Robots {
  return {
    // Utility and account pages are not blocked here: crawlers must fetch them to see their noindex.
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
