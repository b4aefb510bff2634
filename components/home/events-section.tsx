import { Link } from '@/components/ui/link';
import { SITE } from '@/content/site';
import { getStore, queries } from '@/lib/data';
import { slimEvent } from '@/lib/data/slim';
import { EventsCarousel } from './events-section.client';
import section from './section.module.css';

/** 'Events': a one-per-view carousel of up to eight events and 'Explore More Events' to /events. */
export async function EventsSection() {
  const events = await (await getStore()).list(queries.homeEvents());
  return (
    <section className="section section-tint" aria-labelledby="home-events-heading">
      <div className="container">
        <p className={section.eyebrow}>Meet us</p>
        <h2 id="home-events-heading" className={section.title}>
          Events
        </h2>
        <EventsCarousel initial={events.map(slimEvent)} fallbackImage={SITE.eventLogo.src} />
        <p className={section.more}>
          <Link className="button" href="/events">
            Explore More Events
          </Link>
        </p>
      </div>
    </section>
  );
}
