import { editDistance, excerpt, foldTerm, highlight, queryWords, typosAllowed } from './engine';

test('a query splits into folded words, each once, punctuation dropped, at most eight', () => {
  expect(queryWords('Düsseldorf, Polymers & polymers!')).toEqual(['dusseldorf', 'polymers']);
  expect(queryWords('  ')).toEqual([]);
  expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
  expect(foldTerm('Résumé')).toBe('resume');
});

test('edits: a swap of neighbours is one, like a change, an insertion or a deletion', () => {
  expect(editDistance('finally', 'finlaly', 2)).toBe(1);
  expect(editDistance('storage', 'stoarge', 2)).toBe(1);
  expect(editDistance('polymers', 'polimers', 2)).toBe(1);
  expect(editDistance('polymer', 'polymers', 2)).toBe(1);
  expect(editDistance('cathode', 'catode', 2)).toBe(1);
  expect(editDistance('chemistries', 'chemistires', 2)).toBe(1);
  expect(editDistance('abc', 'xyz', 1)).toBe(2); // stops early: past the allowance
  expect(editDistance('short', 'much longer', 2)).toBe(3);
});

test('typos allowed by word length: none below four letters, one to nine, two from ten', () => {
  expect(typosAllowed('pvc')).toBe(0);
  expect(typosAllowed('grid')).toBe(1);
  expect(typosAllowed('polymeric')).toBe(1);
  expect(typosAllowed('chemistries')).toBe(2);
});

test("a hit's words are marked where a word of the text begins with one, whatever its case and accents", () => {
  expect(highlight('Specialty Polymers Summit 2027, Düsseldorf', ['dusseldorf', 'summit'])).toEqual([
    { text: 'Specialty Polymers ', mark: false },
    { text: 'Summit', mark: true },
    { text: ' 2027, ', mark: false },
    { text: 'Düsseldorf', mark: true },
  ]);
  expect(highlight('Polyolefins and polymers', ['poly'])).toEqual([
    { text: 'Polyolefins', mark: true },
    { text: ' and ', mark: false },
    { text: 'polymers', mark: true },
  ]);
  expect(highlight('nothing here', ['summit'])).toEqual([{ text: 'nothing here', mark: false }]);
});

test('an excerpt is cut around the first matched word at word boundaries', () => {
  const long = `${'Lorem ipsum dolor sit amet. '.repeat(20)}The cathode chemistries decide it. ${'Consectetur adipiscing elit. '.repeat(20)}`;
  const cut = excerpt(long, ['cathode'], 120);
  expect(cut.startsWith('… ')).toBe(true);
  expect(cut.endsWith(' …')).toBe(true);
  expect(cut).toContain('The cathode chemistries decide it.');
  expect(cut.length).toBeLessThanOrEqual(124);
  expect(excerpt('Short text.', ['x'])).toBe('Short text.');
  expect(excerpt(long, ['absent'], 50).startsWith('Lorem ipsum')).toBe(true);
});
