import { notFound } from 'next/navigation';
import { BlogsListPage, blogsMetadata } from '@/components/insights/blogs-list-page';
import { listParams } from '@/lib/routing/list-pages';
import type { SearchParams } from '@/lib/routing/list-params';

type Props = { searchParams: Promise<SearchParams> };

// /blogs (the spec's route, the same articles as /insights) with its page and cursor: rendered per request, kept by the CDN.
export async function generateMetadata({ searchParams }: Props) {
  const list = listParams('/blogs', await searchParams);
  return list ? blogsMetadata(list) : {};
}

export default async function BlogsPage({ searchParams }: Props) {
  const list = listParams('/blogs', await searchParams);
  return (list && (await BlogsListPage({ position: list }))) || notFound();
}
