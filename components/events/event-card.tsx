import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link.client';
import { displayCategory } from '@/content/categories';
import { formatDayMonthYear, isoDay } from '@/lib/dates';
import type { SiteEvent } from '@/lib/data/schema';
import { eventPath, TEXT_CUTS, plainText, truncate } from '@/lib/text';
import styles from './event-card.module.css';

/**
 * An event in the list: image, category, date, heading and the description's text cut at
 * 400. On narrow screens the same markup becomes the compact mobile card (CSS). The link
 * goes to the event's own URL; on the events pages it opens there as a modal.
 */
export function EventCard({ event }: { event: SiteEvent }) {
  const image = event.images[0];
  return (
    <article className={styles.card}>
      <div className={styles.media}>{image && <Image src={image} alt="" fill sizes="(max-width: 700px) 100vw, 240px" className={styles.image} />}</div>
      <div className={styles.body}>
        <p className={styles.meta}>
          {event.category && <span className={styles.category}>{displayCategory(event.category)}</span>}
          <time dateTime={isoDay(event.date)}>{formatDayMonthYear(event.date)}</time>
        </p>
        <h3 className={styles.heading}>
          <Link href={eventPath(event.id)} className={styles.link} scroll={false}>
            {event.heading}
          </Link>
        </h3>
        <p className={styles.text}>{truncate(plainText(event.description), TEXT_CUTS.eventCardDescription)}</p>
      </div>
    </article>
  );
}
