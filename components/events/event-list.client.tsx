'use client';
import type { SiteEvent } from '@/lib/data/schema';
import { PAGE_SIZE, queries } from '@/lib/data/queries';
import { useLiveQuery } from '@/lib/data/use-live-query';
import { splitPage, withLookahead } from '../insights/list-params';
import { Pager } from '../insights/pager';
import { EventCard } from './event-card';
import styles from './event-list.module.css';

type EventListProps = {
  page: number;
  category?: string;
  /** The server's look-ahead read (see `withLookahead`). */
  initial: SiteEvent[];
  prevHref: string;
  nextHref: string;
};

/** The live events list, 5 per page, newest first. */
export function EventList({ page, category, initial, prevHref, nextHref }: EventListProps) {
  const docs = useLiveQuery(withLookahead(queries.eventsPage(page, category)), initial);
  const { items, hasNext } = splitPage(docs, PAGE_SIZE.events);
  return (
    <>
      {items.length === 0 ? (
        <p className={styles.empty}>No events in this vertical yet.</p>
      ) : (
        <ul className={styles.list} data-testid="event-list">
          {items.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
      <Pager label="Events pages" page={page} prevHref={page > 1 ? prevHref : undefined} nextHref={hasNext ? nextHref : undefined} />
    </>
  );
}
