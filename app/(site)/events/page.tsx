import { notFound } from 'next/navigation';
import { EventsListPage, eventsMetadata } from '@/components/events/events-list-page';
import { listParams } from '@/lib/routing/list-pages';
import type { SearchParams } from '@/lib/routing/list-params';

type Props = { searchParams: Promise<SearchParams> };

// /events with its page, cursor and category: rendered per request, kept by the CDN
// (lib/routing/list-pages.ts). An event opened from it shows in the layout's @modal slot.
export async function generateMetadata({ searchParams }: Props) {
  const list = listParams('/events', await searchParams);
  return list ? eventsMetadata(list) : {};
}

export default async function EventsPage({ searchParams }: Props) {
  const list = listParams('/events', await searchParams);
  return (list && (await EventsListPage({ params: list }))) || notFound();
}
