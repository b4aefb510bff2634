// The site search's index (lib/search/fts.ts) over 50,000 generated documents of about 2,000
// characters (SEARCH_TEXT_LENGTH): how long the index takes to fill, its size on disk, and how
// long a results page's search takes (p50, p95, max) and its longest single statement (the time
// the event loop is held), for words, word beginnings, typos and two-word queries.
// Run: npm run bench:search [-- --count 1000] (figures in docs/findability.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { SEARCH_KINDS, type SearchDoc } from '../lib/search/engine';
import { indexDocs, SEARCH_SCHEMA, searchGroups } from '../lib/search/fts';

const countArg = process.argv.indexOf('--count');
const COUNT = countArg > 0 ? Number(process.argv[countArg + 1]) : 50_000;
const QUERIES = 400;

// A vocabulary like the site's: chemistry, markets and places, plus filler, within a long tail of
// other words drawn by Zipf's law, as words occur in real text (a few very common, most rare).
const WORDS = `polymers polyolefins packaging adhesives sealants coatings catalysts cathode anode battery lithium sodium
hydrogen ammonia methanol ethylene propylene butadiene aromatics solvents surfactants emulsifiers enzymes flavours
fragrances cosmetics pigments resins elastomers composites lightweighting recycling circularity biodegradable feedstock
capacity demand pricing margins tariffs regulation sustainability decarbonisation electrification mobility vehicles
storage grid semiconductors pharmaceuticals nutrition beverages dairy proteins ingredients supply chain logistics Europe
Asia India China America Düsseldorf Rotterdam Singapore Mumbai Houston market growth forecast outlook investment plant
expansion merger acquisition strategy benchmarking pricing competition innovation technology patents startups`.split(/\s+/);
const FILLER = 'the of and to in for with on by from at as is are that this which how what new'.split(' ');

let seed = 42;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const SYLLABLES = 'ka lo mi ne ta ri so ve pu da fe gi ho ju ly mo nu pa qui ra se ti vo wa xe yo ze'.split(' ');
const TAIL = Array.from({ length: 5000 }, () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(SYLLABLES)).join(''));
const VOCABULARY = [...WORDS, ...TAIL].sort(() => random() - 0.5);
// Zipf (s = 1): the word of rank r is drawn with weight 1 / r.
const CUMULATIVE = VOCABULARY.map((_, r) => 1 / (r + 1)).map(((sum) => (w: number) => (sum += w))(0));
const zipf = () => {
  const target = random() * CUMULATIVE.at(-1)!;
  let lo = 0;
  let hi = CUMULATIVE.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (CUMULATIVE[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return VOCABULARY[lo]!;
};
const sentence = (n: number) => Array.from({ length: n }, () => (random() < 0.35 ? pick(FILLER) : zipf())).join(' ');

const docs: SearchDoc[] = Array.from({ length: COUNT }, (_, i) => ({
  id: `doc:${i}`,
  kind: pick(SEARCH_KINDS),
  title: sentence(8),
  text: Array.from({ length: 5 }, () => sentence(60)).join('. '),
  url: `/doc/${i}`,
}));

const typo = (word: string) => (word.length < 5 ? word : `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`.replace(/^(..)(.)/, '$1x'));
const queries = Array.from({ length: QUERIES }, (_, i) => {
  const word = pick(WORDS);
  switch (i % 4) {
    case 0:
      return word;
    case 1:
      return word.slice(0, Math.max(3, Math.floor(word.length / 2)));
    case 2:
      return typo(word).slice(0, word.length);
    default:
      return `${word} ${pick(WORDS)}`;
  }
});

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const db = new Database(path.join(dir, 'search.db'));
  db.exec(SEARCH_SCHEMA);
  const t0 = performance.now();
  for (let i = 0; i < docs.length; i += 500) indexDocs(db, docs.slice(i, i + 500));
  const buildMs = performance.now() - t0;

  // The longest the event loop is held: sampled while the searches run (each awaits between statements).
  const held = monitorEventLoopDelay({ resolution: 5 });
  const request = (query: string, i: number) => (i % 2 ? { query, limit: 5 } : { query, kind: SEARCH_KINDS[0], limit: 10, offset: 10 });
  for (const [i, query] of queries.slice(0, 20).entries()) await searchGroups(db, request(query, i)); // warm up
  held.enable();
  const times: number[] = [];
  let hits = 0;
  for (const [i, query] of queries.entries()) {
    const start = performance.now();
    hits += (await searchGroups(db, request(query, i))).reduce((sum, group) => sum + group.total, 0);
    times.push(performance.now() - start);
  }
  held.disable();
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;

  const result = {
    documents: COUNT,
    queries: QUERIES,
    fillMs: Math.round(buildMs),
    fileMB: Math.round(fs.statSync(path.join(dir, 'search.db')).size / 1e6),
    searchMs: { p50: +at(50).toFixed(1), p95: +at(95).toFixed(1), max: +times.at(-1)!.toFixed(1) },
    eventLoopHeldMaxMs: Math.round(held.max / 1e6),
    meanMatches: Math.round(hits / QUERIES),
    machine: `${process.platform} ${process.arch}, Node ${process.version}`,
  };
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(JSON.stringify(result, null, 2));
}

void main();
