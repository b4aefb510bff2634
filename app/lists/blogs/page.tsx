import { notFound } from 'next/navigation';
import { BlogsListPage, blogsMetadata } from '@/components/insights/blogs-list-page';

export const revalidate = 300;

// /blogs without a page in its query, prerendered and cached (lib/routing/first-pages.ts).
export const metadata = blogsMetadata({ page: 1 });

export default async function BlogsFirstPage() {
  return (await BlogsListPage({ position: { page: 1 } })) ?? notFound();
}
