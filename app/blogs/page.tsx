import { notFound } from 'next/navigation';
import { BlogsListPage, blogsMetadata } from '@/components/insights/blogs-list-page';
import { FIRST_PAGE, parseListParams, type SearchParams } from '@/components/insights/list-params';

export const revalidate = 300;

type Props = { searchParams: Promise<SearchParams> };

// A page in the query. The bare /blogs is app/lists/blogs, prerendered (lib/routing/first-pages.ts).
// /blogs has no filter: a `topic` in its query is ignored, as it always was.
const positionOf = async (searchParams: Props['searchParams']) => parseListParams({ ...(await searchParams), topic: undefined }, 'topic', []);

export async function generateMetadata({ searchParams }: Props) {
  return blogsMetadata((await positionOf(searchParams)) ?? FIRST_PAGE);
}

export default async function BlogsPage({ searchParams }: Props) {
  const position = await positionOf(searchParams);
  const list = position !== null && (await BlogsListPage({ position }));
  if (!list) notFound();
  return list;
}
