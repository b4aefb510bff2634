import type { FormValues } from '../fields';
import { STUDIO_MESSAGES } from '../input';
import { INSIGHT_MESSAGES, insightFields } from './insight';
import { SEO_MESSAGES } from './seo';

const valid: FormValues = {
  heading: '  Solvents at a turning point ',
  summary: 'Which solvents win.',
  body: '<p>Text</p>',
  vertical: 'Mobility',
  topic: 'Composites',
  type: 'Publication',
  author: 'Laura Jansen',
  image: '/images/blogs/bio-based-surfactants.jpg',
  imageAlt: '',
  spotlight: 'on',
  segment: 'solvents-2027',
  metaTitle: 'Solvents at a turning point | 2027 outlook',
  metaDescription: 'Which solvents win share, and where.',
  socialImage: '',
};

describe('the insight form', () => {
  test('takes a complete insight, the heading trimmed', () => {
    expect(insightFields.parse(valid)).toEqual({ ok: true, value: { ...valid, kind: 'insight', spotlight: true, heading: 'Solvents at a turning point' } });
    expect(insightFields.parse({ ...valid, image: '', summary: '' })).toMatchObject({ ok: true, value: { image: '', summary: '' } });
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
    [{ segment: 'US Ethane: Imports' }, INSIGHT_MESSAGES.segmentInvalid],
    [{ segment: 'double--hyphen' }, INSIGHT_MESSAGES.segmentInvalid],
    [{ segment: '-leading' }, INSIGHT_MESSAGES.segmentInvalid],
    [{ segment: 'a/b' }, INSIGHT_MESSAGES.segmentInvalid],
    [{ metaTitle: 'x'.repeat(71) }, SEO_MESSAGES.metaTitleTooLong],
    [{ metaDescription: 'x'.repeat(161) }, SEO_MESSAGES.metaDescriptionTooLong],
    [{ socialImage: 'https://tracker.example/pixel.gif' }, STUDIO_MESSAGES.imageUnknown],
  ])('refuses %j with its message', (change, message) => {
    expect(insightFields.parse({ ...valid, ...change })).toMatchObject({ ok: false, message });
  });

  test('an address of letters and digits in any script is taken; empty, the heading makes it', () => {
    expect(insightFields.parse({ ...valid, segment: 'Ethylen-Importe-2027' })).toMatchObject({ ok: true, value: { segment: 'Ethylen-Importe-2027' } });
    expect(insightFields.parse({ ...valid, segment: 'éthylène-2027' })).toMatchObject({ ok: true });
    expect(insightFields.parse({ ...valid, segment: '' })).toMatchObject({ ok: true, value: { segment: '' } });
  });

  test('reads the posted form: missing fields are empty, the spotlight box is on only when ticked', () => {
    const form = new FormData();
    form.set('heading', 'H');
    form.set('spotlight', 'on');
    expect(insightFields.valuesFrom(form)).toEqual({ heading: 'H', summary: '', body: '', vertical: '', topic: '', type: '', author: '', image: '', imageAlt: '', spotlight: 'on', segment: '', metaTitle: '', metaDescription: '', socialImage: '' });
    expect(insightFields.parse(insightFields.valuesFrom(form))).toMatchObject({ ok: false });
    form.delete('spotlight');
    expect(insightFields.valuesFrom(form).spotlight).toBe('');
    expect(insightFields.parse({ ...valid, spotlight: '' })).toMatchObject({ ok: true, value: { spotlight: false } });
  });

});
