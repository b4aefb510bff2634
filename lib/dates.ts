/**
 * en-GB dates (spec section 9), always in UTC so the server render and the browser agree
 * (no hydration mismatch around midnight).
 */
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayShortMonthYear = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });

function valid(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Insights: "October 2026". */
export function formatMonthYear(iso: string): string {
  const date = valid(iso);
  return date ? monthYear.format(date) : '';
}

/** Events and news: "04 October 2026". */
export function formatDayMonthYear(iso: string): string {
  const date = valid(iso);
  return date ? dayMonthYear.format(date) : '';
}

/** Compact cards: "04 Oct 2026". */
export function formatDayShortMonthYear(iso: string): string {
  const date = valid(iso);
  return date ? dayShortMonthYear.format(date) : '';
}

/** The machine-readable form for <time dateTime>. */
export function isoDay(iso: string): string {
  const date = valid(iso);
  return date ? date.toISOString().slice(0, 10) : '';
}
