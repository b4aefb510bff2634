import { notFound } from 'next/navigation';
import { EventsListPage, eventsMetadata } from '@/components/events/events-list-page';
import { FIRST_PAGE, parseListParams, type SearchParams } from '@/components/insights/list-params';
import { EVENT_CATEGORIES } from '@/content/categories';

export const revalidate = 300;

type Props = { searchParams: Promise<SearchParams> };

// A page or a category in the query. The bare /events is app/events/%5F%5Ffirst-page__,
// prerendered (lib/routing/first-pages.ts).
export async function generateMetadata({ searchParams }: Props) {
  return eventsMetadata(parseListParams(await searchParams, 'category', EVENT_CATEGORIES) ?? FIRST_PAGE);
}

export default async function EventsPage({ searchParams }: Props) {
  const params = parseListParams(await searchParams, 'category', EVENT_CATEGORIES);
  const page = params && (await EventsListPage({ params }));
  if (!page) notFound();
  return page;
}
