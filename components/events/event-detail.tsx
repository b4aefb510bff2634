import { Image } from '@/components/ui/image';
import { Carousel } from '../ui/carousel';
import { ShareButton } from '../share/share-button.client';
import { taggedUrl } from '@/lib/share';
import { ShareLinks } from '../share/share-links';
import { AddToCalendar } from './add-to-calendar';
import { EventFacts } from './event-facts';
import { eventPath } from '@/lib/text';
import { CmsHtml } from '../ui/cms-html';
import { displayCategory } from '@/content/categories';
import { SITE } from '@/content/site';
import { formatDayMonthYear, isoDay } from '@/lib/dates';
import { absoluteUrl } from '@/lib/seo/url';
import type { SiteEvent } from '@/lib/data/schema';
import styles from './event-detail.module.css';

type EventDetailProps = {
  event: SiteEvent;
  /** 'h1' on the event page; 'none' in the modal, whose title is the heading. */
  headingAs?: 'h1' | 'none';
  /** The first photo is the page's LCP image; in a modal nothing is preloaded. */
  priority?: boolean;
};

/** One event: logo, category, date, heading, where it stands, when and where, Add to calendar and Share, its photos in a carousel and the sanitised description. */
export function EventDetail({ event, headingAs = 'h1', priority = false }: EventDetailProps) {
  const url = absoluteUrl(eventPath(event.id));
  return (
    <div className={styles.event}>
      <div className={styles.head}>
        <Image className={styles.logo} src={SITE.eventLogo.src} alt={SITE.eventLogo.alt} width={72} height={72} unoptimized />
        <div>
          <p className={styles.meta}>
            {event.category && <span className={styles.category}>{displayCategory(event.category)}</span>}
            <time dateTime={isoDay(event.date)}>{formatDayMonthYear(event.date)}</time>
          </p>
          {headingAs === 'h1' && <h1 className={styles.heading}>{event.heading}</h1>}
        </div>
      </div>
      {/* eslint-disable-next-line react-hooks/purity -- where the event stands depends on the time of the render (the page revalidates every 5 minutes) */}
      <EventFacts event={event} now={Date.now()} />
      <div className={`${styles.tools} no-print`}>
        <AddToCalendar event={event} />
        <ShareButton url={url} sheetUrl={taggedUrl(url, 'share-sheet')} title={event.heading} />
        <ShareLinks url={url} title={event.heading} />
      </div>
      {event.images.length > 0 && (
        <Carousel label={`Photos: ${event.heading}`} perView={{ default: 1 }} gap={0} dots={event.images.length > 1 ? 'always' : 'never'} arrows={event.images.length > 1 ? 'always' : 'never'}>
          {event.images.map((src, index) => (
            <div key={src} className={styles.photo}>
              <Image src={src} alt={`${event.heading}, photo ${index + 1}`} fill sizes="(max-width: 900px) 100vw, 820px" priority={priority && index === 0} fetchPriority={priority && index === 0 ? 'high' : undefined} className={styles.photoImage} />
            </div>
          ))}
        </Carousel>
      )}
      <CmsHtml html={event.description} className={styles.description} />
    </div>
  );
}
