import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { Store } from '../data/store';
import { STORE_HARNESSES, type StoreHarness } from '@/tests/support/store-harness';
import { createSiteSearch, type SiteSearch } from './replica';
import { folderShelf, SNAPSHOT_FORMAT, SNAPSHOT_FRESH_MS, type SnapshotShelf } from './snapshot';

const HOUR = 3_600_000;

const blog = (n: number, heading: string) => ({
  id: `b${n}`,
  heading,
  date: new Date(Date.UTC(2026, 0, 1 + n)).toISOString(),
  category: 'Surfactants',
  pagetype: 'Mobility',
  insighttype: 'Article',
  isspotlight: 'false',
  comments: [],
  short: `${heading} in short`,
  description: `<p>${heading} at length.</p>`,
});

/** The port, counting the documents a walk reads (a listener's are the store's own business). */
function counting(store: Store) {
  const counts = { walked: 0 };
  const counted: Pick<Store, 'batch' | 'follow'> = {
    batch: async (collection, after, size) => {
      const result = await store.batch(collection, after, size);
      counts.walked += result.docs.length;
      return result;
    },
    follow: (collection, since, onChange) => store.follow(collection, since, onChange),
  };
  return { counted, counts };
}

async function eventually<T>(check: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const found = async (search: SiteSearch, query: string) => (await search.search({ query, kind: 'insight', limit: 10 }))[0]?.hits.map((hit) => hit.id) ?? [];

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-test-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe.each(STORE_HARNESSES)('the search snapshot (%s)', (_name, harness: () => StoreHarness) => {
  let h: StoreHarness;
  let store: Store;
  const searches: SiteSearch[] = [];
  beforeEach(async () => {
    h = harness();
    store = await h.make();
  }, 120_000);
  afterEach(async () => {
    searches.splice(0).forEach((search) => search.close());
    await h.cleanup();
  });
  const start = (port: Pick<Store, 'batch' | 'follow'>, shelf: SnapshotShelf) => {
    const search = createSiteSearch(port, shelf);
    searches.push(search);
    return search;
  };

  test('the first instance walks the store and leaves a snapshot; the next starts from it, reads no document and follows what changed since', async () => {
    const shelf = folderShelf(dir);
    await store.set('blogs', 'b1', blog(1, 'Xylozene margins'));
    await store.set('blogs', 'b2', blog(2, 'Prolumex capacity'));
    const first = counting(store);
    const a = start(first.counted, shelf);
    await a.ready();
    expect(first.counts.walked).toBeGreaterThanOrEqual(2);
    const left = await eventually(async () => (await shelf.latest(SNAPSHOT_FORMAT)) ?? undefined);
    expect(Date.now() - left.covers.getTime()).toBeLessThan(60_000);

    // Published and withdrawn after the snapshot: the next instance learns both from the store's changes.
    await store.set('blogs', 'b3', blog(3, 'Zyrbonate catalysts'));
    await store.remove('blogs', 'b2');
    const second = counting(store);
    const b = start(second.counted, shelf);
    await b.ready();
    expect(second.counts.walked).toBe(0);
    expect(await found(b, 'xylozene')).toEqual(['insight:b1']);
    await eventually(async () => ((await found(b, 'zyrbonate')).length === 1 ? true : undefined));
    await eventually(async () => ((await found(b, 'prolumex')).length === 0 ? true : undefined));
    // The site's own pages come from the release, not the snapshot.
    expect((await b.search({ query: 'mobility', kind: 'industry', limit: 5 }))[0]?.hits.length).toBeGreaterThan(0);
  });

  test("the scheduler's snapshot starts the next instance without a walk; a stale one, one of another format or an unreadable one is not used: the instance walks", async () => {
    const shelf = folderShelf(dir);
    await store.set('blogs', 'b1', blog(1, 'Xylozene margins'));
    const a = start(store, { latest: async () => null, put: (...args) => shelf.put(...args) });
    await a.ready();
    await eventually(async () => (await shelf.latest(SNAPSHOT_FORMAT)) ?? undefined);
    await store.set('blogs', 'b4', blog(4, 'Wolframite coatings'));
    await eventually(async () => ((await found(a, 'wolframite')).length === 1 ? true : undefined));
    const covers = await a.snapshot();
    const latest = (await shelf.latest(SNAPSHOT_FORMAT))!;
    expect(latest.covers).toEqual(covers);
    const bytes = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      latest.open().on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
    });

    const walks = async (offered: SnapshotShelf) => {
      const port = counting(store);
      const search = start(port.counted, offered);
      await search.ready();
      expect(await found(search, 'wolframite')).toEqual(['insight:b4']);
      return port.counts.walked;
    };
    const offering = (at: Date, packed: Buffer, format = SNAPSHOT_FORMAT): SnapshotShelf => ({
      latest: async (wanted) => (wanted === format ? { covers: at, open: () => Readable.from([packed]) } : null),
      put: async () => {},
    });
    expect(await walks(offering(covers, bytes))).toBe(0);
    expect(await walks(offering(new Date(Date.now() - SNAPSHOT_FRESH_MS - HOUR), bytes))).toBeGreaterThan(0);
    expect(await walks(offering(covers, bytes, 'another-format'))).toBeGreaterThan(0);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await walks(offering(covers, zlib.gzipSync('not an index')))).toBeGreaterThan(0);
    expect(await walks(offering(covers, bytes.subarray(0, bytes.length >> 1)))).toBeGreaterThan(0);
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining('[search] the snapshot could not be loaded, walking the store instead'),
      expect.stringContaining('[search] the snapshot could not be loaded, walking the store instead'),
    ]);
    warn.mockRestore();
  });

  test('what the store brings while the snapshot is read waits, then reaches the index; the snapshot is whole', async () => {
    const shelf = folderShelf(dir);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const slow: SnapshotShelf = {
      latest: async () => null,
      put: async (format, covers, packed) => {
        await gate;
        await shelf.put(format, covers, packed);
      },
    };
    const a = start(store, slow);
    await a.ready();
    const writing = a.snapshot();
    await store.set('blogs', 'b5', blog(5, 'Vanadite resins'));
    // Long enough for the store to deliver it (SQLite's poll is 250 ms): it waits for the copy.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await found(a, 'vanadite')).toEqual([]);
    open();
    await writing;
    await eventually(async () => ((await found(a, 'vanadite')).length === 1 ? true : undefined));
    const port = counting(store);
    const b = start(port.counted, shelf);
    await b.ready();
    expect(port.counts.walked).toBe(0);
    await eventually(async () => ((await found(b, 'vanadite')).length === 1 ? true : undefined));
  });
});

describe('a folder shelf', () => {
  const packed = (text: string) => Readable.from([zlib.gzipSync(text)]);
  const read = (stream: Readable) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      stream.pipe(zlib.createGunzip()).on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks).toString())).on('error', reject);
    });

  test('keeps the newest snapshot of each format whole, and drops the older ones', async () => {
    const shelf = folderShelf(path.join(dir, 'shelf'));
    expect(await shelf.latest('aaaa')).toBeNull();
    await shelf.put('aaaa', new Date(1_000), packed('first'));
    await shelf.put('aaaa', new Date(2_000), packed('second'));
    const latest = (await shelf.latest('aaaa'))!;
    expect(latest.covers).toEqual(new Date(2_000));
    expect(await read(latest.open())).toBe('second');
    expect(await shelf.latest('bbbb')).toBeNull();
    // Another release's format replaces the older release's snapshot.
    await shelf.put('bbbb', new Date(3_000), packed('third'));
    expect(fs.readdirSync(path.join(dir, 'shelf'))).toEqual(['search-bbbb-3000.db.gz']);
  });

  test('a snapshot written while another is read never mixes the two', async () => {
    const shelf = folderShelf(dir);
    await shelf.put('aaaa', new Date(1_000), packed('x'.repeat(100_000)));
    const reading = read((await shelf.latest('aaaa'))!.open());
    await shelf.put('aaaa', new Date(2_000), packed('y'.repeat(100_000)));
    expect(await reading).toBe('x'.repeat(100_000));
  });
});
