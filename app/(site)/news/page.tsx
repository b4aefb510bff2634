import { notFound } from 'next/navigation';
import { NewsListPage, newsMetadata } from '@/components/news/news-list-page';
import { listParams } from '@/lib/routing/list-pages';
import type { SearchParams } from '@/lib/routing/list-params';

type Props = { searchParams: Promise<SearchParams> };

// /news with its page, cursor and category: rendered per request, kept by the CDN (lib/routing/list-pages.ts).
export async function generateMetadata({ searchParams }: Props) {
  const list = listParams('/news', await searchParams);
  return list ? newsMetadata(list) : {};
}

export default async function NewsPage({ searchParams }: Props) {
  const list = listParams('/news', await searchParams);
  return (list && (await NewsListPage({ params: list }))) || notFound();
}
