import { notFound } from 'next/navigation';
import { EventsListPage, eventsMetadata } from '@/components/events/events-list-page';
import { FIRST_PAGE } from '@/components/insights/list-params';

export const revalidate = 300;

// /events without a page or category in its query, prerendered and cached
// (lib/routing/first-pages.ts). It lives under app/events, beside the list's @modal slot, so an
// event opened from it still shows as a modal; Firestore reserves ids like `__first-page__`, so
// no event's page can be shadowed by it.
export const metadata = eventsMetadata(FIRST_PAGE);

export default async function EventsFirstPage() {
  return (await EventsListPage({ params: FIRST_PAGE })) ?? notFound();
}
