import { notFound } from 'next/navigation';
import { EventsListPage, eventsMetadata } from '@/components/events/events-list-page';
import { FIRST_STATE, stateList } from '@/lib/routing/list-pages';

export const revalidate = 300;

type Props = { params: Promise<{ state: string[] }> };

// /events with its page, cursor and filter, as next.config.ts rewrites it (lib/routing/list-pages.ts):
// the first page prerendered, every other on its first request, then cached. It lives under
// app/events, beside the @modal slot an event opened from the list shows in.
export const generateStaticParams = () => [{ state: FIRST_STATE }];

export async function generateMetadata({ params }: Props) {
  const list = stateList('/events', (await params).state);
  return list ? eventsMetadata(list) : {};
}

export default async function ListPage({ params }: Props) {
  const list = stateList('/events', (await params).state);
  return (list && (await EventsListPage({ params: list }))) || notFound();
}
