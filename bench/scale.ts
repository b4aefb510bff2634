/**
 * What each kind of request costs the store at 1,000 and at 50,000 insights, in both backends:
 * the documents it reads (as Firestore bills them: every document a query or a point read
 * returns, a missing one included, and one per 1,000 entries an aggregation counts) and the
 * time the store takes. Each kind makes the store calls its page makes (lib/data/queries.ts).
 *
 *   npm run bench:scale [-- --sizes 1000,50000 --backends local,firebase]
 *
 * Writes bench/results/scale.md. Generated archives: insights with 5 to 10 kB HTML bodies over ten
 * years, every topic and vertical, 1 % flagged spotlight; news and events a tenth as many each.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Firestore, Query, type QuerySnapshot } from 'firebase-admin/firestore';
import { INSIGHT_TOPICS, VERTICALS } from '../content/categories';
import { commentsPage } from '../lib/comments/insight-comments';
import { createFirestoreStore } from '../lib/data/firestore';
import { cursorOf, queries, type ListQuery } from '../lib/data/queries';
import type { SeedDoc } from '../lib/data/seed';
import { createSqliteStore, importDocs, openDatabase } from '../lib/data/sqlite';
import type { Store } from '../lib/data/store';
import { createSiteSearch, type SiteSearch } from '../lib/search/replica';
import { folderShelf, SNAPSHOT_FORMAT } from '../lib/search/snapshot';
import { idCandidates } from '../lib/routing/deep-links';
import { startOfficialFirestore } from '../tests/support/official-firestore';

const args = new Map(process.argv.slice(2).flatMap((arg, i, all) => (arg.startsWith('--') ? [[arg.slice(2), all[i + 1] ?? '']] : [])));
const SIZES = (args.get('sizes') ?? '1000,50000').split(',').map(Number);
const BACKENDS = (args.get('backends') ?? 'local,firebase').split(',') as ('local' | 'firebase')[];

const DAY = 86_400_000;
const START = Date.UTC(2016, 0, 1);
const TOPICS = INSIGHT_TOPICS.filter((t) => t !== 'All');
const WORDS = 'polymer ethylene cracker margin capacity demand propylene catalyst regulation feedstock coatings surfactant biobased recycling'.split(' ');

function body(i: number): string {
  const paragraphs: string[] = [];
  const target = 5_000 + (i % 6) * 1_000;
  let size = 0;
  for (let p = 0; size < target; p++) {
    const text = Array.from({ length: 60 }, (_, w) => WORDS[(i * 7 + p * 13 + w) % WORDS.length]).join(' ');
    paragraphs.push(`<p>${text}.</p>`);
    size += text.length + 8;
  }
  return paragraphs.join('\n');
}

/** The i-th of n documents spread over ten years, the later the higher i. */
const date = (i: number, n: number) => new Date(START + Math.floor((i / n) * 10 * 365 * DAY) + (i % 24) * 3_600_000).toISOString();

/** The insight that has COMMENTED comments. */
const COMMENTED_BLOG = 'b-000000';
const COMMENTED = 10_000;

/** An archive of `size` insights over ten years, a tenth as many news items and events, and one insight's 10,000 comments. */
export function archive(size: number): SeedDoc[] {
  const blogs = Array.from({ length: size }, (_, i): SeedDoc => {
    const id = `b-${String(i).padStart(6, '0')}`;
    return {
      collection: 'blogs',
      id,
      data: {
        id,
        heading: `Market note ${i}: ${WORDS[i % WORDS.length]} outlook`,
        image: '/images/blogs/european-crackers.jpg',
        author: 'Analyst',
        short: `Summary ${i}`,
        description: body(i),
        category: TOPICS[i % TOPICS.length],
        date: date(i, size),
        pagetype: VERTICALS[i % VERTICALS.length],
        insighttype: i % 2 ? 'Article' : 'Publication',
        isspotlight: i % 100 === 0 ? 'true' : 'false',
        comments: [],
        formerHeadings: [],
      },
    };
  });
  const tenth = Math.max(10, Math.floor(size / 10));
  const news = Array.from({ length: tenth }, (_, i): SeedDoc => ({ collection: 'news', id: `n-${i}`, data: { date: date(i, tenth), heading: `News ${i}`, desc: body(i).slice(0, 1_500), category: 'Mobility' } }));
  const events = Array.from({ length: tenth }, (_, i): SeedDoc => ({
    collection: 'events',
    id: `e-${i}`,
    data: { date: date(i, tenth), heading: `Event ${i}`, description: body(i).slice(0, 2_000), category: 'Composites', images: [] },
  }));
  // One insight with a busy discussion: its first page of comments must cost what a quiet one's does.
  const comments = Array.from({ length: COMMENTED }, (_, i): SeedDoc => ({
    collection: 'insight_comments',
    id: `c-${String(i).padStart(5, '0')}`,
    data: { blogId: COMMENTED_BLOG, user: `Reader ${i}`, comment: `Comment ${i} on the outlook`, profilePic: '', date: date(i, COMMENTED), status: 'shown' },
  }));
  return [...blogs, ...news, ...events, ...comments];
}

/** A document's size as JSON: about what reading it moves over the wire. */
const sizeOf = (docs: unknown[]) => docs.reduce<number>((sum, doc) => sum + JSON.stringify(doc).length, 0);

/** The port, counting what Firestore would bill (a follower's deliveries as its listener's reads) and the bytes read. */
function counting(store: Store) {
  let reads = 0;
  let bytes = 0;
  const counted: Store = {
    ...store,
    async list(query) {
      const docs = await store.list(query);
      // An offset's skipped documents are read (and billed) too.
      reads += Math.max(1, docs.length + (query.offset ?? 0));
      bytes += sizeOf(docs);
      return docs;
    },
    async get(collection, id) {
      reads += 1;
      const doc = await store.get(collection, id);
      bytes += sizeOf([doc]);
      return doc;
    },
    async batch(collection, after, size) {
      const result = await store.batch(collection, after, size);
      reads += Math.max(1, result.docs.length);
      bytes += sizeOf(result.docs);
      return result;
    },
    follow(collection, since, onChange) {
      return store.follow(collection, since, (changes) => {
        reads += changes.written.length + changes.removed.length;
        bytes += sizeOf(changes.written);
        onChange(changes);
      });
    },
    async count(query) {
      const n = await store.count(query);
      reads += Math.max(1, Math.ceil(n / 1000));
      return n;
    },
  };
  /** The reads and bytes since the last take. */
  function take() {
    const taken = { reads, bytes };
    reads = 0;
    bytes = 0;
    return taken;
  }
  return { store: counted, take };
}

type Kind = { name: string; run: (store: Store, search: SiteSearch) => Promise<unknown> };

/** The store calls of each kind of request; `middle` is a cursor halfway through the archive. */
function kinds(middle: ListQuery['after'], articleId: string): Kind[] {
  const lookahead = <Q extends ListQuery>(q: Q): Q => ({ ...q, limit: (q.limit ?? 0) + 1 });
  return [
    { name: '/insights (page 1, spotlight)', run: (s) => Promise.all([s.list(lookahead(queries.blogsPage(1))), s.list(queries.spotlight())]) },
    { name: '/insights?page=N&after= (halfway, by cursor)', run: (s) => s.list(lookahead(queries.blogsPage({ page: 2, after: middle }))) },
    { name: '/insights?page=N&before= (halfway, by cursor)', run: (s) => s.list(lookahead(queries.blogsPage({ page: 2, before: middle }))) },
    { name: '/insights?page=50 (no cursor: offset, the deepest allowed)', run: (s) => s.list(lookahead(queries.blogsPage(50))) },
    { name: '/insights?topic=Mobility&page=N&after=', run: (s) => s.list(lookahead(queries.blogsPage({ page: 2, after: middle }, 'Mobility'))) },
    {
      name: 'an article (by id, related)',
      run: async (s) => {
        const [blog] = await s.list(queries.blogById(articleId));
        return s.list(queries.relatedBlogs(blog!.category));
      },
    },
    {
      name: 'an industry page (banner, insights, compendiums)',
      run: (s) =>
        Promise.all([
          s.list(queries.bannerByPage('Mobility')),
          s.list(queries.insightsByVertical('Mobility', 'Publication')),
          s.list(queries.insightsByVertical('Mobility', 'Article')),
          s.list(queries.compendiumsByCategory('Mobility')),
        ]),
    },
    { name: `an article's newest comments and their count (${COMMENTED.toLocaleString('en')} on it)`, run: (s) => commentsPage(s, COMMENTED_BLOG) },
    {
      name: `an article's older comments, halfway through ${COMMENTED.toLocaleString('en')} (by cursor)`,
      run: (s) => commentsPage(s, COMMENTED_BLOG, [date(COMMENTED / 2, COMMENTED), 'c-05000']),
    },
    { name: 'a junk link /insights/x/<unknown id>', run: (s) => Promise.all(idCandidates(['Some-Old-Heading', 'b-nope']).map((id) => s.get('blogs', id))) },
    { name: 'a link by a known id', run: (s) => Promise.all(idCandidates(['Old-Heading', articleId]).map((id) => s.get('blogs', id))) },
    { name: 'a search, every kind (five each)', run: (_s, search) => search.search({ query: 'polymer capacity', limit: 5 }) },
    { name: "a search, one kind's third page (with a typo)", run: (_s, search) => search.search({ query: 'catalsyt', kind: 'insight', limit: 10, offset: 20 }) },
    {
      name: "an instance's start without a snapshot: the search index walks the store",
      run: async (s) => {
        const search = createSiteSearch(s);
        await search.ready();
        search.close();
      },
    },
  ];
}

type Row = { name: string; reads: number; kB: number; ms: number };

/** Insights published after the snapshot was written, before the next instance starts: a busy day's. */
const PUBLISHED_SINCE = 20;

async function measure(store: Store, size: number): Promise<Row[]> {
  const { store: counted, take } = counting(store);
  // Not counted: finding a cursor halfway through the archive and one article's id.
  const half = await store.list({ ...queries.blogsPage(1), limit: 1, offset: Math.floor(size / 2) });
  const middle = cursorOf(half[0]!);
  const rows: Row[] = [];
  const row = (name: string, ms: number) => {
    const { reads, bytes } = take();
    rows.push({ name, reads, kB: bytes / 1024, ms });
  };
  // The instance's own index, filled by the first search's warm-up (the fill has a row of its own).
  const search = createSiteSearch(counted);
  try {
    for (const kind of kinds(middle, half[0]!.id)) {
      await kind.run(counted, search); // warm
      take();
      const started = performance.now();
      await kind.run(counted, search);
      row(kind.name, performance.now() - started);
    }
  } finally {
    search.close();
  }

  // The snapshot (lib/search/snapshot.ts): written by one instance, then a new instance starts from it.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-snapshot-'));
  const shelf = folderShelf(dir);
  const writer = createSiteSearch(store, shelf);
  try {
    await writer.ready();
    // The instance that walked leaves a snapshot of its own: the scheduler's run below is timed alone.
    for (let i = 0; i < 600 && !(await shelf.latest(SNAPSHOT_FORMAT)); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    take();
    let started = performance.now();
    await writer.snapshot();
    row("the snapshot written (the scheduler's hourly call, one instance)", performance.now() - started);
    snapshotBytes.set(size, fs.readdirSync(dir).reduce((sum, name) => sum + fs.statSync(path.join(dir, name)).size, 0));
    const blog = archive(1)[0]!;
    for (let i = 0; i < PUBLISHED_SINCE; i++) {
      await store.set('blogs', `b-since-${i}`, { ...blog.data, id: `b-since-${i}`, heading: `Published since ${i}`, date: new Date().toISOString() } as never);
    }
    take();
    started = performance.now();
    const fresh = createSiteSearch(counted, shelf);
    try {
      // Until it answers: the index loaded, and what was published since followed.
      for (;;) {
        const [hits] = await fresh.search({ query: `Published since ${PUBLISHED_SINCE - 1}`, kind: 'insight', limit: 1 });
        if (hits?.hits[0]?.title === `Published since ${PUBLISHED_SINCE - 1}`) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      row(`an instance's start from the snapshot, ${PUBLISHED_SINCE} insights published since (until its first search finds the last)`, performance.now() - started);
    } finally {
      fresh.close();
    }
  } finally {
    writer.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

/** The snapshot's packed size at each archive size (of the last backend measured). */
const snapshotBytes = new Map<number, number>();

async function local(size: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  const file = path.join(dir, 'site.db');
  const db = openDatabase(file);
  importDocs(db, archive(size));
  // Written over the years, not this minute: the change log has them an hour back at the latest.
  db.prepare("UPDATE changes SET at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hour')").run();
  db.close();
  const store = createSqliteStore(file);
  try {
    return await measure(store, size);
  } finally {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What a listener bills: every document of its first result, then every document added or
 * changed. Counted for all listeners the store attaches (Query.onSnapshot, patched for the bench).
 */
let listenerReads = 0;
const onSnapshot = Query.prototype.onSnapshot;
Query.prototype.onSnapshot = function (this: Query, onNext: (snapshot: QuerySnapshot) => void, onError?: (error: Error) => void) {
  return onSnapshot.call(
    this,
    (snapshot: QuerySnapshot) => {
      listenerReads += snapshot.docChanges().length;
      onNext(snapshot);
    },
    onError,
  );
} as typeof onSnapshot;

const IDLE_MS = Number(args.get('idle-seconds') ?? 60) * 1000;

async function firebase(size: number) {
  const emulator = await startOfficialFirestore({ port: 8390 });
  const db = new Firestore({ projectId: `bench-scale-${size}`, host: emulator.host, ssl: false });
  try {
    const writer = db.bulkWriter();
    // Stamped as the port stamps a write, an hour back at the latest (written over the years).
    const written = new Date(Date.now() - 3_600_000);
    for (const doc of archive(size)) void writer.set(db.collection(doc.collection).doc(doc.id), { ...doc.data, timestamp: written });
    await writer.close();
    const store = createFirestoreStore(new Firestore({ projectId: `bench-scale-${size}`, host: emulator.host, ssl: false }));
    try {
      const rows = await measure(store, size);
      // An idle instance: its search index filled and following changes, no request for a minute.
      const search = createSiteSearch(store);
      await search.ready();
      listenerReads = 0;
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      search.close();
      return [...rows, { name: `an idle instance, ${IDLE_MS / 60_000} min (its listeners, after the fill)`, reads: listenerReads, kB: 0, ms: IDLE_MS }];
    } finally {
      await store.close();
    }
  } finally {
    await db.terminate();
    await emulator.stop();
  }
}

/** `part` as a share of `whole`, as the results state it. */
const ratio = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toPrecision(2)} %` : 'n/a');

async function main() {
  const results = new Map<string, Awaited<ReturnType<typeof local>>>();
  for (const backend of BACKENDS) {
    for (const size of SIZES) {
      console.log(`[scale] ${backend}, ${size} insights ...`);
      results.set(`${backend}:${size}`, backend === 'local' ? await local(size) : await firebase(size));
    }
  }
  const lines = [
    '# Scale: what each kind of request costs the store',
    '',
    `\`npm run bench:scale -- --sizes ${SIZES.join(',')} --backends ${BACKENDS.join(',')}\` on ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}.`,
    'Documents read as Firestore bills them (every document returned, a missing one on a point read, skipped ones of an offset); time at the store, warm.',
    '',
  ];
  for (const backend of BACKENDS) {
    lines.push(`## ${backend === 'local' ? 'SQLite (local)' : 'Firestore (official emulator)'}`, '');
    if (backend === 'firebase') lines.push('Reads include what the search index\'s listeners bill (lib/search/replica.ts).', '');
    const at = (what: string) => SIZES.map((s) => `${what} at ${s.toLocaleString('en')}`).join(' | ');
    lines.push(`| request | ${at('reads')} | ${at('kB read')} | ${at('ms')} |`);
    lines.push(`|---|${SIZES.map(() => '---:').join('|')}|${SIZES.map(() => '---:').join('|')}|${SIZES.map(() => '---:').join('|')}|`);
    const first = results.get(`${backend}:${SIZES[0]}`)!;
    first.forEach((row, i) => {
      const per = SIZES.map((s) => results.get(`${backend}:${s}`)![i]!);
      lines.push(`| ${row.name} | ${per.map((r) => r.reads.toLocaleString('en')).join(' | ')} | ${per.map((r) => Math.round(r.kB).toLocaleString('en')).join(' | ')} | ${per.map((r) => r.ms.toFixed(1)).join(' | ')} |`);
    });
    lines.push('');
    const walked = (s: number) => results.get(`${backend}:${s}`)!.find((r) => r.name.includes('without a snapshot'))!;
    const started = (s: number) => results.get(`${backend}:${s}`)!.find((r) => r.name.includes('from the snapshot'))!;
    lines.push(
      `An instance's start from the snapshot against one that walks the store: ${SIZES.map((s) => `at ${s.toLocaleString('en')}, ${ratio(started(s).kB, walked(s).kB)} of the bytes read and ${ratio(started(s).ms, walked(s).ms)} of the time`).join('; ')}.`,
      '',
    );
  }
  lines.push(`The snapshot's packed size: ${SIZES.map((s) => `${((snapshotBytes.get(s) ?? 0) / 1024 / 1024).toFixed(1)} MB at ${s.toLocaleString('en')}`).join(', ')} (the generated bodies repeat a few words, so a real archive's packs larger).`, '');
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/scale.md', `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
}

if (process.argv[1]?.endsWith('scale.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
