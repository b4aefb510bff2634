import { notFound } from 'next/navigation';
import { InsightsListPage, insightsMetadata } from '@/components/insights/insights-list-page';
import { FIRST_PAGE, parseListParams, type SearchParams } from '@/components/insights/list-params';
import { INSIGHT_TOPICS } from '@/content/categories';

export const revalidate = 300;

type Props = { searchParams: Promise<SearchParams> };

// A page or a topic in the query. The bare /insights is app/lists/insights, prerendered
// (lib/routing/first-pages.ts).
export async function generateMetadata({ searchParams }: Props) {
  return insightsMetadata(parseListParams(await searchParams, 'topic', INSIGHT_TOPICS) ?? FIRST_PAGE);
}

export default async function InsightsPage({ searchParams }: Props) {
  const params = parseListParams(await searchParams, 'topic', INSIGHT_TOPICS);
  const page = params && (await InsightsListPage({ params }));
  if (!page) notFound();
  return page;
}
