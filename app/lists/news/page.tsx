import { notFound } from 'next/navigation';
import { NewsListPage, newsMetadata } from '@/components/news/news-list-page';

export const revalidate = 300;

const FIRST = { page: 1, filter: undefined };

// /news without a page or category in its query, prerendered and cached (lib/routing/first-pages.ts).
export const metadata = newsMetadata(FIRST);

export default async function NewsFirstPage() {
  return (await NewsListPage({ params: FIRST })) ?? notFound();
}
