import type { Store } from '../data/store';
import { STORE_HARNESSES, type StoreHarness } from '@/tests/support/store-harness';
import { findItems, headingWords, wordOlderItems } from './find';
import { saveItem } from './versions';

const T0 = Date.parse('2026-11-29T09:00:00Z');
const news = (heading: string) => ({ kind: 'news', heading, text: 'Text.', category: 'Mobility' }) as const;

test('a heading keeps its words of three letters or more, folded as the site search folds them', () => {
  expect(headingWords('Bio-based Solvents: the EU’s Düsseldorf plan, of 2027')).toEqual(['bio', 'based', 'solvents', 'the', 'dusseldorf', 'plan', '2027']);
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

  test('items saved before they kept their words get them once', async () => {
    await store.set('studio_items', 'n-old', { kind: 'news', heading: 'Old cracker story', status: 'draft', version: 1, draft: news('Old cracker story'), changed: false, updatedBy: 'Ann', date: new Date(T0).toISOString() });
    expect(await findItems(store, 'cracker')).toEqual([]);
    expect(await wordOlderItems(store)).toBe(1);
    expect((await findItems(store, 'cracker')).map((item) => item.id)).toEqual(['n-old']);
    expect(await wordOlderItems(store)).toBe(0);
  });
});
