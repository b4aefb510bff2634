import { parsePublishAt, publishAtField, STUDIO_MESSAGES, versionInput } from './input';

describe('the form helpers', () => {
  test('a version is a whole number from 0', () => {
    expect(versionInput.safeParse('3')).toMatchObject({ success: true, data: 3 });
    for (const bad of ['-1', '1.5', 'x', null]) expect(versionInput.safeParse(bad).success).toBe(false);
  });
});

describe('publish at', () => {
  const now = Date.parse('2026-11-28T15:00:00Z');

  test('a date and time still to come, read as UTC, to the minute or the second', () => {
    expect(parsePublishAt('2026-11-28T16:30', now)).toEqual({ ok: true, at: Date.parse('2026-11-28T16:30:00Z') });
    expect(parsePublishAt('2026-11-28T15:00:05', now)).toEqual({ ok: true, at: now + 5000 });
  });

  test.each(['', 'tomorrow', '2026-02-30T10:00', '2026-13-01T10:00', '2026-11-28T24:00', '2026-11-28 16:30', '2026-11-28T16:30Z'])('%j is no date', (raw) => {
    expect(parsePublishAt(raw, now)).toEqual({ ok: false, message: STUDIO_MESSAGES.publishAtInvalid });
  });

  test('now or earlier is refused', () => {
    expect(parsePublishAt('2026-11-28T15:00', now)).toEqual({ ok: false, message: STUDIO_MESSAGES.publishAtPast });
    expect(parsePublishAt('2025-01-01T00:00', now)).toEqual({ ok: false, message: STUDIO_MESSAGES.publishAtPast });
  });

  test('a stored moment fills the field back, in UTC', () => {
    expect(publishAtField('2026-11-28T16:30:00.000Z')).toBe('2026-11-28T16:30:00');
    expect(publishAtField(null)).toBe('');
  });
});
