/**
 * The /countdown page's arithmetic (spec section 2, "Countdown"): the launch is at 14:05 UTC
 * two days after the current (UTC) day. Pure functions of a given `now`, so the page, the
 * tests and any clock agree.
 */
const LAUNCH_TIME_UTC = { hours: 14, minutes: 5 } as const;
export const COUNTDOWN_TICK_MS = 1000;

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** 14:05:00.000 UTC on the calendar day two days after `now`'s UTC day. */
export function countdownTarget(now: Date): Date {
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2, LAUNCH_TIME_UTC.hours, LAUNCH_TIME_UTC.minutes, 0, 0),
  );
}

/** Whole days, hours, minutes and seconds left until `target`; all zero once it has passed. */
export function timeLeft(target: Date, now: Date): CountdownParts {
  const totalSeconds = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

export function isZero(parts: CountdownParts): boolean {
  return parts.days === 0 && parts.hours === 0 && parts.minutes === 0 && parts.seconds === 0;
}

/** Two digits for the boxes ("07"); days may have more. */
export function pad(value: number): string {
  return String(value).padStart(2, '0');
}
