import { queries } from './queries';
import { createLiveHub } from './live-hub';
import { parseLiveQueries } from './live-query';
import type { Store } from './store';

/** A store whose watches the test drives by hand, counting how many it was asked for. */
function fakeStore() {
  const watches: { query: unknown; onChange: (docs: never[]) => void; stopped: boolean }[] = [];
  const store = {
    watch(query: unknown, onChange: (docs: never[]) => void) {
      const watch = { query, onChange, stopped: false };
      watches.push(watch);
      return () => {
        watch.stopped = true;
      };
    },
  } as unknown as Store;
  return { store, watches };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live hub', () => {
  test('one store watch per distinct query, whatever the number of listeners; a change is serialised once for all', async () => {
    const { store, watches } = fakeStore();
    const hub = createLiveHub(store);
    const a: string[] = [];
    const b: string[] = [];
    const stopA = hub.subscribe(queries.homeNews(), (json) => a.push(json));
    const stopB = hub.subscribe(queries.homeNews(), (json) => b.push(json));
    hub.subscribe(queries.homeEvents(), () => {});
    expect(watches).toHaveLength(2);
    expect(hub.watched()).toBe(2);
    watches[0]!.onChange([{ id: 'n1' }] as never[]);
    expect(a).toEqual(['[{"id":"n1"}]']);
    expect(b).toEqual(['[{"id":"n1"}]']);
    stopA!();
    expect(watches[0]!.stopped).toBe(false);
    stopB!();
    expect(watches[0]!.stopped).toBe(true);
    expect(hub.watched()).toBe(1);
  });

  test('a listener joining a watched query gets its current result at once', async () => {
    const { store, watches } = fakeStore();
    const hub = createLiveHub(store);
    hub.subscribe(queries.homeNews(), () => {});
    watches[0]!.onChange([{ id: 'n1' }] as never[]);
    const late: string[] = [];
    hub.subscribe(queries.homeNews(), (json) => late.push(json));
    await tick();
    expect(late).toEqual(['[{"id":"n1"}]']);
    expect(watches).toHaveLength(1);
  });

  test('streams are capped per client and in total, and released slots are free again', () => {
    const hub = createLiveHub(fakeStore().store, { perClient: 2, total: 3, queries: 10, queriesPerClient: 10 });
    const first = hub.open('1.1.1.1');
    const second = hub.open('1.1.1.1');
    expect(hub.open('1.1.1.1')).toBe('client');
    const third = hub.open('2.2.2.2');
    expect(hub.open('3.3.3.3')).toBe('total');
    if (typeof first !== 'function' || typeof second !== 'function' || typeof third !== 'function') throw new Error('expected slots');
    first();
    first(); // releasing twice frees one slot only
    expect(typeof hub.open('1.1.1.1')).toBe('function');
    expect(hub.open('3.3.3.3')).toBe('total');
  });
  test('the distinct queries watched are capped: a new one past the cap is refused, a watched one still joins', () => {
    const { store, watches } = fakeStore();
    const hub = createLiveHub(store, { perClient: 6, total: 100, queries: 2, queriesPerClient: 10 });
    expect(hub.subscribe(queries.homeNews(), () => {})).not.toBeNull();
    const events = hub.subscribe(queries.homeEvents(), () => {});
    expect(hub.subscribe(queries.jobOpenings(), () => {})).toBeNull();
    expect(hub.subscribe(queries.homeNews(), () => {})).not.toBeNull();
    expect(watches).toHaveLength(2);
    events!();
    expect(hub.subscribe(queries.jobOpenings(), () => {})).not.toBeNull();
  });
  test('a client starts at most its share of watched queries; joining one another started costs nothing', () => {
    const { store } = fakeStore();
    const hub = createLiveHub(store, { perClient: 6, total: 100, queries: 10, queriesPerClient: 2 });
    const junk = [hub.subscribe(queries.newsPage(1, 'junk-1'), () => {}, 'stranger'), hub.subscribe(queries.newsPage(1, 'junk-2'), () => {}, 'stranger')];
    expect(hub.subscribe(queries.newsPage(1, 'junk-3'), () => {}, 'stranger')).toBeNull();
    // Everyone else still gets new lists, and the stranger can still join what others watch.
    expect(hub.subscribe(queries.homeNews(), () => {}, 'reader')).not.toBeNull();
    expect(hub.subscribe(queries.homeNews(), () => {}, 'stranger')).not.toBeNull();
    junk[0]!();
    expect(hub.subscribe(queries.newsPage(1, 'junk-3'), () => {}, 'stranger')).not.toBeNull();
  });
});

describe('parseLiveQueries', () => {
  test('an array of valid descriptors, in order', () => {
    expect(parseLiveQueries(JSON.stringify([queries.homeNews(), queries.homeEvents()]))).toEqual([queries.homeNews(), queries.homeEvents()]);
  });

  test("every live list's query, with its look-ahead item, on any page and filter", () => {
    const pages = [queries.newsPage(3, 'Mobility'), queries.blogsPage(2), queries.eventsPage(1, 'Composites')].map((q) => ({ ...q, limit: q.limit! + 1 }));
    const whole = [queries.spotlight(), { ...queries.insightComments('b-1'), limit: 21 }, queries.insightsByVertical('mobility', 'Publication'), queries.compendiumsByCategory('mobility'), queries.jobOpenings()];
    expect(parseLiveQueries(JSON.stringify([...pages, ...whole]))).toHaveLength(8);
    expect(parseLiveQueries(JSON.stringify([queries.recentEvents(), queries.homeEvents(), queries.homeBlogs(), queries.homeNews()]))).toHaveLength(4);
  });

  test('a page reached by a cursor, either way', () => {
    const after = queries.newsPage({ page: 900, after: ['2020-01-01T00:00:00.000Z', 'n-1'] }, 'Mobility');
    const before = queries.eventsPage({ page: 899, before: ['2020-01-01T00:00:00.000Z', 'e-1'] });
    expect(parseLiveQueries(JSON.stringify([after, before]))).toHaveLength(2);
  });

  test.each([
    ['nothing', null],
    ['a single descriptor, not in an array', JSON.stringify({ collection: 'news' })],
    ['an empty array', '[]'],
    ['more than eight', JSON.stringify(Array(9).fill({ collection: 'news' }))],
    ['a private collection', JSON.stringify([{ collection: 'subscribers' }])],
    ['an unknown key', JSON.stringify([{ collection: 'news', select: 'email' }])],
    ['not JSON', '[{'],
    ['a shape no page shows (another order)', JSON.stringify([{ ...queries.homeNews(), orderBy: { field: 'heading', direction: 'asc' } }])],
    ['a shape no page shows (another filter)', JSON.stringify([{ ...queries.homeNews(), where: [{ field: 'author', value: 'x' }] }])],
    ['more than a list shows', JSON.stringify([{ ...queries.homeNews(), limit: 100 }])],
    ["an insight's comments whatever their status", JSON.stringify([{ ...queries.insightComments('b-1'), where: [{ field: 'blogId', value: 'b-1' }] }])],
    ["an insight's hidden comments", JSON.stringify([{ ...queries.insightComments('b-1'), where: [{ field: 'blogId', value: 'b-1' }, { field: 'status', value: 'hidden' }] }])],
    ["an insight's comments waiting for approval", JSON.stringify([{ ...queries.insightComments('b-1'), where: [{ field: 'status', value: 'pending' }, { field: 'blogId', value: 'b-1' }] }])],
    ['a vertical’s insights of a type no page lists', JSON.stringify([{ ...queries.insightsByVertical('mobility', 'Article'), where: [{ field: 'pagetype', value: 'mobility' }, { field: 'insighttype', value: 'Draft' }] }])],
    ['more openings than the board shows', JSON.stringify([{ ...queries.jobOpenings(), limit: 100 }])],
    ['a section without its limit', JSON.stringify([{ ...queries.spotlight(), limit: undefined }])],
    ['a cursor on a list with no order', JSON.stringify([{ ...queries.bannerByPage('x'), after: ['a', 'b'] }])],
    ['two cursors', JSON.stringify([{ ...queries.newsPage(2), after: ['a', 'b'], before: ['a', 'b'] }])],
    ['an offset past the deepest page a link may name', JSON.stringify([{ ...queries.newsPage(2), offset: 100_000 }])],
  ])('%s is refused', (_, raw) => {
    expect(parseLiveQueries(raw)).toBeNull();
  });
});
