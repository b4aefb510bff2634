import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link.client';
import { displayCategory } from '@/content/categories';
import { formatDayMonthYear, isoDay } from '@/lib/dates';
import type { SiteEvent } from '@/lib/data/schema';
import { TEXT_CUTS, plainText, truncate } from '@/lib/text';
import styles from './events-section.module.css';

/** One event of the home carousel: image, category, date, heading (the link to /events/<id>) and an excerpt. */
export function EventSlide({ event, fallbackImage }: { event: SiteEvent; fallbackImage: string }) {
  return (
    <article className={styles.event}>
      <div className={styles.media}>
        <Image className={styles.image} src={event.images[0] ?? fallbackImage} alt="" fill sizes="(max-width: 700px) 100vw, 600px" />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          {event.category && <span className={styles.category}>{displayCategory(event.category)}</span>}
          <time dateTime={isoDay(event.date)}>{formatDayMonthYear(event.date)}</time>
        </p>
        <h3 className={styles.heading}>
          <Link className={styles.link} href={`/events/${encodeURIComponent(event.id)}`}>
            {event.heading}
          </Link>
        </h3>
        <p className={styles.text}>{truncate(plainText(event.description), TEXT_CUTS.eventCardDescription)}</p>
        <span className={styles.cue} aria-hidden="true">
          View event →
        </span>
      </div>
    </article>
  );
}
