import type { Article, WithContext } from 'schema-dts';
import { SITE } from '@/content/site';
import type { Blog } from '@/lib/data/schema';
import { LIMITS, truncate } from '@/lib/text';
import { blogSummary } from './blog-summary';

/**
 * Minimal Article structured data for an insight, built from the object the page renders.
 * `absolute` turns site paths into absolute URLs (canonical, image, logo).
 */
export function articleJsonLd(blog: Blog, canonicalUrl: string, absolute: (path: string) => string): WithContext<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: blog.heading,
    description: truncate(blogSummary(blog), LIMITS.structuredDataDescription),
    ...(blog.image ? { image: [absolute(blog.image)] } : {}),
    ...(blog.author ? { author: [{ '@type': 'Person', name: blog.author }] } : {}),
    datePublished: blog.date,
    dateModified: blog.updatedAt ?? blog.date,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonicalUrl },
    ...(blog.category ? { articleSection: blog.category } : {}),
    publisher: { '@type': 'Organization', name: SITE.name, logo: { '@type': 'ImageObject', url: absolute(SITE.logo.default.src) } },
  };
}
