import { decodedSegment, headingSlug, insightPath, isArticlePath, TEXT_CUTS, plainLines, plainText, truncate } from './text';

describe('truncate', () => {
  test('keeps short text as it is', () => {
    expect(truncate('Short', 10)).toBe('Short');
    expect(truncate('x'.repeat(50), TEXT_CUTS.newsHeading)).toBe('x'.repeat(50));
  });
  test('cuts at the limit and adds three dots', () => {
    expect(truncate('x'.repeat(51), TEXT_CUTS.newsHeading)).toBe('x'.repeat(50) + '...');
    expect(truncate('a'.repeat(56), TEXT_CUTS.insightCardHeading)).toHaveLength(58);
  });
  test('does not split a code point or leave a trailing space', () => {
    expect(truncate('ab 😀😀', 4)).toBe('ab 😀...');
    expect(truncate('abc def', 4)).toBe('abc...');
  });

  test('cuts at a word boundary in the last third of the limit, dangling punctuation dropped', () => {
    expect(truncate('Flexible packaging and plastics recycling', 30)).toBe('Flexible packaging and...');
    expect(truncate('Polymers Summit, two days of talks', 17)).toBe('Polymers Summit...');
    expect(truncate('Supercalifragilistic expialidocious', 10)).toBe('Supercalif...');
    expect(truncate('Exactly ten', 11)).toBe('Exactly ten');
  });
  test('has every limit of spec section 5', () => {
    expect(TEXT_CUTS).toMatchObject({
      newsHeading: 50, newsDescription: 200, homeBlogHeading: 90, insightCardHeading: 55, insightShort: 180,
      spotlight: 100, mobileBlogHeading: 50, listDescription: 200, compendiumDescription: 250,
      eventCardDescription: 400, newsExcerpt: 400, structuredDataDescription: 300,
    });
  });
});

describe('plainText', () => {
  test('drops tags, scripts and decodes entities', () => {
    expect(plainText('<p>Fats &amp; oils</p><script>alert(1)</script><ul><li>C&#39;s</li></ul>')).toBe("Fats & oils. C's");
  });

  test('inline markup adds no space: punctuation stays against its word', () => {
    expect(plainText('<p>The <strong>Specialty Polymers Summit</strong>, two days in <em>Düsseldorf</em>.</p>')).toBe(
      'The Specialty Polymers Summit, two days in Düsseldorf.',
    );
    expect(plainText('<p>By <a href="https://example.com/x">2032</a>", drawing on <b>PHA</b>-based films</p>')).toBe('By 2032", drawing on PHA-based films');
  });

  test('blocks end sentences: list items, headings and paragraphs never run together', () => {
    const html = '<ul><li><strong>Dates:</strong> 2 to 4 December 2026</li><li><strong>Venue:</strong> Antwerp, Belgium</li></ul><h3>Our session</h3><p>Demand, then supply?</p><p>Last</p>';
    expect(plainText(html)).toBe('Dates: 2 to 4 December 2026. Venue: Antwerp, Belgium. Our session. Demand, then supply? Last');
    expect(plainLines(html)).toEqual(['Dates: 2 to 4 December 2026', 'Venue: Antwerp, Belgium', 'Our session', 'Demand, then supply?', 'Last']);
    expect(plainText('<h2>Outlook</h2><p>Line one<br>line two</p>')).toBe('Outlook. Line one. line two');
  });

  test('plain text passes through with its spaces collapsed', () => {
    expect(plainText('  Prices rose\n  again. ')).toBe('Prices rose again.');
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

describe('decodedSegment', () => {
  test('decodes escapes, and gives a malformed one back as it came', () => {
    expect(decodedSegment('Europe%27s-Cracker')).toBe("Europe's-Cracker");
    expect(decodedSegment('100%-sure')).toBe('100%-sure');
  });
});

test('an article path for a Location header: visible ASCII only, two segments', () => {
  expect(isArticlePath(insightPath('Polymers: what next?', 'b-1'))).toBe(true);
  for (const bad of ['/insights/a\r\nSet-Cookie:x/b-1', '/insights/a\u2028b/b-1', '/insights/a\u0000/b-1', '/insights/a/b/c', '/insights/a?x=1/b', '/news/a/b', '/insights/é/b-1', '/insights//b-1']) {
    expect(isArticlePath(bad)).toBe(false);
  }
});
