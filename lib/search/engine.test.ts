import { buildIndex, excerpt, foldTerm, highlight, runSearch, type SearchDoc } from './engine';

const docs: SearchDoc[] = [
  { id: 'insight:1', kind: 'insight', title: 'Can PHA Finally Compete with Polyolefins?', text: 'Biodegradable polymers in flexible packaging, and what converters need.', url: '/insights/a/1' },
  { id: 'event:1', kind: 'event', title: 'Specialty Polymers Summit 2027, Düsseldorf', text: 'Two days of presentations and workshops on polymer additives.', url: '/events/1' },
  { id: 'news:1', kind: 'news', title: 'Sodium-ion cells reach the grid', text: 'Stationary storage projects switch cathode chemistries.', url: '/news#news-1' },
  { id: 'industry:mobility', kind: 'industry', title: 'Mobility', text: 'Battery materials, lightweighting and coatings for vehicles.', url: '/mobility' },
];
const index = buildIndex(docs);
const ids = (query: string) => runSearch(index, query).map((hit) => hit.id);

test('a word finds the documents that hold it, titles first', () => {
  expect(ids('polymers')).toEqual(['event:1', 'insight:1']);
  expect(ids('storage')).toEqual(['news:1']);
});

test('prefix matching: the beginning of a word is enough', () => {
  expect(ids('poly')).toEqual(expect.arrayContaining(['insight:1', 'event:1']));
  expect(ids('batt')).toEqual(['industry:mobility']);
});

test('typo tolerance: one wrong letter in a word of four or more, none in shorter words', () => {
  expect(ids('polimers')).toEqual(expect.arrayContaining(['insight:1', 'event:1']));
  expect(ids('stoarge')).toEqual([]); // a swap is two edits: allowed from ten letters only
  expect(ids('chemistires')).toEqual(['news:1']);
  expect(ids('storagr')).toEqual(['news:1']);
  expect(ids('pjx')).toEqual([]);
});

test('case and accents are folded; every word must match; blank finds nothing', () => {
  expect(ids('DUSSELDORF')).toEqual(['event:1']);
  expect(ids('polymers summit')).toEqual(['event:1']);
  expect(ids('polymers grid')).toEqual([]);
  expect(ids('   ')).toEqual([]);
  expect(foldTerm('Résumé')).toBe('resume');
});

test("a hit's matched words are marked in its title and text, whatever their case and accents", () => {
  const [hit] = runSearch(index, 'dusseldorf summit');
  expect(highlight(hit!.title, hit!.terms)).toEqual([
    { text: 'Specialty Polymers ', mark: false },
    { text: 'Summit', mark: true },
    { text: ' 2027, ', mark: false },
    { text: 'Düsseldorf', mark: true },
  ]);
  expect(highlight('nothing here', hit!.terms)).toEqual([{ text: 'nothing here', mark: false }]);
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
