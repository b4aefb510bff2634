import { listTitle, pageExists, withLookahead, type ListParams } from '@/lib/routing/list-params';
import { CategoryFilter } from '@/components/news/category-filter';
import { Live } from '@/components/live/live';
import { PreviewNotice } from '@/components/studio/preview-notice';
import { previewedItem } from '@/lib/studio/preview';
import { NewsLive } from '@/components/news/live.client';
import { NewsListView } from '@/components/news/news-list-view';
import { Hero } from '@/components/ui/hero';
import { displayCategory, NEWS_CATEGORIES } from '@/content/categories';
import { PAGE_HEROES } from '@/content/site';
import { getStore, queries } from '@/lib/data';
import { isEmptyFilter } from '@/lib/routing/empty-list';
import { pageMetadata } from '@/lib/seo/metadata';
import { pagedPath } from '@/lib/seo/url';
import styles from './news-page.module.css';

const HERO = PAGE_HEROES.news;

export async function newsMetadata(params: ListParams) {
  const topic = params.filter ? displayCategory(params.filter) : 'the chemical industry';
  return pageMetadata({
    title: listTitle('Industry News', params, displayCategory),
    description: `Industry news on ${topic}, with prices, capacity moves and regulation explained by Molecula Research & Consulting.`,
    path: pagedPath('/news', params.page, { category: params.filter }, params),
    noindex: await isEmptyFilter(params, queries.newsPage(1, params.filter)),
  });
}

/** /news: the categories and one page of the news list (a category's, or all). Null when the page does not exist. */
export async function NewsListPage({ params }: { params: ListParams }) {
  const listQuery = withLookahead(queries.newsPage(params, params.filter));
  const [published, draft] = await Promise.all([getStore().then((store) => store.list(listQuery)), previewedItem('news')]);
  if (!pageExists(params.page, published.length)) return null;
  // Staff previewing a news item see its draft at the top of the first page, in place of its published copy.
  const previewing = draft !== null && params.page === 1 && !params.filter && params.before === undefined && params.after === undefined;
  const docs = previewing ? [draft, ...published.filter((each) => each.id !== draft.id)] : published;
  const category = params.filter;
  const list = { page: params.page, path: '/news', param: 'category', filter: category, before: params.before !== undefined };
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
          {previewing ? (
            <>
              <PreviewNotice id={draft.id} />
              <NewsListView docs={docs} {...list} />
            </>
          ) : (
            <Live list={NewsLive} view="newsList" query={listQuery} docs={docs} props={list}>
              <NewsListView docs={docs} {...list} />
            </Live>
          )}
        </div>
      </section>
    </>
  );
}
