import { notFound } from 'next/navigation';
import { InsightsListPage, insightsMetadata } from '@/components/insights/insights-list-page';
import { listParams } from '@/lib/routing/list-pages';
import type { SearchParams } from '@/lib/routing/list-params';

type Props = { searchParams: Promise<SearchParams> };

// /insights with its page, cursor and topic: rendered per request, kept by the CDN (lib/routing/list-pages.ts).
export async function generateMetadata({ searchParams }: Props) {
  const list = listParams('/insights', await searchParams);
  return list ? insightsMetadata(list) : {};
}

export default async function InsightsPage({ searchParams }: Props) {
  const list = listParams('/insights', await searchParams);
  return (list && (await InsightsListPage({ params: list }))) || notFound();
}
