import type { Store } from '../data/store';
import { insightDraft } from '@/tests/contract/drafts';
import { STORE_HARNESSES, type StoreHarness } from '@/tests/support/store-harness';
import { queries } from '../data/queries';
import { facetKey, facetsOf, findItems, headingWords } from './find';
import { withdrawItem, publishItem } from './workflow';
import { completeOlderItems, saveItem } from './versions';

const T0 = Date.parse('2026-11-29T09:00:00Z');
const news = (heading: string) => ({ kind: 'news', heading, text: 'Text.', category: 'Mobility' }) as const;

test('a heading keeps its words of three letters or more, folded as the site search folds them', () => {
  expect(headingWords('Bio-based Solvents: the EU’s Düsseldorf plan, of 2027')).toEqual(['bio', 'based', 'solvents', 'the', 'dusseldorf', 'plan', '2027']);
});

const insight = (heading: string, author: string, vertical: string) => insightDraft({ heading, summary: '', body: '<p>Text.</p>', vertical, topic: vertical, author });

test('an item has one facet key for each combination of its kind, author and vertical; a filter asks for one', () => {
  expect(facetsOf(insight('A', 'Pieter van Dijk', 'Mobility'))).toEqual([
    'kind=insight',
    'author=Pieter van Dijk',
    'kind=insight&author=Pieter van Dijk',
    'vertical=Mobility',
    'kind=insight&vertical=Mobility',
    'author=Pieter van Dijk&vertical=Mobility',
    'kind=insight&author=Pieter van Dijk&vertical=Mobility',
  ]);
  expect(facetsOf(news('A'))).toEqual(['kind=news']);
  expect(facetKey({})).toBeNull();
  expect(facetKey({ status: 'draft' })).toBeNull();
  expect(facetKey({ vertical: 'Mobility', kind: 'insight' })).toBe('kind=insight&vertical=Mobility');
  expect(facetKey({ author: 'Pieter van Dijk', vertical: 'Mobility' })).toBe('author=Pieter van Dijk&vertical=Mobility');
  // Every key a filter can ask for is one the item holds when it matches.
  for (const filter of [{ kind: 'insight' }, { author: 'Pieter van Dijk' }, { vertical: 'Mobility' }, { kind: 'insight', author: 'Pieter van Dijk', vertical: 'Mobility' }] as const)
    expect(facetsOf(insight('A', 'Pieter van Dijk', 'Mobility'))).toContain(facetKey(filter));
});

describe.each(STORE_HARNESSES)('finding studio items over the %s store', (_name, harness) => {
  let h: StoreHarness;
  let store: Store;
  beforeEach(async () => {
    h = harness();
    store = await h.make();
  });
  afterEach(() => h.cleanup());

  test('drafts never published are found by every word of the query, the latest change first', async () => {
    await saveItem(store, 'n-1', 0, news('Cracker closures in Europe'), { by: 'Ann', at: T0 });
    await saveItem(store, 'n-2', 0, news('Cracker margins in Asia'), { by: 'Ann', at: T0 + 1000 });
    await saveItem(store, 'n-3', 0, news('Solvent demand'), { by: 'Ann', at: T0 + 2000 });
    expect((await findItems(store, 'cracker')).map((item) => item.id)).toEqual(['n-2', 'n-1']);
    expect((await findItems(store, 'CRACKERS europe')).map((item) => item.id)).toEqual([]);
    expect((await findItems(store, 'Cracker Europe')).map((item) => item.id)).toEqual(['n-1']);
    expect((await findItems(store, 'in of')).map((item) => item.id)).toEqual([]);
    // A renamed draft is found by its new words only.
    await saveItem(store, 'n-1', 1, news('Steam cracker closures'), { by: 'Bob', at: T0 + 3000 });
    expect((await findItems(store, 'europe')).map((item) => item.id)).toEqual([]);
    expect((await findItems(store, 'steam')).map((item) => item.id)).toEqual(['n-1']);
  });

  test('the list narrows to any combination of kind, status, author and vertical, the latest change first', async () => {
    await saveItem(store, 'b-1', 0, insight('Ethane outlook', 'Pieter van Dijk', 'Mobility'), { by: 'Ann', at: T0 });
    await saveItem(store, 'b-2', 0, insight('Ethane imports', 'Laura Jansen', 'Mobility'), { by: 'Ann', at: T0 + 1000 });
    await publishItem(store, 'b-3', 0, insight('Ethane margins', 'Pieter van Dijk', 'Agriculture'), { by: 'Pat', at: T0 + 2000 });
    await saveItem(store, 'n-1', 0, news('Ethane news'), { by: 'Ann', at: T0 + 3000 });
    const list = async (facet: string, status: string | null = null) => (await store.list(queries.studioItemsFaceted(facet, status, 25))).map((item) => item.id);
    expect(await list('kind=insight')).toEqual(['b-3', 'b-2', 'b-1']);
    expect(await list('author=Pieter van Dijk')).toEqual(['b-3', 'b-1']);
    expect(await list('vertical=Mobility')).toEqual(['b-2', 'b-1']);
    expect(await list('author=Pieter van Dijk&vertical=Mobility')).toEqual(['b-1']);
    expect(await list('kind=insight', 'published')).toEqual(['b-3']);
    expect(await list('kind=news', 'draft')).toEqual(['n-1']);
    expect((await findItems(store, 'ethane', { author: 'Pieter van Dijk', status: 'draft' })).map((item) => item.id)).toEqual(['b-1']);
    expect((await findItems(store, 'ethane', { kind: 'news' })).map((item) => item.id)).toEqual(['n-1']);
    // A withdrawn item keeps its facets; a new author moves it.
    await withdrawItem(store, 'insight', 'b-3', { by: 'Pat', at: T0 + 4000 });
    expect(await list('author=Pieter van Dijk', 'withdrawn')).toEqual(['b-3']);
    await saveItem(store, 'b-1', 1, insight('Ethane outlook', 'Laura Jansen', 'Mobility'), { by: 'Ann', at: T0 + 5000 });
    expect(await list('author=Laura Jansen')).toEqual(['b-1', 'b-2']);
  });

  test('items saved before they kept their words and uploads get them once, in one walk', async () => {
    const picture = '/media/0123456789abcdef0123456789abcdef.webp';
    await store.set('studio_items', 'n-old', { kind: 'news', heading: 'Old cracker story', status: 'draft', version: 1, draft: news('Old cracker story'), changed: false, updatedBy: 'Ann', date: new Date(T0).toISOString() });
    await store.set('studio_items', 'b-old', { kind: 'insight', heading: 'Old', status: 'draft', version: 1, words: ['old'], facets: ['kind=insight'], draft: { ...insight('Old', 'Pat', 'Mobility'), image: picture }, changed: false, updatedBy: 'Ann', date: new Date(T0).toISOString() });
    expect(await findItems(store, 'cracker')).toEqual([]);
    expect(await completeOlderItems(store)).toEqual({ worded: 1, named: 1 });
    expect((await findItems(store, 'cracker')).map((item) => item.id)).toEqual(['n-old']);
    expect((await store.list(queries.studioItemsFaceted('kind=news', null, 5))).map((item) => item.id)).toEqual(['n-old']);
    expect((await store.get('studio_items', 'b-old'))?.media).toEqual(['0123456789abcdef0123456789abcdef.webp']);
    expect((await store.get('studio_items', 'b-old'))?.words).toEqual(['old']);
    expect(await completeOlderItems(store)).toEqual({ worded: 0, named: 0 });
  });
});
