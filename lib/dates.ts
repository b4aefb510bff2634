/**
 * en-GB dates (spec section 9), always in UTC so the server render and the browser agree
 * (no hydration mismatch around midnight). Formatted from a table rather than with
 * Intl.DateTimeFormat: creating formatters costs tens of milliseconds on a slow phone while
 * the page hydrates, and these two formats never vary.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function valid(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Insights: "October 2026". */
export function formatMonthYear(iso: string): string {
  const date = valid(iso);
  return date ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}` : '';
}

/** Events and news: "04 October 2026". */
export function formatDayMonthYear(iso: string): string {
  const date = valid(iso);
  return date ? `${String(date.getUTCDate()).padStart(2, '0')} ${formatMonthYear(iso)}` : '';
}

/** The machine-readable form for <time dateTime>. */
export function isoDay(iso: string): string {
  const date = valid(iso);
  return date ? date.toISOString().slice(0, 10) : '';
}
