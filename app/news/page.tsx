import { notFound } from 'next/navigation';
import { FIRST_PAGE, parseListParams, type SearchParams } from '@/components/insights/list-params';
import { NewsListPage, newsMetadata } from '@/components/news/news-list-page';
import { NEWS_CATEGORIES } from '@/content/categories';

export const revalidate = 300;

type Props = { searchParams: Promise<SearchParams> };

// A page or a category in the query. The bare /news is app/lists/news, prerendered
// (lib/routing/first-pages.ts).
export async function generateMetadata({ searchParams }: Props) {
  return newsMetadata(parseListParams(await searchParams, 'category', NEWS_CATEGORIES) ?? FIRST_PAGE);
}

export default async function NewsPage({ searchParams }: Props) {
  const params = parseListParams(await searchParams, 'category', NEWS_CATEGORIES);
  const page = params && (await NewsListPage({ params }));
  if (!page) notFound();
  return page;
}
