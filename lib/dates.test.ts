import { formatDayMonthYear, formatMonthYear, isoDay } from './dates';

describe('en-GB dates', () => {
  test('insights show month and year', () => {
    expect(formatMonthYear('2026-10-14T09:00:00.000Z')).toBe('October 2026');
  });
  test('events and news show a two-digit day, month name and year', () => {
    expect(formatDayMonthYear('2026-03-04T09:00:00.000Z')).toBe('04 March 2026');
  });
  test('use UTC, so a late-evening date does not move with the viewer', () => {
    expect(formatDayMonthYear('2026-12-31T23:30:00.000Z')).toBe('31 December 2026');
    expect(formatMonthYear('2027-01-01T00:30:00.000+01:00')).toBe('December 2026');
  });
  test('match the en-GB formatting of Intl for every month', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2026, month, 7, 12));
      expect(formatDayMonthYear(date.toISOString())).toBe(intl.format(date));
    }
  });
  test('an invalid date renders as nothing rather than "Invalid Date"', () => {
    expect(formatMonthYear('not a date')).toBe('');
    expect(formatDayMonthYear('not a date')).toBe('');
    expect(isoDay('2026-03-04T09:00:00.000Z')).toBe('2026-03-04');
  });
});
