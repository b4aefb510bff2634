import type { SiteEvent } from '@/lib/data/schema';
import { PAGE_SIZE } from '@/lib/data/queries';
import { PagedList, type ListPlace } from '@/components/lists/paged-list';
import { EventCard } from './event-card';

type EventListProps = ListPlace & { docs: SiteEvent[] };

/** The events list, 5 per page, newest first. */
export function EventListView(props: EventListProps) {
  return (
    <PagedList
      {...props}
      size={PAGE_SIZE.events}
      label="Events pages"
      empty="No events in this vertical yet."
      testId="event-list"
      item={(event) => <EventCard event={event} />}
    />
  );
}
