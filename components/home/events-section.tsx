import { SITE } from '@/content/site';
import { getStore, queries } from '@/lib/data';
import { Live } from '@/components/live/live';
import { HomeLive } from './live.client';
import { EventsView } from './events-view';
import { HomeSection } from './home-section';

/** 'Events': a one-per-view carousel of up to eight events and 'Explore More Events' to /events. */
export async function EventsSection() {
  const query = queries.homeEvents();
  const events = await (await getStore()).list(query);
  return (
    <HomeSection id="events" eyebrow="Meet us" title="Events" tint more={{ href: '/events', label: 'Explore More Events' }}>
      <Live list={HomeLive} view="homeEvents" query={query} docs={events} props={{ fallbackImage: SITE.eventLogo.src }}>
        <EventsView docs={events} fallbackImage={SITE.eventLogo.src} />
      </Live>
    </HomeSection>
  );
}
