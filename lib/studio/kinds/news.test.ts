import type { FormValues } from '../fields';
import { NEWS_MESSAGES, newsFields } from './news';
import { STUDIO_MESSAGES } from '../input';

const valid: FormValues = { heading: '  Cracker closures in Europe ', text: 'Two more crackers close.\r\nMore follow.', category: 'Petrochemicals & Downstream' };

describe('the news form', () => {
  test('takes a complete item: the heading trimmed, line ends as one kind', () => {
    expect(newsFields.parse(valid)).toEqual({ ok: true, value: { kind: 'news', heading: 'Cracker closures in Europe', text: 'Two more crackers close.\nMore follow.', category: 'Petrochemicals & Downstream' } });
  });

  test.each([
    [{ heading: ' ' }, NEWS_MESSAGES.headingMissing],
    [{ heading: 'x'.repeat(201) }, STUDIO_MESSAGES.headingTooLong],
    [{ text: '\n ' }, NEWS_MESSAGES.textMissing],
    [{ text: 'x'.repeat(5001) }, NEWS_MESSAGES.textTooLong],
    [{ category: 'All' }, NEWS_MESSAGES.categoryUnknown],
    [{ category: 'Gossip' }, NEWS_MESSAGES.categoryUnknown],
  ])('refuses %j with its message', (change, message) => {
    expect(newsFields.parse({ ...valid, ...change })).toMatchObject({ ok: false, message });
  });

  test('reads the posted form and fills it back from a stored item', () => {
    const form = new FormData();
    form.set('heading', 'H');
    expect(newsFields.valuesFrom(form)).toEqual({ heading: 'H', text: '', category: '' });
    expect(newsFields.toForm({ kind: 'news', heading: 'H', text: 'T', category: 'Mobility' })).toEqual({ heading: 'H', text: 'T', category: 'Mobility' });
  });
});
