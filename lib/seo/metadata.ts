import type { Metadata } from 'next';
import { SITE } from '@/content/site';
import { absoluteUrl } from './url';

export const SITE_NAME = SITE.name;
/** The link previews' size: LinkedIn's and the other networks' 1.91:1 (lib/seo/og-card.tsx draws them). */
export const OG_SIZE = { width: 1200, height: 630 } as const;

const DEFAULT_OG_IMAGE = { url: SITE.ogImage.src, width: SITE.ogImage.width, height: SITE.ogImage.height, alt: SITE.ogImage.alt };

export type PageMeta = {
  title: string;
  description: string;
  /** The canonical path, e.g. '/insights' or pagedPath('/news', 2). */
  path: string;
  image?: { url: string; width?: number; height?: number; alt?: string };
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  authors?: string[];
  /** Utility and account pages: kept out of search results. */
  noindex?: boolean;
  /** The page's title is used whole, without the site-name template. */
  absoluteTitle?: boolean;
  /** Extra RSS feeds for this page (e.g. an industry's insights), besides the site-wide ones. */
  feeds?: { url: string; title: string }[];
};

type OwnMeta = Pick<PageMeta, 'title' | 'description'> & { image: NonNullable<PageMeta['image']> };

/**
 * A page's title, description and shared image as staff set them in the studio's "Search and
 * sharing" fields, each where they did; the page's own (its heading, opening text, generated card) where not.
 */
export function staffSeo(doc: { metaTitle?: string; metaDescription?: string; socialImage?: string }, own: OwnMeta): OwnMeta {
  const title = doc.metaTitle || own.title;
  return { title, description: doc.metaDescription || own.description, image: doc.socialImage ? { url: doc.socialImage, alt: title } : own.image };
}

const SITE_FEEDS = [
  { url: '/feeds/insights.xml', title: `${SITE.name}: Insights` },
  { url: '/feeds/news.xml', title: `${SITE.name}: Industry News` },
];

/**
 * The one mapping from a page to its metadata: title, description, a self-referencing
 * canonical, Open Graph (og:url equal to the canonical) and Twitter tags.
 */
export function pageMetadata(meta: PageMeta): Metadata {
  const url = absoluteUrl(meta.path);
  const image = meta.image ?? DEFAULT_OG_IMAGE;
  return {
    title: meta.absoluteTitle ? { absolute: meta.title } : meta.title,
    description: meta.description,
    // Page metadata replaces the layout's `alternates` whole, so the feeds are set here.
    alternates: { canonical: url, types: { 'application/rss+xml': [...SITE_FEEDS, ...(meta.feeds ?? [])] } },
    openGraph: {
      type: meta.type ?? 'website',
      url,
      siteName: SITE_NAME,
      title: meta.title,
      description: meta.description,
      locale: 'en_GB',
      images: [image],
      ...(meta.type === 'article'
        ? { publishedTime: meta.publishedTime, modifiedTime: meta.modifiedTime, authors: meta.authors }
        : {}),
    },
    twitter: { card: 'summary_large_image', title: meta.title, description: meta.description, images: [image.url] },
    ...(meta.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
