import { statusLabel, when } from './labels';

test('statuses as the studio names them', () => {
  expect(statusLabel('draft', false)).toBe('Draft');
  expect(statusLabel('published', false)).toBe('Published');
  expect(statusLabel('published', true)).toBe('Published, with unpublished changes');
  expect(statusLabel('withdrawn', false)).toBe('Withdrawn');
  expect(statusLabel('scheduled', false, '2026-12-01T07:00:00.000Z')).toBe('Scheduled for 1 Dec 2026, 07:00 UTC');
});

test('moments in UTC for everyone', () => {
  expect(when('2026-11-28T15:04:00.000Z')).toBe('28 Nov 2026, 15:04 UTC');
});
