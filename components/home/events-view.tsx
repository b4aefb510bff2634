import type { SiteEvent } from '@/lib/data/schema';
import { Carousel } from '../ui/carousel';
import { EventCard } from '../events/event-card';

/** Up to eight newest events, one per view at every width. */
export function EventsView({ docs, fallbackImage }: { docs: SiteEvent[]; fallbackImage: string }) {
  if (docs.length === 0) return <p>No events yet.</p>;
  return (
    <Carousel label="Event highlights" perView={{ default: 1 }} id="home-events">
      {docs.map((event) => (
        <EventCard key={event.id} event={event} layout="slide" fallbackImage={fallbackImage} />
      ))}
    </Carousel>
  );
}
