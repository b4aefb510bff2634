import { headingSlug, insightPath, LIMITS, plainExcerpt, plainText, truncate } from './text';

describe('truncate', () => {
  test('keeps short text as it is', () => {
    expect(truncate('Short', 10)).toBe('Short');
    expect(truncate('x'.repeat(50), LIMITS.newsHeading)).toBe('x'.repeat(50));
  });
  test('cuts at the limit and adds three dots', () => {
    expect(truncate('x'.repeat(51), LIMITS.newsHeading)).toBe('x'.repeat(50) + '...');
    expect(truncate('a'.repeat(56), LIMITS.insightCardHeading)).toHaveLength(58);
  });
  test('does not split a code point or leave a trailing space', () => {
    expect(truncate('ab 😀😀', 4)).toBe('ab 😀...');
    expect(truncate('abc def', 4)).toBe('abc...');
  });
  test('has every limit of spec section 5', () => {
    expect(LIMITS).toMatchObject({
      newsHeading: 50, newsDescription: 200, homeBlogHeading: 90, insightCardHeading: 55, insightShort: 180,
      spotlight: 100, mobileBlogHeading: 50, listDescription: 200, compendiumDescription: 250,
      eventCardDescription: 400, newsExcerpt: 400, structuredDataDescription: 300,
    });
  });
});

describe('plainText', () => {
  test('drops tags, scripts and decodes entities', () => {
    expect(plainText('<p>Fats &amp; oils</p><script>alert(1)</script><ul><li>C&#39;s</li></ul>')).toBe("Fats & oils C's");
  });
});

describe('plainExcerpt', () => {
  test('is the first characters of the plain text, escaped so plainText gives them back', () => {
    const excerpt = plainExcerpt('<p>1 &lt; 2 &amp; <b>3</b> &gt; 2</p>', 7);
    expect(excerpt).toBe('1 &lt; 2 &amp;');
    expect(plainText(excerpt)).toBe('1 < 2 &');
  });
  test('cuts whole code points', () => {
    expect(plainExcerpt('🧪🧪🧪', 2)).toBe('🧪🧪');
  });
});

describe('headingSlug', () => {
  test('replaces whitespace and question marks with hyphens', () => {
    expect(headingSlug('Is PET Recycling Ready?')).toBe('Is-PET-Recycling-Ready-');
    expect(headingSlug('Two  spaces\tand\nlines')).toBe('Two--spaces-and-lines');
  });
  test('keeps other characters; the path encodes them', () => {
    expect(headingSlug('Food, Nutrition & Beverages')).toBe('Food,-Nutrition-&-Beverages');
    expect(insightPath('Food & Fuel?', 'b-1')).toBe('/insights/Food-%26-Fuel-/b-1');
  });
  test('a seeded heading with an apostrophe, colon and question mark', () => {
    expect(headingSlug("Europe's Cracker Shake-Out: Which Sites Survive?")).toBe("Europe's-Cracker-Shake-Out:-Which-Sites-Survive-");
    expect(insightPath("Europe's Cracker Shake-Out: Which Sites Survive?", 'b-1')).toBe("/insights/Europe's-Cracker-Shake-Out%3A-Which-Sites-Survive-/b-1");
  });
  test('decoding the encoded segment gives the slug back (the article compares the two)', () => {
    const heading = 'Sodium-Ion Batteries: Cost Curves, Cathodes & 50% Lower Prices?';
    const segment = insightPath(heading, 'b-2').split('/')[2]!;
    expect(decodeURIComponent(segment)).toBe(headingSlug(heading));
  });
});
