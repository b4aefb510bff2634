import { STUDIO_MESSAGES } from './input';
import { COMPENDIUM_MESSAGES, compendiumFieldsFrom, compendiumFieldsOf, parseCompendium, type CompendiumFields } from './compendium-input';

const valid: CompendiumFields = {
  heading: ' Battery Materials Compendium 2027 ',
  subheading: 'Cathodes, anodes and electrolytes',
  description: 'Capacity and prices to 2032.',
  category: 'Clean Energy & Storage',
  pdf: '/compendiums/battery-materials-compendium-2026.pdf',
  logo: '/images/compendiums/clean-energy-and-storage.svg',
  publishAt: '',
};

describe('the compendium form', () => {
  test('takes a complete compendium, the heading trimmed', () => {
    expect(parseCompendium(valid)).toEqual({ ok: true, value: { kind: 'compendium', ...valid, publishAt: undefined, heading: 'Battery Materials Compendium 2027' } });
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
    expect(parseCompendium({ ...valid, ...change })).toEqual({ ok: false, message });
  });

  test('reads the posted form and fills it back from a stored compendium', () => {
    const form = new FormData();
    form.set('pdf', valid.pdf);
    expect(compendiumFieldsFrom(form)).toEqual({ heading: '', subheading: '', description: '', category: '', pdf: valid.pdf, logo: '', publishAt: '' });
    const parsed = parseCompendium(valid);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(compendiumFieldsOf(parsed.value, '')).toEqual({ ...valid, heading: 'Battery Materials Compendium 2027' });
  });
});
