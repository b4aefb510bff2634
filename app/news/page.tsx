import { notFound } from 'next/navigation';
import { listTitle, pageExists, parseListParams, withLookahead, type SearchParams } from '@/components/insights/list-params';
import { CategoryFilter } from '@/components/news/category-filter';
import { Live } from '@/components/live/live';
import { NewsLive } from '@/components/news/live.client';
import { NewsListView } from '@/components/news/news-list-view';
import { Hero } from '@/components/ui/hero';
import { displayCategory, NEWS_CATEGORIES } from '@/content/categories';
import { PAGE_HEROES } from '@/content/site';
import { getStore, queries } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { pagedPath } from '@/lib/seo/url';
import styles from './page.module.css';

export const revalidate = 300;

type Props = { searchParams: Promise<SearchParams> };

const HERO = PAGE_HEROES.news;

export async function generateMetadata({ searchParams }: Props) {
  const params = parseListParams(await searchParams, 'category', NEWS_CATEGORIES) ?? { page: 1, filter: undefined };
  const topic = params.filter ? displayCategory(params.filter) : 'the chemical industry';
  return pageMetadata({
    title: listTitle('Industry News', params, displayCategory),
    description: `Industry news on ${topic}, with prices, capacity moves and regulation explained by Molecula Research & Consulting.`,
    path: pagedPath('/news', params.page, { category: params.filter }),
  });
}

export default async function NewsPage({ searchParams }: Props) {
  const params = parseListParams(await searchParams, 'category', NEWS_CATEGORIES);
  if (!params) notFound();
  const listQuery = withLookahead(queries.newsPage(params.page, params.filter));
  const docs = await (await getStore()).list(listQuery);
  if (!pageExists(params.page, docs.length)) notFound();
  const category = params.filter;
  const list = { page: params.page, prevHref: pagedPath('/news', params.page - 1, { category }), nextHref: pagedPath('/news', params.page + 1, { category }) };
  return (
    <>
      <Hero heading={HERO.heading} image={HERO.image.src} imageAlt={HERO.image.alt} compact />
      <section className="section" aria-labelledby="news-list-heading">
        <div className="container">
          <div className={styles.filters}>
            <h2 className={styles.subheading}>Categories</h2>
            <CategoryFilter label="News categories" options={NEWS_CATEGORIES} selected={category} path="/news" />
          </div>
          <h2 id="news-list-heading">{category ? `Latest news: ${displayCategory(category)}` : 'Latest news'}</h2>
          <Live list={NewsLive} view="newsList" query={listQuery} docs={docs} props={list}>
            <NewsListView docs={docs} {...list} />
          </Live>
        </div>
      </section>
    </>
  );
}
