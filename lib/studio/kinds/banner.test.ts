import { STUDIO_MESSAGES } from '../input';
import type { FormValues } from '../fields';
import { BANNER_MESSAGES, bannerFields } from './banner';

const valid: FormValues = { heading: ' Mobility ', description: 'Materials for lighter, electric vehicles.', page: 'Mobility', image: '/images/banners/mobility.jpg', link: '/insights?category=Mobility' };

describe('the banner form', () => {
  test('takes a complete banner; an upload or an https link will do too', () => {
    expect(bannerFields.parse(valid)).toEqual({ ok: true, value: { kind: 'banner', heading: 'Mobility', description: valid.description, page: 'Mobility', image: valid.image, link: valid.link } });
    expect(bannerFields.parse({ ...valid, image: `/media/${'a'.repeat(32)}.webp`, link: 'https://partner.example.com/report' }).ok).toBe(true);
  });

  test.each([
    [{ heading: '' }, BANNER_MESSAGES.headingMissing],
    [{ heading: 'x'.repeat(201) }, STUDIO_MESSAGES.headingTooLong],
    [{ description: 'x'.repeat(401) }, BANNER_MESSAGES.descriptionTooLong],
    [{ page: 'Home' }, BANNER_MESSAGES.pageUnknown],
    [{ image: '' }, BANNER_MESSAGES.imageMissing],
    [{ image: 'https://tracker.example/pixel.gif' }, BANNER_MESSAGES.imageMissing],
    [{ link: '' }, BANNER_MESSAGES.linkInvalid],
    [{ link: 'javascript:alert(1)' }, BANNER_MESSAGES.linkInvalid],
    [{ link: '//elsewhere.example' }, BANNER_MESSAGES.linkInvalid],
    [{ link: 'http://elsewhere.example' }, BANNER_MESSAGES.linkInvalid],
  ])('refuses %j with its message', (change, message) => {
    expect(bannerFields.parse({ ...valid, ...change })).toMatchObject({ ok: false, message });
  });

  test('reads the posted form and fills it back from a stored banner', () => {
    const form = new FormData();
    form.set('page', 'Mobility');
    expect(bannerFields.valuesFrom(form)).toEqual({ heading: '', description: '', page: 'Mobility', image: '', link: '' });
    const parsed = bannerFields.parse(valid);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(bannerFields.toForm(parsed.value)).toEqual({ ...valid, heading: 'Mobility' });
  });
});
