import { notFound } from 'next/navigation';
import { InsightsListPage, insightsMetadata } from '@/components/insights/insights-list-page';
import { FIRST_STATE, stateList } from '@/lib/routing/list-pages';

export const revalidate = 300;

type Props = { params: Promise<{ state: string[] }> };

// /insights with its page, cursor and filter, as next.config.ts rewrites it (lib/routing/list-pages.ts):
// the first page prerendered, every other on its first request, then cached.
export const generateStaticParams = () => [{ state: FIRST_STATE }];

export async function generateMetadata({ params }: Props) {
  const list = stateList('/insights', (await params).state);
  return list ? insightsMetadata(list) : {};
}

export default async function ListPage({ params }: Props) {
  const list = stateList('/insights', (await params).state);
  return (list && (await InsightsListPage({ params: list }))) || notFound();
}
