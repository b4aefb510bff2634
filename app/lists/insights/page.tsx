import { notFound } from 'next/navigation';
import { InsightsListPage, insightsMetadata } from '@/components/insights/insights-list-page';
import { FIRST_PAGE } from '@/components/insights/list-params';

export const revalidate = 300;

// /insights without a page or topic in its query, prerendered and cached (lib/routing/first-pages.ts).
export const metadata = insightsMetadata(FIRST_PAGE);

export default async function InsightsFirstPage() {
  return (await InsightsListPage({ params: FIRST_PAGE })) ?? notFound();
}
