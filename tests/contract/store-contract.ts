import { cursorOf, queries } from '@/lib/data/queries';
import type { SeedDoc } from '@/lib/data/seed';
import type { Changes, Store } from '@/lib/data/store';
import { createSiteSearch, type SiteSearch } from '@/lib/search/replica';
import { fixtureDay, fixtureDocs } from './fixtures';

export type StoreFactory = { make: (docs: SeedDoc[]) => Promise<Store>; cleanup?: () => Promise<void> };

const ids = (docs: { id: string }[]) => docs.map((d) => d.id);

function waitFor<T>(check: () => T | undefined, ms = 5000): Promise<T> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      const value = check();
      if (value !== undefined) return resolve(value);
      if (Date.now() - started > ms) return reject(new Error('timed out waiting for a live update'));
      setTimeout(tick, 25);
    };
    tick();
  });
}

async function eventually<T>(check: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > ms) throw new Error('timed out waiting for the search index');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The behaviour every Store adapter must have. Run by sqlite.test.ts and firestore.test.ts. */
export function storeContract(name: string, factory: StoreFactory) {
  describe(`Store contract: ${name}`, () => {
    let store: Store;
    // The site search beside the store (lib/search): it needs only the port, whatever the backend.
    let search: SiteSearch;
    beforeEach(async () => {
      store = await factory.make(fixtureDocs);
      search = createSiteSearch(store);
    });
    afterEach(async () => {
      search.close();
      await store.close();
      await factory.cleanup?.();
    });

    test('home news: newest first, five at most', async () => {
      expect(ids(await store.list(queries.homeNews()))).toEqual(['n8', 'n7', 'n6', 'n5', 'n4']);
    });

    test('news paging and the category filter (the chosen category shows its news)', async () => {
      expect(ids(await store.list(queries.newsPage(1)))).toEqual(['n8', 'n7', 'n6', 'n5']);
      expect(ids(await store.list(queries.newsPage(3)))).toEqual(['n0']);
      expect(ids(await store.list(queries.newsPage(1, 'Mobility')))).toEqual(['n6', 'n3', 'n0']);
      expect(ids(await store.list(queries.newsPage(1, 'All')))).toHaveLength(4);
      expect(await store.count(queries.newsPage(1, 'Mobility'))).toBe(3);
    });

    test('a document that fails its schema is skipped', async () => {
      const all = await store.list(queries.newestNews(100));
      expect(ids(all)).not.toContain('broken');
      expect(all).toHaveLength(9);
    });

    test('blogs: home limit, topic filter, spotlight, by id field, by vertical and type', async () => {
      expect(await store.list(queries.homeBlogs())).toHaveLength(8);
      expect(ids(await store.list(queries.blogsPage(2, 'Specialty Polymers')))).toEqual(['b0']);
      expect(ids(await store.list(queries.spotlight()))).toEqual(['b2', 'b1', 'b0']);
      const [blog] = await store.list(queries.blogById('b1'));
      expect(blog?.heading).toBe('Blog 1?');
      expect(blog?.comments).toEqual([{ user: 'Ana', comment: 'First', profilePic: '' }]);
      expect(ids(await store.list(queries.insightsByVertical('Mobility', 'Publication')))).toEqual(['b8', 'b4', 'b0']);
      expect(ids(await store.list(queries.insightsByVertical('Mobility', 'Article')))).toEqual(['b6', 'b2']);
    });

    test('dates come back as ISO strings', async () => {
      const [first] = await store.list(queries.homeNews());
      expect(first?.date).toBe('2026-01-09T09:00:00.000Z');
    });

    test('events: pages of five, category filter, three latest', async () => {
      expect(ids(await store.list(queries.eventsPage(1)))).toEqual(['e6', 'e5', 'e4', 'e3', 'e2']);
      expect(ids(await store.list(queries.eventsPage(2)))).toEqual(['e1', 'e0']);
      expect(ids(await store.list(queries.eventsPage(1, 'Composites')))).toEqual(['e6', 'e5', 'e4']);
      expect(ids(await store.list(queries.recentEvents()))).toEqual(['e6', 'e5', 'e4']);
      expect(await store.count({ ...queries.eventsPage(1), limit: undefined })).toBe(7);
      // A limit bounds the count: it never reads more than it may report.
      expect(await store.count(queries.eventsPage(1))).toBe(5);
    });

    test('a page after a cursor, and the page before one, read only what they show', async () => {
      const firstPage = await store.list(queries.eventsPage(1));
      const last = firstPage.at(-1)!;
      expect(ids(await store.list(queries.eventsPage({ page: 2, after: cursorOf(last) })))).toEqual(['e1', 'e0']);
      const second = await store.list(queries.eventsPage({ page: 2, after: cursorOf(last) }));
      // Back from page 2: the five just before its first item, in the list's order.
      expect(ids(await store.list(queries.eventsPage({ page: 1, before: cursorOf(second[0]!) })))).toEqual(['e6', 'e5', 'e4', 'e3', 'e2']);
      expect(ids(await store.list({ ...queries.eventsPage({ page: 1, before: cursorOf(second[0]!) }), limit: 2 }))).toEqual(['e3', 'e2']);
      // Filtered: the category's order.
      expect(ids(await store.list(queries.eventsPage({ page: 2, after: cursorOf(firstPage[0]!) }, 'Composites')))).toEqual(['e5', 'e4']);
    });

    test("ties in the order go by id, in the order's direction", async () => {
      const date = '2026-03-01T00:00:00.000Z';
      for (const id of ['t-a', 't-c', 't-b']) await store.set('news', id, { date, heading: id, desc: 'x' });
      expect(ids(await store.list(queries.homeNews())).slice(0, 3)).toEqual(['t-c', 't-b', 't-a']);
      expect(ids(await store.list({ ...queries.newsPage({ page: 2, after: [date, 't-c'] }), limit: 2 }))).toEqual(['t-b', 't-a']);
    });

    test('banner by page name, compendiums by category newest first, job openings', async () => {
      const [banner] = await store.list(queries.bannerByPage('Mobility'));
      expect(banner?.heading).toBe('Moving chemistry');
      expect(await store.list(queries.bannerByPage('Nowhere'))).toEqual([]);
      expect(ids(await store.list(queries.compendiumsByCategory('Mobility')))).toEqual(['c2', 'c1']);
      expect(ids(await store.list(queries.jobOpenings()))).toEqual(['j2', 'j1']);
    });

    test('batch walks a collection in id order, each document once, skipping broken ones', async () => {
      const seen: string[] = [];
      let after: string | undefined;
      let batches = 0;
      do {
        const { docs, next } = await store.batch('news', after, 4);
        seen.push(...ids(docs));
        after = next;
        batches++;
      } while (after !== undefined);
      expect(seen).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8']);
      // Ten stored documents ('broken' included) in batches of four.
      expect(batches).toBe(3);
    });

    test('get by document id', async () => {
      expect((await store.get('events', 'e3'))?.heading).toBe('Event 3');
      expect(await store.get('events', 'nope')).toBeNull();
    });

    test('create is create-only and stamps the server time', async () => {
      const before = Date.now();
      expect(await store.create('subscribers', 'h1', { email: 'a@b.co' })).toBe(true);
      expect(await store.create('subscribers', 'h1', { email: 'other@b.co' })).toBe(false);
      const saved = await store.get('subscribers', 'h1');
      expect(saved?.email).toBe('a@b.co');
      expect(Date.parse(saved!.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    });

    test('set creates and overwrites', async () => {
      await store.set('queries', 'u1_1', { user: 'Ana', question: 'One?', email: 'a@b.co' });
      await store.set('queries', 'u1_1', { user: 'Ana', question: 'Two?', email: 'a@b.co' });
      expect((await store.get('queries', 'u1_1'))?.question).toBe('Two?');
    });

    test('update replaces the fields given of an existing document only', async () => {
      await store.set('subscribers', 'up', { email: 'a@b.co', status: 'pending', topics: ['Mobility'] });
      expect(await store.update('subscribers', 'up', { status: 'confirmed', topics: ['Mobility', 'Speciality Polymers'] })).toBe(true);
      expect(await store.get('subscribers', 'up')).toMatchObject({ email: 'a@b.co', status: 'confirmed', topics: ['Mobility', 'Speciality Polymers'] });
      expect(await store.update('subscribers', 'none', { status: 'confirmed' })).toBe(false);
      expect(await store.get('subscribers', 'none')).toBeNull();
    });

    test('updateIf writes only while the fields hold what the caller expects, once of many racing', async () => {
      await store.set('subscribers', 'cas', { email: 'a@b.co', status: 'pending', topics: [] });
      expect(await store.updateIf('subscribers', 'cas', { status: 'confirmed' }, { topics: ['Mobility'] })).toBe(false);
      expect(await store.updateIf('subscribers', 'cas', { status: 'pending', confirmedAt: null }, { status: 'confirmed' })).toBe(true);
      expect(await store.get('subscribers', 'cas')).toMatchObject({ status: 'confirmed', topics: [] });
      expect(await store.updateIf('subscribers', 'none', { status: 'pending' }, { status: 'confirmed' })).toBe(false);
      expect(await store.get('subscribers', 'none')).toBeNull();
      // Five claims of one state: one wins.
      await store.set('subscribers', 'race', { email: 'r@b.co', status: 'pending', topics: [] });
      const wins = await Promise.all(['Mobility', 'Composites', 'Surfactants', 'Microbials', 'Construction'].map((topic) => store.updateIf('subscribers', 'race', { status: 'pending' }, { status: 'confirmed', topics: [topic] })));
      expect(wins.filter(Boolean)).toHaveLength(1);
    });

    test('a list field holds a value, or is empty: counted and listed alike', async () => {
      await store.set('subscribers', 'f1', { email: 'f1@b.co', status: 'confirmed', topics: ['Mobility', 'Speciality Polymers'] });
      await store.set('subscribers', 'f2', { email: 'f2@b.co', status: 'pending', topics: ['Mobility'] });
      await store.set('subscribers', 'f3', { email: 'f3@b.co', status: 'confirmed', topics: [] });
      const following = (topic: string, status: string) => ({
        collection: 'subscribers' as const,
        where: [
          { field: 'status', value: status },
          { field: 'topics', value: topic, op: 'contains' as const },
        ],
      });
      expect(await store.count(following('Mobility', 'confirmed'))).toBe(1);
      expect(await store.count(following('Mobility', 'pending'))).toBe(1);
      expect(await store.count(following('Specialty Polymers', 'confirmed'))).toBe(0);
      const all = { collection: 'subscribers' as const, where: [{ field: 'status', value: 'confirmed' }, { field: 'topics', value: '', op: 'empty' as const }] };
      expect(await store.count(all)).toBe(1);
      expect((await store.list(all)).map((doc) => doc.id)).toEqual(['f3']);
    });

    test('remove deletes once; a removed searched document leaves the search', async () => {
      await store.set('subscribers', 'gone', { email: 'a@b.co' });
      expect(await store.remove('subscribers', 'gone')).toBe(true);
      expect(await store.get('subscribers', 'gone')).toBeNull();
      expect(await store.remove('subscribers', 'gone')).toBe(false);
      // A document written now, and one the store held before its index was filled (a seeded event).
      await store.set('news', 'zx', { date: '2026-01-01', heading: 'Zirconium outlook', desc: 'D' });
      await eventually(async () => ((await search.search({ query: 'zirconium', limit: 5 })).length === 1 ? true : undefined));
      expect((await search.search({ query: 'event 2', kind: 'event', limit: 5 }))[0]!.hits.map((hit) => hit.id)).toContain('event:e2');
      await store.remove('news', 'zx');
      await store.remove('events', 'e2');
      await eventually(async () => ((await search.search({ query: 'zirconium', limit: 5 })).length === 0 ? true : undefined));
      await eventually(async () => ((await search.search({ query: 'event 2', kind: 'event', limit: 5 }))[0]?.hits.some((hit) => hit.id === 'event:e2') ? undefined : true));
    });

    test('search: words, word beginnings and typos; grouped by kind; every word first; a news hit leads to its page', async () => {
      const groups = await search.search({ query: 'news', limit: 3 });
      const news = groups.find((group) => group.kind === 'news')!;
      expect(news.total).toBe(9); // the broken item is not indexed
      expect(news.hits).toHaveLength(3);
      expect(news.hits[0]!.terms).toEqual(['news']);
      // Several words: the event holding both (one through a forgiven typo) first, those holding one after.
      const [events] = await search.search({ query: 'Evnet 3', kind: 'event', limit: 5 });
      expect(events!.hits[0]).toMatchObject({ id: 'event:e3', url: '/events/e3' });
      expect(events!.hits.slice(1).every((hit) => hit.title.startsWith('Event '))).toBe(true);
      const [oldest] = await search.search({ query: 'news 0', kind: 'news', limit: 1 });
      expect(oldest!.hits[0]!.url).toBe('/news/n0');
      expect(await search.search({ query: 'zqxj', limit: 5 })).toEqual([]);
    });

    test("search follows writes: a new document is found, a changed one by its new words only", async () => {
      expect(await search.search({ query: 'quokkaplast', limit: 5 })).toEqual([]);
      await store.set('news', 'n9', { date: '2026-02-01T00:00:00.000Z', heading: 'Quokkaplast cracking scales up', desc: 'New' });
      await store.set('events', 'e0', { date: fixtureDay(0), heading: 'Wombatene day', description: '<p>x</p>', category: 'Mobility', images: [] });
      const found = await eventually(async () => {
        const groups = await search.search({ query: 'quokkaplast', limit: 5 });
        return groups.length > 0 ? groups : undefined;
      });
      expect(found[0]!.hits.map((hit) => [hit.id, hit.url])).toEqual([['news:n9', '/news/n9']]);
      await eventually(async () => ((await search.search({ query: 'wombatene', kind: 'event', limit: 5 })).length > 0 ? true : undefined));
      // Its former title's words find it no more (the other events hold 'event').
      const [formerly] = await search.search({ query: 'event 0', kind: 'event', limit: 10 });
      expect(formerly!.hits.map((hit) => hit.id)).not.toContain('event:e0');
    });

    test('a search that finds nothing is offered a close spelling the index holds', async () => {
      expect(await search.search({ query: 'Evnte', kind: 'event', limit: 5 })).toEqual([]); // two slips in five letters
      expect(await search.suggestion('Evnte 3')).toBe('event 3');
      expect(await search.suggestion('event 3')).toBeNull();
      expect(await search.suggestion('zqxjv')).toBeNull();
    });

    test('search titles: any whole word of a damaged link, one kind', async () => {
      expect((await search.titles('insight', ['blog', '7'], 3)).map((hit) => hit.id)[0]).toBe('insight:b7');
      expect(await search.titles('opening', ['blog'], 3)).toEqual([]);
    });

    test('watch reports the current result, then changes', async () => {
      const seen: string[][] = [];
      const unsubscribe = store.watch(queries.homeNews(), (docs) => seen.push(ids(docs)));
      await waitFor(() => (seen.length >= 1 ? true : undefined));
      expect(seen[0]).toEqual(['n8', 'n7', 'n6', 'n5', 'n4']);
      await store.set('news', 'n9', { date: '2026-02-01T00:00:00.000Z', heading: 'Fresh', desc: 'New' });
      const latest = await waitFor(() => seen.find((list) => list[0] === 'n9'));
      expect(latest).toEqual(['n9', 'n8', 'n7', 'n6', 'n5']);
      unsubscribe();
    });

    test('a watcher that joins right after a write does not swallow that change for the others', async () => {
      const first: string[][] = [];
      const stopFirst = store.watch(queries.homeNews(), (docs) => first.push(ids(docs)));
      await waitFor(() => (first.length >= 1 ? true : undefined));
      await store.set('news', 'n9', { date: '2026-02-01T00:00:00.000Z', heading: 'Fresh', desc: 'New' });
      const stopSecond = store.watch(queries.homeNews(), () => {});
      expect(await waitFor(() => first.find((list) => list[0] === 'n9'))).toEqual(['n9', 'n8', 'n7', 'n6', 'n5']);
      stopFirst();
      stopSecond();
    });

    test('follow reports writes and removals in a published collection, from a moment on', async () => {
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      await pause(20);
      const since = new Date();
      await pause(20);
      await store.set('news', 'n9', { date: '2026-02-01T00:00:00.000Z', heading: 'Fresh', desc: 'New' });
      const seen: Changes<'news'>[] = [];
      const stop = store.follow('news', since, (changes) => seen.push(changes));
      const written = () => seen.flatMap((changes) => changes.written.map((doc) => `${doc.id}:${doc.heading}`));
      const removed = () => seen.flatMap((changes) => changes.removed);
      // Written before the follower came, after its moment: reported first.
      await waitFor(() => (written().includes('n9:Fresh') ? true : undefined));
      await store.update('news', 'n9', { heading: 'Fresher' });
      await waitFor(() => (written().includes('n9:Fresher') ? true : undefined));
      await store.remove('news', 'n8');
      await waitFor(() => (removed().includes('n8') ? true : undefined));
      // Other collections, and what the fixture wrote before the moment, are not reported.
      await store.set('events', 'e9', { date: fixtureDay(0), heading: 'Elsewhere', description: '<p>x</p>', category: 'Mobility', images: [] });
      await store.set('subscribers', 's9', { email: 'a@b.co' });
      stop();
      const after = seen.length;
      await store.set('news', 'n10', { date: '2026-02-02T00:00:00.000Z', heading: 'Unseen', desc: 'New' });
      await pause(600);
      expect(seen.length).toBe(after);
      expect(written().every((entry) => entry.startsWith('n9:'))).toBe(true);
      expect(removed()).toEqual(['n8']);
    });
  });
}
