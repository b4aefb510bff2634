import { notFound } from 'next/navigation';
import { InsightsListPage, insightsMetadata } from '@/components/insights/insights-list-page';

export const revalidate = 300;

const FIRST = { page: 1, filter: undefined };

// /insights without a page or topic in its query, prerendered and cached (lib/routing/first-pages.ts).
export const metadata = insightsMetadata(FIRST);

export default async function InsightsFirstPage() {
  return (await InsightsListPage({ params: FIRST })) ?? notFound();
}
