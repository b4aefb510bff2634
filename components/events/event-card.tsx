import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link.client';
import { displayCategory } from '@/content/categories';
import { formatDayMonthYear, isoDay } from '@/lib/dates';
import { eventPhase, PHASE_LABELS } from '@/lib/event-facts';
import type { SiteEvent } from '@/lib/data/schema';
import { eventPath, TEXT_CUTS, plainText, truncate } from '@/lib/text';
import rowStyles from './event-card.module.css';
import slideStyles from './event-slide.module.css';

/**
 * An event: image, category, date, heading (the link to its page) and the description's text
 * cut at 400. As a row in the events list, where the link opens the event there as a modal and
 * on narrow screens CSS makes it the compact mobile card; or as a slide of the home carousel,
 * with a cue and the section's picture where the event has none.
 */
export function EventCard({ event, layout = 'row', fallbackImage }: { event: SiteEvent; layout?: 'row' | 'slide'; fallbackImage?: string }) {
  const styles = layout === 'slide' ? slideStyles : rowStyles;
  const image = event.images[0] ?? fallbackImage;
  // Past, cancelled and postponed events say so in the list; upcoming ones need no mark. Read at
  // render on purpose: a cached page is as old as its revalidation allows, a live list's is fresh.
  // eslint-disable-next-line react-hooks/purity -- the mark depends on the time of the render
  const phase = eventPhase(event, Date.now());
  const mark = phase === 'past' || phase === 'cancelled' || phase === 'postponed' ? PHASE_LABELS[phase] : null;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {image && <Image src={image} alt="" fill sizes={layout === 'slide' ? '(max-width: 700px) 100vw, 600px' : '(max-width: 700px) 100vw, 240px'} className={styles.image} />}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          {event.category && <span className={styles.category}>{displayCategory(event.category)}</span>}
          <time dateTime={isoDay(event.date)}>{formatDayMonthYear(event.date)}</time>
          {mark && <span className={styles.phase}>{mark}</span>}
        </p>
        <h3 className={styles.heading}>
          {/* In the list the event opens over it (the modal), which keeps the list's scroll position. */}
          <Link href={eventPath(event.id)} className={styles.link} scroll={layout === 'slide' ? undefined : false}>
            {event.heading}
          </Link>
        </h3>
        <p className={styles.text}>{truncate(plainText(event.description), TEXT_CUTS.eventCardDescription)}</p>
        {layout === 'slide' && (
          <span className={styles.cue} aria-hidden="true">
            View event →
          </span>
        )}
      </div>
    </article>
  );
}
