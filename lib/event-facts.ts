import type { SiteEvent } from './data/schema';
import { eventSpan } from './calendar';
import { formatDayMonthYear } from './dates';

/**
 * What an event's page and card say about when and where it happens, and where it stands, from
 * the fields staff fill in the studio. Times are UTC, as the studio takes them, and say so.
 */

type Timed = Pick<SiteEvent, 'date' | 'endDate'>;

const time = (date: Date) => `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
const day = (date: Date) => formatDayMonthYear(date.toISOString());

/** When, in words: "20 May 2031, 09:00 to 21 May 2031, 17:00 UTC", "20 May 2031, 09:00 to 12:30 UTC", "02 December 2026 (all day)". */
export function eventWhen(event: Timed): string {
  const span = eventSpan(event);
  if (span.allDay) {
    const last = new Date(span.endExclusive.getTime() - 1);
    return day(last) === day(span.start) ? `${day(span.start)} (all day)` : `${day(span.start)} to ${day(last)} (all day)`;
  }
  const start = `${day(span.start)}, ${time(span.start)}`;
  if (span.end <= span.start) return `${start} UTC`;
  return day(span.end) === day(span.start) ? `${start} to ${time(span.end)} UTC` : `${start} to ${day(span.end)}, ${time(span.end)} UTC`;
}

/** When the event is over: its end, or the end of its last day. */
function eventEnds(event: Timed): Date {
  const span = eventSpan(event);
  return span.allDay ? span.endExclusive : span.end;
}

export type EventPhase = 'upcoming' | 'happening' | 'past' | 'cancelled' | 'postponed' | 'rescheduled' | 'movedOnline';

/** Where the event stands at `now`: what staff set (cancelled, postponed) first, then its time. */
export function eventPhase(event: Timed & Pick<SiteEvent, 'status'>, now: number): EventPhase {
  if (event.status === 'cancelled' || event.status === 'postponed') return event.status;
  if (eventEnds(event).getTime() <= now) return 'past';
  if (new Date(event.date).getTime() <= now) return 'happening';
  return event.status === 'rescheduled' || event.status === 'movedOnline' ? event.status : 'upcoming';
}

export const PHASE_LABELS: Record<EventPhase, string> = {
  upcoming: 'Upcoming',
  happening: 'Happening now',
  past: 'Past event',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  rescheduled: 'Rescheduled: see the new date',
  movedOnline: 'Moved online',
};

/** The venue's address, one part a line (the name first). */
export function venueLines(venue: NonNullable<SiteEvent['venue']>): string[] {
  return [venue.name, venue.streetAddress, [venue.postalCode, venue.addressLocality].filter(Boolean).join(' '), venue.addressRegion, venue.addressCountry].filter((line): line is string => Boolean(line));
}

/** A map of the venue: OpenStreetMap's search for its address, a plain link (no map script on the page). */
export function mapUrl(venue: NonNullable<SiteEvent['venue']>): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(venueLines(venue).join(', '))}`;
}
