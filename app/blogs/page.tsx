import { notFound } from 'next/navigation';
import { BlogsListPage, blogsMetadata } from '@/components/insights/blogs-list-page';
import type { SearchParams } from '@/components/insights/list-params';
import { parsePage } from '@/lib/data';

export const revalidate = 300;

type Props = { searchParams: Promise<SearchParams> };

// A page in the query. The bare /blogs is app/lists/blogs, prerendered (lib/routing/first-pages.ts).
export async function generateMetadata({ searchParams }: Props) {
  return blogsMetadata(parsePage((await searchParams).page) ?? 1);
}

export default async function BlogsPage({ searchParams }: Props) {
  const page = parsePage((await searchParams).page);
  const list = page !== null && (await BlogsListPage({ page }));
  if (!list) notFound();
  return list;
}
