import { fieldsFrom, parseInsight, STUDIO_MESSAGES, versionInput, type InsightFields } from './insight-input';

const valid: InsightFields = {
  heading: '  Solvents at a turning point ',
  summary: 'Which solvents win.',
  body: '<p>Text</p>',
  vertical: 'Mobility',
  topic: 'Composites',
  type: 'Publication',
  author: 'Laura Jansen',
  image: '/images/blogs/bio-based-surfactants.jpg',
  spotlight: true,
};

describe('the insight form', () => {
  test('takes a complete insight, the heading trimmed', () => {
    expect(parseInsight(valid)).toEqual({ ok: true, value: { ...valid, heading: 'Solvents at a turning point' } });
    expect(parseInsight({ ...valid, image: '', summary: '' })).toMatchObject({ ok: true, value: { image: '', summary: '' } });
  });

  test.each([
    [{ heading: '   ' }, STUDIO_MESSAGES.headingMissing],
    [{ heading: 'x'.repeat(201) }, STUDIO_MESSAGES.headingTooLong],
    [{ summary: 'x'.repeat(601) }, STUDIO_MESSAGES.summaryTooLong],
    [{ body: ' \n ' }, STUDIO_MESSAGES.bodyMissing],
    [{ body: 'x'.repeat(200_001) }, STUDIO_MESSAGES.bodyTooLarge],
    [{ vertical: 'Astrology' }, STUDIO_MESSAGES.verticalUnknown],
    [{ topic: 'All' }, STUDIO_MESSAGES.topicUnknown],
    [{ type: 'Rumour' }, STUDIO_MESSAGES.typeUnknown],
    [{ author: 'Someone Else' }, STUDIO_MESSAGES.authorUnknown],
    [{ image: 'https://tracker.example/pixel.gif' }, STUDIO_MESSAGES.imageUnknown],
    [{ image: '/images/blogs/../../secrets.jpg' }, STUDIO_MESSAGES.imageUnknown],
  ])('refuses %j with its message', (change, message) => {
    expect(parseInsight({ ...valid, ...change })).toEqual({ ok: false, message });
  });

  test('reads the posted form: missing fields are empty, the spotlight box is on only when ticked', () => {
    const form = new FormData();
    form.set('heading', 'H');
    form.set('spotlight', 'on');
    expect(fieldsFrom(form)).toEqual({ heading: 'H', summary: '', body: '', vertical: '', topic: '', type: '', author: '', image: '', spotlight: true });
    form.delete('spotlight');
    expect(fieldsFrom(form).spotlight).toBe(false);
  });

  test('a version is a whole number from 0', () => {
    expect(versionInput.safeParse('3')).toMatchObject({ success: true, data: 3 });
    for (const bad of ['-1', '1.5', 'x', null]) expect(versionInput.safeParse(bad).success).toBe(false);
  });
});
