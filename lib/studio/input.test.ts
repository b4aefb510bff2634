import { INSIGHT_MESSAGES, insightFieldsFrom, parseInsight, type InsightFields } from './insight-input';
import { parsePublishAt, publishAtField, STUDIO_MESSAGES, versionInput } from './input';

const valid: InsightFields = {
  heading: '  Solvents at a turning point ',
  summary: 'Which solvents win.',
  body: '<p>Text</p>',
  vertical: 'Mobility',
  topic: 'Composites',
  type: 'Publication',
  author: 'Laura Jansen',
  image: '/images/blogs/bio-based-surfactants.jpg',
  publishAt: '',
  imageAlt: '',
  spotlight: true,
};

describe('the insight form', () => {
  test('takes a complete insight, the heading trimmed', () => {
    // The schedule is read apart (parsePublishAt): the stored fields leave it out.
    expect(parseInsight(valid)).toEqual({ ok: true, value: { ...valid, kind: 'insight', publishAt: undefined, heading: 'Solvents at a turning point' } });
    expect(parseInsight({ ...valid, image: '', summary: '' })).toMatchObject({ ok: true, value: { image: '', summary: '' } });
  });

  test.each([
    [{ heading: '   ' }, INSIGHT_MESSAGES.headingMissing],
    [{ heading: 'x'.repeat(201) }, STUDIO_MESSAGES.headingTooLong],
    [{ summary: 'x'.repeat(601) }, INSIGHT_MESSAGES.summaryTooLong],
    [{ body: ' \n ' }, INSIGHT_MESSAGES.bodyMissing],
    [{ body: 'x'.repeat(200_001) }, INSIGHT_MESSAGES.bodyTooLarge],
    [{ vertical: 'Astrology' }, INSIGHT_MESSAGES.verticalUnknown],
    [{ topic: 'All' }, INSIGHT_MESSAGES.topicUnknown],
    [{ type: 'Rumour' }, INSIGHT_MESSAGES.typeUnknown],
    [{ author: 'Someone Else' }, INSIGHT_MESSAGES.authorUnknown],
    [{ image: 'https://tracker.example/pixel.gif' }, STUDIO_MESSAGES.imageUnknown],
    [{ image: '/images/blogs/../../secrets.jpg' }, STUDIO_MESSAGES.imageUnknown],
  ])('refuses %j with its message', (change, message) => {
    expect(parseInsight({ ...valid, ...change })).toEqual({ ok: false, message });
  });

  test('reads the posted form: missing fields are empty, the spotlight box is on only when ticked', () => {
    const form = new FormData();
    form.set('heading', 'H');
    form.set('spotlight', 'on');
    expect(insightFieldsFrom(form)).toEqual({ heading: 'H', summary: '', body: '', vertical: '', topic: '', type: '', author: '', image: '', imageAlt: '', publishAt: '', spotlight: true });
    form.delete('spotlight');
    expect(insightFieldsFrom(form).spotlight).toBe(false);
  });

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
