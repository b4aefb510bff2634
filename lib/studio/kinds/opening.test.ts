import { STUDIO_MESSAGES } from '../input';
import type { FormValues } from '../fields';
import { OPENING_MESSAGES, openingFields } from './opening';

const valid: FormValues = {
  heading: ' Research Analyst, Polymers ',
  applyUrl: 'https://forms.example.com/apply/analyst',
  overview: 'Build the market models.',
  responsibilities: 'Build models\r\n\r\n  Interview buyers  \nWrite reports',
  requiredQualifications: 'A degree in chemistry',
  additionalQualifications: '',
  location: 'Gurugram',
  country: 'IN',
  validThrough: '2027-01-31T23:59',
  metaTitle: '',
  metaDescription: 'Join our polymers team in Gurugram.',
  socialImage: '',
};

describe('the job opening form', () => {
  test('takes a complete opening: lists one point a line, blank lines dropped, the closing time as UTC', () => {
    expect(openingFields.parse(valid)).toEqual({
      ok: true,
      value: {
        kind: 'opening',
        heading: 'Research Analyst, Polymers',
        applyUrl: 'https://forms.example.com/apply/analyst',
        overview: 'Build the market models.',
        responsibilities: ['Build models', 'Interview buyers', 'Write reports'],
        requiredQualifications: ['A degree in chemistry'],
        additionalQualifications: [],
        location: 'Gurugram',
        country: 'IN',
        validThrough: '2027-01-31T23:59:00.000Z',
        metaTitle: '',
        metaDescription: 'Join our polymers team in Gurugram.',
        socialImage: '',
      },
    });
  });

  test.each([
    [{ heading: ' ' }, OPENING_MESSAGES.headingMissing],
    [{ heading: 'x'.repeat(201) }, STUDIO_MESSAGES.headingTooLong],
    [{ applyUrl: '' }, OPENING_MESSAGES.applyUrlInvalid],
    [{ applyUrl: 'javascript:alert(1)' }, OPENING_MESSAGES.applyUrlInvalid],
    [{ applyUrl: 'http://forms.example.com' }, OPENING_MESSAGES.applyUrlInvalid],
    [{ overview: '' }, OPENING_MESSAGES.overviewMissing],
    [{ overview: 'x'.repeat(3001) }, OPENING_MESSAGES.overviewTooLong],
    [{ responsibilities: Array.from({ length: 31 }, (_, i) => `point ${i}`).join('\n') }, OPENING_MESSAGES.listTooLong],
    [{ requiredQualifications: 'x'.repeat(501) }, OPENING_MESSAGES.listTooLong],
    [{ country: 'x'.repeat(201) }, OPENING_MESSAGES.placeTooLong],
    [{ validThrough: '2027-02-30T10:00' }, OPENING_MESSAGES.validThroughInvalid],
  ])('refuses %j with its message', (change, message) => {
    expect(openingFields.parse({ ...valid, ...change })).toMatchObject({ ok: false, message });
  });

  test('reads the posted form, and a stored opening fills it back one point a line', () => {
    const form = new FormData();
    form.set('heading', 'H');
    expect(openingFields.valuesFrom(form)).toMatchObject({ heading: 'H', applyUrl: '', responsibilities: '' });
    const parsed = openingFields.parse(valid);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(openingFields.toForm(parsed.value)).toEqual({ ...valid, heading: 'Research Analyst, Polymers', responsibilities: 'Build models\nInterview buyers\nWrite reports', validThrough: '2027-01-31T23:59:00' });
  });
});
