import { notFound } from 'next/navigation';
import { cache } from 'react';
import { SubscribeButton } from '@/components/account/subscribe-button';
import { Breadcrumb } from '@/components/insights/breadcrumb';
import { JsonLd } from '@/components/seo/json-ld';
import { ShareButton } from '@/components/share/share-button.client';
import { ShareLinks } from '@/components/share/share-links';
import { PreviewNotice } from '@/components/studio/preview-notice';
import { Link } from '@/components/ui/link.client';
import { displayCategory } from '@/content/categories';
import { getStore, queries, type News } from '@/lib/data';
import { formatDayMonthYear, isoDay } from '@/lib/dates';
import { env } from '@/lib/env';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbs, graph, newsArticle } from '@/lib/seo/structured-data';
import { absoluteUrl } from '@/lib/seo/url';
import { taggedUrl } from '@/lib/share';
import { previewed } from '@/lib/studio/preview';
import { decodedSegment, newsPath, TEXT_CUTS, truncate } from '@/lib/text';
import styles from './page.module.css';

export const revalidate = 300;
export const dynamicParams = true;

type Props = { params: Promise<{ id: string }> };

/** The published item, or its latest draft for staff previewing it; shared by metadata and page within a request. */
const loadNewsPage = cache(async (idSegment: string): Promise<{ item: News; preview: boolean } | null> => {
  const id = decodedSegment(idSegment);
  const draft = await previewed('news', id);
  if (draft) return { item: draft, preview: true };
  const item = await (await getStore()).get('news', id);
  return item ? { item, preview: false } : null;
});

export async function generateStaticParams(): Promise<{ id: string }[]> {
  try {
    return (await (await getStore()).list(queries.newestNews(env().PRERENDER_NEWEST))).map((item) => ({ id: item.id }));
  } catch (error) {
    // A build without a reachable store still succeeds; items then render on first request.
    console.warn('[news] no static params:', error);
    return [];
  }
}

export async function generateMetadata({ params }: Props) {
  const loaded = await loadNewsPage((await params).id);
  if (!loaded) return {};
  const { item, preview } = loaded;
  return pageMetadata({ title: item.heading, description: truncate(item.desc, TEXT_CUTS.newsDescription), path: newsPath(item.id), noindex: preview });
}

/**
 * A news item's own page: the full headline and text the list's cards cut (at 50 and 400
 * characters, as the spec has them), its date and category, Share, and NewsArticle JSON-LD. The
 * text is plain, as staff write it: a blank line starts a paragraph, a single break stays a break.
 */
export default async function NewsItemPage({ params }: Props) {
  const loaded = await loadNewsPage((await params).id);
  if (!loaded) notFound();
  const { item, preview } = loaded;
  const path = newsPath(item.id);
  const url = absoluteUrl(path);
  const paragraphs = item.desc.split(/\r?\n\s*\r?\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
  return (
    <>
      {preview && <PreviewNotice id={item.id} />}
      <article className={`container ${styles.page}`}>
        <JsonLd data={graph(newsArticle(item, path), breadcrumbs([{ name: 'Home', path: '/' }, { name: 'News', path: '/news' }, { name: item.heading }]))} />
        <Breadcrumb items={[{ label: 'Home', href: '/' }, { label: 'News', href: '/news' }, { label: truncate(item.heading, TEXT_CUTS.newsHeading) }]} />
        <p className={styles.meta}>
          <time dateTime={isoDay(item.date)}>{formatDayMonthYear(item.date)}</time>
          {item.category && <span className={styles.category}>{displayCategory(item.category)}</span>}
        </p>
        <h1 className={styles.heading}>{item.heading}</h1>
        <div className={styles.text}>
          {paragraphs.map((paragraph, index) => (
            <p key={index}>
              {paragraph.split(/\r?\n/).flatMap((line, at) => (at === 0 ? [line] : [<br key={at} />, line]))}
            </p>
          ))}
        </div>
        <div className={`${styles.tools} no-print`}>
          <ShareButton url={url} sheetUrl={taggedUrl(url, 'share-sheet')} title={item.heading} />
          <ShareLinks url={url} title={item.heading} />
        </div>
        <p className={styles.actions}>
          <Link href="/news" className="button button-outline">
            All news
          </Link>
          <SubscribeButton className="button">Subscribe</SubscribeButton>
        </p>
      </article>
    </>
  );
}
