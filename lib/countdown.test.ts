import { countdownTarget, isZero, pad, timeLeft } from './countdown';

describe('countdownTarget', () => {
  test('is 14:05 UTC two days after the current UTC day', () => {
    expect(countdownTarget(new Date('2026-11-10T09:30:00Z')).toISOString()).toBe('2026-11-12T14:05:00.000Z');
  });

  test('counts from the UTC day, not the clock time: late in the day still means two days ahead', () => {
    expect(countdownTarget(new Date('2026-11-10T23:59:59.999Z')).toISOString()).toBe('2026-11-12T14:05:00.000Z');
    expect(countdownTarget(new Date('2026-11-10T00:00:00Z')).toISOString()).toBe('2026-11-12T14:05:00.000Z');
    // Past 14:05 on the current day makes no difference either.
    expect(countdownTarget(new Date('2026-11-10T14:06:00Z')).toISOString()).toBe('2026-11-12T14:05:00.000Z');
  });

  test('rolls over months, years and leap days', () => {
    expect(countdownTarget(new Date('2026-01-30T12:00:00Z')).toISOString()).toBe('2026-02-01T14:05:00.000Z');
    expect(countdownTarget(new Date('2026-12-31T08:00:00Z')).toISOString()).toBe('2027-01-02T14:05:00.000Z');
    expect(countdownTarget(new Date('2028-02-28T08:00:00Z')).toISOString()).toBe('2028-03-01T14:05:00.000Z');
    expect(countdownTarget(new Date('2027-02-28T08:00:00Z')).toISOString()).toBe('2027-03-02T14:05:00.000Z');
  });

  test('uses the UTC day even when the local offset puts the clock on another date', () => {
    // 2026-11-10T22:30:00-05:00 is 2026-11-11T03:30Z: the UTC day is the 11th.
    expect(countdownTarget(new Date('2026-11-10T22:30:00-05:00')).toISOString()).toBe('2026-11-13T14:05:00.000Z');
  });
});

describe('timeLeft', () => {
  test('splits the remaining time into days, hours, minutes and seconds', () => {
    const now = new Date('2026-11-10T09:30:00Z');
    expect(timeLeft(countdownTarget(now), now)).toEqual({ days: 2, hours: 4, minutes: 35, seconds: 0 });
  });

  test('rounds partial seconds down', () => {
    const target = new Date('2026-11-12T14:05:00Z');
    expect(timeLeft(target, new Date('2026-11-12T14:04:58.300Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  test('is zero at the target and never negative after it', () => {
    const target = new Date('2026-11-12T14:05:00Z');
    expect(isZero(timeLeft(target, target))).toBe(true);
    expect(timeLeft(target, new Date('2026-11-13T00:00:00Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(isZero(timeLeft(target, new Date('2026-11-12T14:04:59Z')))).toBe(false);
  });
});

test('pad gives two digits', () => {
  expect(pad(7)).toBe('07');
  expect(pad(42)).toBe('42');
  expect(pad(123)).toBe('123');
});
