import { STUDIO_MESSAGES } from '../input';
import type { FormValues } from '../fields';
import { COMPENDIUM_MESSAGES, compendiumFields } from './compendium';

const valid: FormValues = {
  heading: ' Battery Materials Compendium 2027 ',
  subheading: 'Cathodes, anodes and electrolytes',
  description: 'Capacity and prices to 2032.',
  category: 'Clean Energy & Storage',
  pdf: '/compendiums/battery-materials-compendium-2026.pdf',
  logo: '/images/compendiums/clean-energy-and-storage.svg',
};

describe('the compendium form', () => {
  test('takes a complete compendium, the heading trimmed', () => {
    expect(compendiumFields.parse(valid)).toEqual({ ok: true, value: { kind: 'compendium', ...valid, heading: 'Battery Materials Compendium 2027' } });
  });

  test.each([
    [{ heading: '' }, COMPENDIUM_MESSAGES.headingMissing],
    [{ heading: 'x'.repeat(201) }, STUDIO_MESSAGES.headingTooLong],
    [{ subheading: 'x'.repeat(201) }, COMPENDIUM_MESSAGES.subheadingTooLong],
    [{ description: ' ' }, COMPENDIUM_MESSAGES.descriptionMissing],
    [{ description: 'x'.repeat(1501) }, COMPENDIUM_MESSAGES.descriptionTooLong],
    [{ category: 'Astrology' }, COMPENDIUM_MESSAGES.verticalUnknown],
    [{ pdf: 'https://elsewhere.example/report.pdf' }, COMPENDIUM_MESSAGES.pdfUnknown],
    [{ pdf: '/compendiums/../secrets.pdf' }, COMPENDIUM_MESSAGES.pdfUnknown],
    [{ logo: '/images/compendiums/logo.png' }, COMPENDIUM_MESSAGES.logoUnknown],
  ])('refuses %j with its message', (change, message) => {
    expect(compendiumFields.parse({ ...valid, ...change })).toMatchObject({ ok: false, message });
  });

  test('reads the posted form and fills it back from a stored compendium', () => {
    const form = new FormData();
    form.set('pdf', valid.pdf!);
    expect(compendiumFields.valuesFrom(form)).toEqual({ heading: '', subheading: '', description: '', category: '', pdf: valid.pdf, logo: '' });
    const parsed = compendiumFields.parse(valid);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(compendiumFields.toForm(parsed.value)).toEqual({ ...valid, heading: 'Battery Materials Compendium 2027' });
  });
});
