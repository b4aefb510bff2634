import type { SiteEvent } from './data/schema';
import { eventIcs, eventIcsPath, eventLocation, eventSpan, googleCalendarUrl, outlookCalendarUrl } from './calendar';

const timed: SiteEvent = {
  id: 'e-2027-summit',
  date: '2027-03-16T08:30:00.000Z',
  endDate: '2027-03-17T16:30:00.000Z',
  heading: 'Specialty Polymers Summit 2027, Düsseldorf',
  description: '<p>We return to <strong>Düsseldorf</strong> for two days; one stage, many voices.</p>',
  category: 'Speciality Polymers',
  images: [],
  venue: { name: 'Congress Centre', streetAddress: 'Stockumer Kirchstraße 61', postalCode: '40474', addressLocality: 'Düsseldorf', addressCountry: 'DE' },
  status: 'scheduled',
};
const dateOnly: SiteEvent = { ...timed, id: 'e-day', date: '2026-12-02T00:00:00.000Z', endDate: undefined, venue: undefined, onlineUrl: 'https://example.com/live' };
const URL_ = 'https://site.example/events/e-2027-summit';

/** The file's lines, unfolded (RFC 5545 folds lines at 75 octets with CRLF and a space). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

test('a timed event keeps its UTC times; a date-only one is all day, the end day included', () => {
  expect(eventSpan(timed)).toEqual({ allDay: false, start: new Date(timed.date), end: new Date(timed.endDate!) });
  expect(eventSpan(dateOnly)).toEqual({ allDay: true, start: new Date('2026-12-02T00:00:00Z'), endExclusive: new Date('2026-12-03T00:00:00Z') });
  expect(eventSpan({ date: '2026-12-02T00:00:00.000Z', endDate: '2026-12-04T00:00:00.000Z' })).toMatchObject({ allDay: true, endExclusive: new Date('2026-12-05T00:00:00Z') });
  // An end before the start is ignored rather than trusted.
  expect(eventSpan({ date: timed.date, endDate: '2027-03-15T08:30:00.000Z' })).toMatchObject({ allDay: false, end: new Date(timed.date) });
});

test('the location is the venue in one line, else the online address', () => {
  expect(eventLocation(timed)).toBe('Congress Centre, Stockumer Kirchstraße 61, 40474 Düsseldorf, DE');
  expect(eventLocation(dateOnly)).toBe('https://example.com/live');
  expect(eventLocation({ venue: undefined, onlineUrl: undefined })).toBe('');
});

test('the .ics file is one RFC 5545 VEVENT with a stable UID, UTC times and the page link', () => {
  const ics = eventIcs(timed, { url: URL_, host: 'site.example' });
  const all = lines(ics);
  expect(all[0]).toBe('BEGIN:VCALENDAR');
  expect(all).toContain('VERSION:2.0');
  expect(all.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  expect(all).toContain('UID:e-2027-summit@site.example');
  expect(all).toContain('DTSTART:20270316T083000Z');
  expect(all).toContain('DTEND:20270317T163000Z');
  expect(all).toContain('SUMMARY:Specialty Polymers Summit 2027\\, Düsseldorf');
  expect(all).toContain(`URL:${URL_}`);
  expect(all).toContain('STATUS:CONFIRMED');
  expect(all.find((l) => l.startsWith('LOCATION:'))).toBe('LOCATION:Congress Centre\\, Stockumer Kirchstraße 61\\, 40474 Düsseldorf\\, DE');
  expect(all.find((l) => l.startsWith('DESCRIPTION:'))).toContain('We return to Düsseldorf for two days\\; one stage\\, many voices.');
  expect(all.some((l) => l.startsWith('DTSTAMP:'))).toBe(true);
  // Folded at 75 characters (the library counts characters; RFC 5545 recommends 75 octets, and
  // calendars unfold longer lines alike).
  for (const line of ics.split('\r\n')) expect(Array.from(line).length).toBeLessThanOrEqual(75);
  expect(all.some((l) => l.startsWith('X-WR-CALNAME'))).toBe(false);
  expect(eventIcs(timed, { url: URL_, host: 'site.example' }).match(/UID:.*/)![0]).toBe(ics.match(/UID:.*/)![0]);
});

test('a timed event with no end has a start only, no empty duration; an id with special characters makes a valid UID', () => {
  const all = lines(eventIcs({ ...timed, id: 'e-a,b;c\\d', endDate: undefined }, { url: URL_, host: 'site.example' }));
  expect(all).toContain('DTSTART:20270316T083000Z');
  expect(all.some((l) => l.startsWith('DTEND') || l.startsWith('DURATION'))).toBe(false);
  expect(all).toContain('UID:e-a%2Cb%3Bc%5Cd@site.example');
});

test('an all-day event is written as dates; a cancelled one says so', () => {
  const all = lines(eventIcs({ ...dateOnly, status: 'cancelled' }, { url: URL_, host: 'site.example' }));
  expect(all).toContain('DTSTART;VALUE=DATE:20261202');
  expect(all).toContain('DTEND;VALUE=DATE:20261203');
  expect(all).toContain('STATUS:CANCELLED');
});

test("Google's and Outlook's links carry the title, times, place and page", () => {
  const google = new URL(googleCalendarUrl(timed, URL_));
  expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(Object.fromEntries(google.searchParams)).toEqual({
    action: 'TEMPLATE',
    text: timed.heading,
    dates: '20270316T083000Z/20270317T163000Z',
    details: URL_,
    location: 'Congress Centre, Stockumer Kirchstraße 61, 40474 Düsseldorf, DE',
  });
  expect(new URL(googleCalendarUrl(dateOnly, URL_)).searchParams.get('dates')).toBe('20261202/20261203');

  const outlook = new URL(outlookCalendarUrl(timed, URL_));
  expect(outlook.hostname).toBe('outlook.live.com');
  expect(outlook.searchParams.get('subject')).toBe(timed.heading);
  expect(outlook.searchParams.get('startdt')).toBe('2027-03-16T08:30:00Z');
  expect(outlook.searchParams.get('enddt')).toBe('2027-03-17T16:30:00Z');
  expect(outlook.searchParams.get('allday')).toBe('false');
  const allDay = new URL(outlookCalendarUrl(dateOnly, URL_)).searchParams;
  expect([allDay.get('startdt'), allDay.get('enddt'), allDay.get('allday')]).toEqual(['2026-12-02', '2026-12-03', 'true']);
});

test('the file path encodes the id', () => {
  expect(eventIcsPath('e 1/x')).toBe('/calendar/e%201%2Fx.ics');
});
