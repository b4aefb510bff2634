import { Link } from '@/components/ui/link.client';
import { SITE } from '@/content/site';
import { getStore, queries } from '@/lib/data';
import { Live } from '@/components/live/live';
import { HomeLive } from './live.client';
import { EventsView } from './events-view';
import section from './section.module.css';

/** 'Events': a one-per-view carousel of up to eight events and 'Explore More Events' to /events. */
export async function EventsSection() {
  const query = queries.homeEvents();
  const events = await (await getStore()).list(query);
  return (
    <section className="section section-tint section-lazy" aria-labelledby="home-events-heading">
      <div className="container">
        <p className={section.eyebrow}>Meet us</p>
        <h2 id="home-events-heading" className={section.title}>
          Events
        </h2>
        <Live list={HomeLive} view="homeEvents" query={query} docs={events} props={{ fallbackImage: SITE.eventLogo.src }}>
          <EventsView docs={events} fallbackImage={SITE.eventLogo.src} />
        </Live>
        <p className={section.more}>
          <Link className="button" href="/events">
            Explore More Events
          </Link>
        </p>
      </div>
    </section>
  );
}
