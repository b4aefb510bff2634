import { eventPhase, eventWhen, mapUrl, venueLines } from './event-facts';

const at = (iso: string) => Date.parse(iso);

test('when an event happens reads in words, its time zone named', () => {
  expect(eventWhen({ date: '2031-05-20T09:00:00.000Z', endDate: '2031-05-21T17:00:00.000Z' })).toBe('20 May 2031, 09:00 to 21 May 2031, 17:00 UTC');
  expect(eventWhen({ date: '2031-05-20T09:00:00.000Z', endDate: '2031-05-20T12:30:00.000Z' })).toBe('20 May 2031, 09:00 to 12:30 UTC');
  expect(eventWhen({ date: '2031-05-20T09:00:00.000Z' })).toBe('20 May 2031, 09:00 UTC');
  expect(eventWhen({ date: '2026-12-02T00:00:00.000Z' })).toBe('02 December 2026 (all day)');
  expect(eventWhen({ date: '2026-12-02T00:00:00.000Z', endDate: '2026-12-04T00:00:00.000Z' })).toBe('02 December 2026 to 04 December 2026 (all day)');
});

test('an event is upcoming, happening or past by its time; cancelled or postponed whatever the time', () => {
  const event = { date: '2031-05-20T09:00:00.000Z', endDate: '2031-05-21T17:00:00.000Z' };
  expect(eventPhase(event, at('2031-05-19T00:00:00Z'))).toBe('upcoming');
  expect(eventPhase({ ...event, status: 'rescheduled' }, at('2031-05-19T00:00:00Z'))).toBe('rescheduled');
  expect(eventPhase(event, at('2031-05-20T10:00:00Z'))).toBe('happening');
  expect(eventPhase(event, at('2031-05-21T17:00:00Z'))).toBe('past');
  expect(eventPhase({ ...event, status: 'movedOnline' }, at('2031-06-01T00:00:00Z'))).toBe('past');
  expect(eventPhase({ ...event, status: 'cancelled' }, at('2031-06-01T00:00:00Z'))).toBe('cancelled');
  expect(eventPhase({ ...event, status: 'postponed' }, at('2031-05-19T00:00:00Z'))).toBe('postponed');
  // A day's event lasts the whole day.
  expect(eventPhase({ date: '2026-12-02T00:00:00.000Z' }, at('2026-12-02T23:00:00Z'))).toBe('happening');
  expect(eventPhase({ date: '2026-12-02T00:00:00.000Z' }, at('2026-12-03T00:00:00Z'))).toBe('past');
});

test('a venue reads one part a line, and its map is a plain OpenStreetMap search link', () => {
  const venue = { name: 'Congress Centre', streetAddress: 'Stockumer Kirchstraße 61', postalCode: '40474', addressLocality: 'Düsseldorf', addressCountry: 'DE' };
  expect(venueLines(venue)).toEqual(['Congress Centre', 'Stockumer Kirchstraße 61', '40474 Düsseldorf', 'DE']);
  expect(mapUrl(venue)).toBe(`https://www.openstreetmap.org/search?query=${encodeURIComponent('Congress Centre, Stockumer Kirchstraße 61, 40474 Düsseldorf, DE')}`);
});
