import Database from 'better-sqlite3';
import type { SearchDoc } from './engine';
import { indexContent, indexDocs, MATCHES_RANKED, SEARCH_SCHEMA, searchGroups, suggestion, titleHits, unindexDocs } from './fts';

const docs: SearchDoc[] = [
  { id: 'insight:1', kind: 'insight', title: 'Can PHA Finally Compete with Polyolefins?', text: 'Biodegradable polymers in flexible packaging, and what converters need.', url: '/insights/a/1', date: '2026-05-01', aliases: 'PHA and polyolefins' },
  { id: 'event:1', kind: 'event', title: 'Specialty Polymers Summit 2027, Düsseldorf', text: 'Two days of presentations and workshops on polymer additives.', url: '/events/1', date: '2027-03-01' },
  { id: 'news:1', kind: 'news', title: 'Sodium-ion cells reach the grid', text: 'Stationary storage projects switch cathode chemistries.', url: '/news/1', date: '2026-01-01' },
  { id: 'industry:mobility', kind: 'industry', title: 'Mobility', text: 'Battery materials, lightweighting and coatings for vehicles.', url: '/mobility' },
];

let db: Database.Database;
beforeEach(() => {
  db = new Database(':memory:');
  db.exec(SEARCH_SCHEMA);
  indexDocs(db, docs);
});
afterEach(() => db.close());

const ids = async (query: string) => (await searchGroups(db, { query, limit: 10 })).flatMap((group) => group.hits.map((hit) => hit.id));

test('a word finds the documents that hold it; kinds come in the order of their best hit', async () => {
  expect(await ids('polymers')).toEqual(['event:1', 'insight:1']);
  expect(await ids('storage')).toEqual(['news:1']);
});

test("prefix matching: the beginning of the query's last word is enough", async () => {
  expect(await ids('poly')).toEqual(expect.arrayContaining(['insight:1', 'event:1']));
  expect(await ids('batt')).toEqual(['industry:mobility']);
  // The document holding both words comes first; one holding a word's beginning follows.
  expect(await ids('summit poly')).toEqual(['event:1', 'insight:1']);
  // A word before the last is a whole word (or a close spelling of one): 'poly' finds nothing itself.
  expect(await ids('poly summit')).toEqual(['event:1']);
});

test("a word's beginning finds every word it begins, however many there are", async () => {
  const suffixes = Array.from({ length: 40 }, (_, i) => `${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`);
  indexDocs(db, suffixes.map((suffix, i) => ({ id: `insight:w${i}`, kind: 'insight' as const, title: `Note ${i}`, text: `The word polyx${suffix}.`, url: `/w/${i}` })));
  // Forty words begin 'polyx' (read as one prefix query), two begin 'polyxa' (read as those words,
  // and first: the others are one typo away).
  const [group] = await searchGroups(db, { query: 'polyx', kind: 'insight', limit: 50 });
  expect(group!.total).toBe(40);
  const [few] = await searchGroups(db, { query: 'polyxa', kind: 'insight', limit: 50 });
  expect(few!.hits.slice(0, 2).map((hit) => hit.id)).toEqual(['insight:w26', 'insight:w0']);
});

test('ranking: every word of the query first, then the most of them, whatever else counts', async () => {
  indexDocs(db, [
    { id: 'insight:two', kind: 'insight', title: 'Polymer notes', text: 'Recycling capacity.', url: '/two' },
    { id: 'insight:one-title', kind: 'insight', title: 'Recycling recycling', text: 'Capacity.', url: '/one' },
    { id: 'insight:three', kind: 'insight', title: 'Notes', text: 'Polymer recycling in Europe, and chemical recycling plants.', url: '/three' },
  ]);
  const [group] = await searchGroups(db, { query: 'polymer recycling europe', kind: 'insight', limit: 10 });
  expect(group!.hits.map((hit) => hit.id)).toEqual(['insight:three', 'insight:two', 'insight:one-title']);
});

test('ranking: words as typed before a forgiven typo, then words in the title, then the latest', async () => {
  indexDocs(db, [
    { id: 'insight:body-old', kind: 'insight', title: 'Notes', text: 'Ethylene margins.', url: '/a' },
    { id: 'insight:title', kind: 'insight', title: 'Ethylene margins', text: 'Notes.', url: '/b' },
    { id: 'insight:body-new', kind: 'insight', title: 'Notes', text: 'Ethylene margins.', url: '/c' },
    { id: 'insight:alias', kind: 'insight', title: 'Notes', text: 'Ethylene margins.', url: '/d', aliases: 'Ethylene' },
  ]);
  expect(await ids('ethylene margins')).toEqual(['insight:title', 'insight:alias', 'insight:body-new', 'insight:body-old']);
  indexDocs(db, [
    { id: 'insight:typo', kind: 'insight', title: 'Meta analysis', text: 'Reviews.', url: '/e' },
    { id: 'insight:typed', kind: 'insight', title: 'Notes', text: 'Methanol supply.', url: '/f' },
  ]);
  // 'metha' begins a word of one ('methanol') and is one typo from the other's title word ('meta').
  expect(await ids('metha')).toEqual(['insight:typed', 'insight:typo']);
});

test('typos: one in a word of four to nine letters (a swap counts as one), two from ten, none below four', async () => {
  expect(await ids('polimers')).toEqual(expect.arrayContaining(['insight:1', 'event:1']));
  expect(await ids('stoarge')).toEqual(['news:1']);
  expect(await ids('Finlaly')).toEqual(['insight:1']);
  expect(await ids('chemistires')).toEqual(['news:1']);
  expect(await ids('storagr')).toEqual(['news:1']);
  expect(await ids('pjx')).toEqual([]);
  expect(await ids('sotrgae')).toEqual([]); // two slips in seven letters
});

test('case and accents are folded; several words find what holds any, every word first; blank or punctuation finds nothing', async () => {
  expect(await ids('DUSSELDORF')).toEqual(['event:1']);
  expect(await ids('polymers summit')).toEqual(['event:1', 'insight:1']);
  // No document holds both: those holding either, each kind's best first.
  expect(await ids('polymers grid')).toEqual(expect.arrayContaining(['insight:1', 'event:1', 'news:1']));
  expect(await ids('   ')).toEqual([]);
  // Quotes and the index's operators are plain words: 'summit' and 'and', which the event holds both of.
  expect((await ids('summit" AND (*'))[0]).toBe('event:1');
});

test("each group counts all its kind's hits and shows the first few; one kind pages through them", async () => {
  indexDocs(db, Array.from({ length: 12 }, (_, i) => ({ id: `insight:p${i}`, kind: 'insight' as const, title: `Polymer note ${i}`, text: 'Prices.', url: `/x/${i}` })));
  const [insights] = await searchGroups(db, { query: 'polymer note', limit: 5 });
  expect(insights).toMatchObject({ kind: 'insight', total: 12 });
  expect(insights!.hits).toHaveLength(5);
  const page = await searchGroups(db, { query: 'polymer note', kind: 'insight', limit: 5, offset: 10 });
  expect(page[0]!.hits.map((hit) => hit.id)).toHaveLength(2);
  expect(page[0]!.hits[0]!.terms).toEqual(['polymer', 'note']);
});

test('a word most documents hold is counted and ranked up to a bound, the latest indexed ranked', async () => {
  const many = Array.from({ length: MATCHES_RANKED + 5 }, (_, i) => ({ id: `insight:c${i}`, kind: 'insight' as const, title: `Cracker ${i}`, text: 'Capacity.', url: `/c/${i}` }));
  indexDocs(db, many);
  const [group] = await searchGroups(db, { query: 'cracker', kind: 'insight', limit: 10, offset: 0 });
  expect(group).toMatchObject({ total: MATCHES_RANKED, more: true });
  // Every hit is among the latest MATCHES_RANKED indexed: none of the first five.
  expect(group!.hits.map((hit) => Number(hit.id.slice('insight:c'.length))).every((n) => n >= 5)).toBe(true);
  const [few] = await searchGroups(db, { query: 'polymers', kind: 'insight', limit: 10 });
  expect(few).toMatchObject({ total: 1, more: false });
});

test('a write replaces the entry; a removal drops it', async () => {
  indexDocs(db, [{ ...docs[2]!, title: 'Sodium-ion cells reach the market' }]);
  expect(await ids('grid')).toEqual([]);
  expect(await ids('market')).toEqual(['news:1']);
  unindexDocs(db, ['news:1']);
  expect(await ids('market')).toEqual([]);
});

test('"Did you mean": unknown words become the closest known ones, a typo further and past a first-letter slip', () => {
  expect(suggestion(db, 'polimres summit')).toBe('polymers summit'); // two slips in eight letters
  expect(suggestion(db, 'oplymers')).toBe('polymers'); // the first two letters swapped
  expect(suggestion(db, 'poly summit')).toBeNull(); // every word known (as a word's beginning)
  expect(suggestion(db, 'qqqqqqq')).toBeNull();
  expect(suggestion(db, '')).toBeNull();
});

test("a removed document's words are no longer offered as spellings or suggestions", async () => {
  indexDocs(db, [{ id: 'insight:z', kind: 'insight', title: 'Zeolite catalysts', text: 'Cracking.', url: '/z' }]);
  expect(await ids('zeolte')).toEqual(['insight:z']);
  expect(suggestion(db, 'zeolites')).toBe('zeolite');
  unindexDocs(db, ['insight:z']);
  expect(await ids('zeolte')).toEqual([]);
  expect(suggestion(db, 'zeolites')).toBeNull();
  expect(suggestion(db, 'zeoli')).toBeNull(); // no longer a known word's beginning, and nothing close
});

test('titles: any word of a damaged link, whole words, current and former titles, one kind', () => {
  expect(titleHits(db, 'insight', ['pha', 'polyolefins'], 5).map((hit) => hit.id)).toEqual(['insight:1']);
  expect(titleHits(db, 'insight', ['phx'], 5)).toEqual([]);
  expect(titleHits(db, 'event', ['pha'], 5)).toEqual([]);
  expect(titleHits(db, 'insight', [], 5)).toEqual([]);
});

test("the site's own pages are indexed from the content, and only rewritten when they change", async () => {
  unindexDocs(db, ['industry:mobility']);
  indexContent(db);
  expect((await searchGroups(db, { query: 'mobility', kind: 'industry', limit: 5 }))[0]!.hits[0]!.url).toBe('/mobility');
  const before = db.prepare("SELECT count(*) AS n FROM search_docs WHERE kind IN ('industry', 'capability')").get() as { n: number };
  expect(before.n).toBeGreaterThan(5);
  const changes = db.prepare('SELECT total_changes() AS n').get() as { n: number };
  indexContent(db);
  expect((db.prepare('SELECT total_changes() AS n').get() as { n: number }).n).toBe(changes.n);
});
