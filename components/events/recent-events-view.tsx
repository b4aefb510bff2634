import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link.client';
import { formatDayMonthYear, isoDay } from '@/lib/dates';
import type { SiteEvent } from '@/lib/data/schema';
import { eventPath } from '@/lib/text';
import styles from './recent-events.module.css';

/** 'Recent Events': the three latest events. */
export function RecentEventsView({ docs: events }: { docs: SiteEvent[] }) {
  return (
    <aside aria-labelledby="recent-events-heading" className={styles.recent}>
      <h2 id="recent-events-heading" className={styles.title}>
        Recent Events
      </h2>
      <ul className={styles.list} data-testid="recent-events">
        {events.map((event) => (
          <li key={event.id} className={styles.item}>
            <div className={styles.thumb}>{event.images[0] && <Image src={event.images[0]} alt="" fill sizes="72px" className={styles.image} />}</div>
            <div>
              <Link href={eventPath(event.id)} className={styles.link} scroll={false}>
                {event.heading}
              </Link>
              <time className={styles.date} dateTime={isoDay(event.date)}>
                {formatDayMonthYear(event.date)}
              </time>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
