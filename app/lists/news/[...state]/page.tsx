import { notFound } from 'next/navigation';
import { NewsListPage, newsMetadata } from '@/components/news/news-list-page';
import { FIRST_STATE, stateList } from '@/lib/routing/list-pages';

export const revalidate = 300;

type Props = { params: Promise<{ state: string[] }> };

// /news with its page, cursor and filter, as next.config.ts rewrites it (lib/routing/list-pages.ts):
// the first page prerendered, every other on its first request, then cached.
export const generateStaticParams = () => [{ state: FIRST_STATE }];

export async function generateMetadata({ params }: Props) {
  const list = stateList('/news', (await params).state);
  return list ? newsMetadata(list) : {};
}

export default async function ListPage({ params }: Props) {
  const list = stateList('/news', (await params).state);
  return (list && (await NewsListPage({ params: list }))) || notFound();
}
