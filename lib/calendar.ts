import { createEvent, type DateArray, type EventAttributes } from 'ics';
import type { SiteEvent } from './data/schema';
import { TEXT_CUTS, plainText, truncate } from './text';

/**
 * An event in the forms calendars take: an iCalendar file (RFC 5545, built by the `ics`
 * library) and Google's and Outlook's "add event" links. Events whose times are midnight UTC
 * carry a date only and become all-day entries (the end day included); others keep their UTC
 * times. The UID is the event's id at the site's host, so a second download updates the entry
 * a calendar already holds instead of adding another.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

type Span = { allDay: true; start: Date; endExclusive: Date } | { allDay: false; start: Date; end: Date };

const isMidnightUtc = (date: Date) => date.getUTCHours() === 0 && date.getUTCMinutes() === 0 && date.getUTCSeconds() === 0 && date.getUTCMilliseconds() === 0;

/** When the event happens, as a calendar needs it. */
export function eventSpan(event: Pick<SiteEvent, 'date' | 'endDate'>): Span {
  const start = new Date(event.date);
  const end = event.endDate ? new Date(event.endDate) : undefined;
  if (isMidnightUtc(start) && (!end || isMidnightUtc(end))) {
    const lastDay = end && end > start ? end : start;
    return { allDay: true, start, endExclusive: new Date(lastDay.getTime() + DAY_MS) };
  }
  return { allDay: false, start, end: end && end > start ? end : start };
}

/** Where it happens, in one line: the venue's name and address, else the online address. */
export function eventLocation(event: Pick<SiteEvent, 'venue' | 'onlineUrl'>): string {
  if (event.venue) {
    const { name, streetAddress, postalCode, addressLocality, addressCountry } = event.venue;
    return [name, streetAddress, [postalCode, addressLocality].filter(Boolean).join(' '), addressCountry].filter(Boolean).join(', ');
  }
  return event.onlineUrl ?? '';
}

const dateArray = (date: Date): DateArray => [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
const dateTimeArray = (date: Date): DateArray => [...dateArray(date), date.getUTCHours(), date.getUTCMinutes()] as DateArray;

const STATUS: Partial<Record<NonNullable<SiteEvent['status']>, EventAttributes['status']>> = {
  cancelled: 'CANCELLED',
  postponed: 'TENTATIVE',
};

/** The event's .ics file. `url` is the event page's absolute URL, `host` the site's host name. */
export function eventIcs(event: SiteEvent, { url, host }: { url: string; host: string }): string {
  const span = eventSpan(event);
  // A timed event with no end has no DTEND: RFC 5545 then ends it at its start.
  const timing: Pick<EventAttributes, 'start' | 'startInputType' | 'startOutputType'> & { end?: DateArray } = span.allDay
    ? { start: dateArray(span.start), end: dateArray(span.endExclusive) }
    : {
        start: dateTimeArray(span.start),
        startInputType: 'utc',
        startOutputType: 'utc',
        ...(span.end > span.start ? { end: dateTimeArray(span.end), endInputType: 'utc', endOutputType: 'utc' } : {}),
      };
  const location = eventLocation(event);
  const { error, value } = createEvent({
    ...timing,
    // Percent-encoded: the library writes the UID as it is, and ',', ';' and '\\' are special in
    // iCalendar text.
    uid: `${encodeURIComponent(event.id)}@${host}`,
    title: event.heading,
    description: `${truncate(plainText(event.description), TEXT_CUTS.newsDescription)}\n\n${url}`,
    url,
    ...(location ? { location } : {}),
    status: STATUS[event.status ?? 'scheduled'] ?? 'CONFIRMED',
    // No calendar name: a named file makes some calendar apps offer a new calendar for one event.
    productId: host,
  } as EventAttributes);
  if (error || !value) throw error ?? new Error(`no calendar file for event ${event.id}`);
  return value;
}

const compact = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const day = (date: Date) => date.toISOString().slice(0, 10);

/** Google Calendar's "add event" page for the event. */
export function googleCalendarUrl(event: SiteEvent, url: string): string {
  const span = eventSpan(event);
  const dates = span.allDay ? `${day(span.start).replace(/-/g, '')}/${day(span.endExclusive).replace(/-/g, '')}` : `${compact(span.start)}/${compact(span.end)}`;
  const params = new URLSearchParams({ action: 'TEMPLATE', text: event.heading, dates, details: url });
  const location = eventLocation(event);
  if (location) params.set('location', location);
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** Outlook on the web's "new event" page for the event. */
export function outlookCalendarUrl(event: SiteEvent, url: string): string {
  const span = eventSpan(event);
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.heading,
    body: url,
    ...(span.allDay
      ? { startdt: day(span.start), enddt: day(span.endExclusive), allday: 'true' }
      : { startdt: span.start.toISOString().replace(/\.\d{3}/, ''), enddt: span.end.toISOString().replace(/\.\d{3}/, ''), allday: 'false' }),
  });
  const location = eventLocation(event);
  if (location) params.set('location', location);
  return `https://outlook.live.com/calendar/0/action/compose?${params}`;
}

/** The site's path of an event's calendar file. */
export function eventIcsPath(id: string): string {
  return `/calendar/${encodeURIComponent(id)}.ics`;
}
