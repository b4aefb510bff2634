import { notFound } from 'next/navigation';
import { FIRST_PAGE } from '@/components/insights/list-params';
import { NewsListPage, newsMetadata } from '@/components/news/news-list-page';

export const revalidate = 300;

// /news without a page or category in its query, prerendered and cached (lib/routing/first-pages.ts).
export const metadata = newsMetadata(FIRST_PAGE);

export default async function NewsFirstPage() {
  return (await NewsListPage({ params: FIRST_PAGE })) ?? notFound();
}
