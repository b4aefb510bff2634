'use client';
import { queries } from '@/lib/data/queries';
import type { SiteEvent } from '@/lib/data/schema';
import { useLiveQuery } from '@/lib/data/use-live-query';
import { Carousel } from '../ui/carousel';
import { EventSlide } from './event-slide';

/** Up to eight newest events, one per view at every width, kept live after load. */
export function EventsCarousel({ initial, fallbackImage }: { initial: SiteEvent[]; fallbackImage: string }) {
  const events = useLiveQuery(queries.homeEvents(), initial);
  if (events.length === 0) return <p>No events yet.</p>;
  return (
    <Carousel label="Event highlights" perView={{ default: 1 }} gap={24} id="home-events">
      {events.map((event) => (
        <EventSlide key={event.id} event={event} fallbackImage={fallbackImage} />
      ))}
    </Carousel>
  );
}
