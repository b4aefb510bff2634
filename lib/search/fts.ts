import 'server-only';
import type Database from 'better-sqlite3';
import { formatCursor, PAGE_SIZE } from '../data/queries';
import { contentSearchDocs } from './documents';
import { editDistance, queryWords, SEARCH_KINDS, typosAllowed, type SearchDoc, type SearchHit, type SearchKind } from './engine';

/**
 * The site search's index: SQLite's full-text engine (FTS5) over the documents' titles, former
 * titles and opening text, in the embedded store's own file (local mode) or in each instance's
 * search file fed from Firestore (lib/search/replica.ts). It lives on disk, so a server holds a
 * few pages of it in memory however large the archive, and a write updates one row.
 */

/**
 * The tables: the documents as shown, and the full-text index over them (kept in step by
 * triggers). Released as the embedded store's migration 4: change it only by a new migration.
 */
export const SEARCH_SCHEMA = `
  CREATE TABLE search_docs (
    rowid INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    id TEXT NOT NULL,
    title TEXT NOT NULL,
    aliases TEXT NOT NULL,
    body TEXT NOT NULL,
    url TEXT NOT NULL,
    date TEXT
  );
  CREATE INDEX search_docs_by_date ON search_docs (kind, date, id);
  CREATE VIRTUAL TABLE search_text USING fts5 (
    title, aliases, body,
    content = 'search_docs', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 2'
  );
  CREATE VIRTUAL TABLE search_vocabulary USING fts5vocab (search_text, 'row');
  CREATE TRIGGER search_docs_insert AFTER INSERT ON search_docs BEGIN
    INSERT INTO search_text (rowid, title, aliases, body) VALUES (NEW.rowid, NEW.title, NEW.aliases, NEW.body);
  END;
  CREATE TRIGGER search_docs_delete AFTER DELETE ON search_docs BEGIN
    INSERT INTO search_text (search_text, rowid, title, aliases, body) VALUES ('delete', OLD.rowid, OLD.title, OLD.aliases, OLD.body);
  END;
  CREATE TRIGGER search_docs_update AFTER UPDATE ON search_docs BEGIN
    INSERT INTO search_text (search_text, rowid, title, aliases, body) VALUES ('delete', OLD.rowid, OLD.title, OLD.aliases, OLD.body);
    INSERT INTO search_text (rowid, title, aliases, body) VALUES (NEW.rowid, NEW.title, NEW.aliases, NEW.body);
  END;
`;

/**
 * Ranking (BM25): a word in the title counts three times one in the text, a former title twice.
 * Written into each ranking statement: FTS5's own `rank` column ranks every match before it
 * applies a rowid range, this ranks only the range's.
 */
const SCORE = 'bm25(search_text, 3.0, 2.0, 1.0)';

/** How many close spellings of a mistyped word a query tries, the most used first. */
const SPELLINGS = 8;

/**
 * Each kind's documents take rowids in a range of their own (in the order they were first
 * indexed), so a search reads one kind by a rowid range, which the index serves without touching
 * the other kinds.
 */
const KIND_SPAN = 2 ** 40;
function rowids(kind: SearchKind): [from: number, to: number] {
  const position = SEARCH_KINDS.indexOf(kind) + 1;
  return [position * KIND_SPAN, (position + 1) * KIND_SPAN];
}

/**
 * A search counts a kind's matches up to this many, and ranks at most this many of them (the
 * latest indexed): a word nearly every document holds costs what a rarer one does, however large
 * the archive. A visitor pages through 500 at most.
 */
export const MATCHES_RANKED = 2_000;

type Row = { key: string; kind: SearchKind; id: string; title: string; aliases: string; body: string; url: string; date: string | null };

/** Writes documents to the index, replacing any with the same key. */
export function indexDocs(db: Database.Database, docs: readonly SearchDoc[]) {
  const upsert = db.prepare(
    `INSERT INTO search_docs (rowid, key, kind, id, title, aliases, body, url, date)
     VALUES ((SELECT coalesce(max(rowid), ?) + 1 FROM search_docs WHERE rowid >= ? AND rowid < ?), ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET kind = excluded.kind, id = excluded.id, title = excluded.title, aliases = excluded.aliases,
       body = excluded.body, url = excluded.url, date = excluded.date
     WHERE (title, aliases, body, url, date) IS NOT (excluded.title, excluded.aliases, excluded.body, excluded.url, excluded.date)`,
  );
  db.transaction(() => {
    for (const doc of docs) upsert.run(rowids(doc.kind)[0], ...rowids(doc.kind), doc.id, doc.kind, doc.id.slice(doc.kind.length + 1), doc.title, doc.aliases ?? '', doc.text, doc.url, doc.date ?? null);
  })();
}

/**
 * Brings the site's own pages (industries, capabilities) in the index up to date with the
 * content: rewrites only what changed, and drops pages the content no longer has.
 */
export function indexContent(db: Database.Database) {
  const docs = contentSearchDocs();
  const keys = new Set(docs.map((doc) => doc.id));
  const stale = (db.prepare("SELECT key FROM search_docs WHERE kind IN ('industry', 'capability')").all() as { key: string }[])
    .map((row) => row.key)
    .filter((key) => !keys.has(key));
  indexDocs(db, docs);
  unindexDocs(db, stale);
}

/** Removes documents from the index by key (`<kind>:<id>`). */
export function unindexDocs(db: Database.Database, keys: readonly string[]) {
  const remove = db.prepare('DELETE FROM search_docs WHERE key = ?');
  db.transaction(() => keys.forEach((key) => remove.run(key)))();
}

/** An FTS5 string: the word in double quotes, so no word is read as an operator. */
const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`;

/** Whether the index holds a word that begins with `word` (itself included). */
function known(db: Database.Database, word: string): boolean {
  const first = db.prepare('SELECT term FROM search_vocabulary WHERE term >= ? LIMIT 1').get(word) as { term: string } | undefined;
  return first?.term.startsWith(word) ?? false;
}

/**
 * The words the index holds within `allowed` edits of `word` and starting with one of `letters`
 * (as the search engines people know assume the first letter right), closest and most used first.
 */
function closeTerms(db: Database.Database, word: string, allowed: number, letters: readonly string[]): string[] {
  const read = db.prepare('SELECT term, doc FROM search_vocabulary WHERE term >= ? AND term < ? AND length(term) BETWEEN ? AND ?');
  const rows = [...new Set(letters)].flatMap(
    (letter) => read.all(letter, String.fromCodePoint(letter.codePointAt(0)! + 1), word.length - allowed, word.length + allowed) as { term: string; doc: number }[],
  );
  return rows
    .map((row) => ({ ...row, distance: editDistance(row.term, word, allowed) }))
    .filter((row) => row.distance <= allowed)
    .sort((a, b) => a.distance - b.distance || b.doc - a.doc)
    .map((row) => row.term);
}

const firstLetter = (word: string) => String.fromCodePoint(word.codePointAt(0)!);

/** The close spellings a query tries for a word the index does not hold. */
function spellings(db: Database.Database, word: string): string[] {
  const allowed = typosAllowed(word);
  if (allowed === 0 || db.prepare('SELECT 1 FROM search_vocabulary WHERE term = ?').get(word)) return [];
  return closeTerms(db, word, allowed, [firstLetter(word)]).slice(0, SPELLINGS);
}

/**
 * For a query that finds nothing: the same query with each word the index does not know replaced
 * by the closest word it does, reaching one typo further than a search forgives and past a
 * mistyped first letter. Null when there is no such word to offer.
 */
export function suggestion(db: Database.Database, query: string): string | null {
  let changed = false;
  const words = queryWords(query).map((word) => {
    if (word.length < 3 || known(db, word)) return word;
    const [closest] = closeTerms(db, word, typosAllowed(word) + 1, [firstLetter(word), ...Array.from(word).slice(1, 2)]);
    if (!closest) return word;
    changed = true;
    return closest;
  });
  return changed ? words.join(' ') : null;
}

/** A query as the index reads it: every word, as a word's beginning or a close spelling of it. */
export type Match = { expression: string; terms: string[] };

export function matchQuery(db: Database.Database, query: string): Match | null {
  const words = queryWords(query);
  if (words.length === 0) return null;
  const terms: string[] = [];
  const groups = words.map((word) => {
    const alternatives = spellings(db, word);
    terms.push(word, ...alternatives);
    return `(${[`${quoted(word)}*`, ...alternatives.map(quoted)].join(' OR ')})`;
  });
  return { expression: groups.join(' AND '), terms };
}

/** How many documents of a kind match, counted up to MATCHES_RANKED + 1. */
export function countHits(db: Database.Database, match: Match, kind: SearchKind): number {
  return (
    db
      .prepare('SELECT count(*) AS n FROM (SELECT rowid FROM search_text WHERE search_text MATCH ? AND rowid > ? AND rowid < ? LIMIT ?)')
      .get(match.expression, ...rowids(kind), MATCHES_RANKED + 1) as { n: number }
  ).n;
}

/** The best-ranked documents of a kind that match, best first; a news item leads to the list page holding it. */
export function rankedHits(db: Database.Database, match: Match, kind: SearchKind, limit: number, offset = 0): (SearchHit & { rank: number })[] {
  const [first, end] = rowids(kind);
  // The latest MATCHES_RANKED matches start at this rowid (the kind's first when fewer match).
  const from =
    (
      db
        .prepare('SELECT rowid FROM search_text WHERE search_text MATCH ? AND rowid > ? AND rowid < ? ORDER BY rowid DESC LIMIT 1 OFFSET ?')
        .get(match.expression, first, end, MATCHES_RANKED - 1) as { rowid: number } | undefined
    )?.rowid ?? first;
  const rows = db
    .prepare(
      `SELECT d.key, d.kind, d.id, d.title, d.aliases, d.body, d.url, d.date, hit.rank
         FROM (SELECT rowid, ${SCORE} AS rank FROM search_text WHERE search_text MATCH ? AND rowid >= ? AND rowid < ? ORDER BY rank LIMIT ? OFFSET ?) AS hit
         JOIN search_docs AS d ON d.rowid = hit.rowid
        ORDER BY hit.rank`,
    )
    .all(match.expression, from, end, limit, offset) as (Row & { rank: number })[];
  return rows.map((row) => ({
    id: row.key,
    kind: row.kind,
    title: row.title,
    text: row.body,
    url: row.kind === 'news' ? newsUrl(db, row) : row.url,
    date: row.date ?? undefined,
    aliases: row.aliases || undefined,
    terms: match.terms,
    rank: row.rank,
  }));
}

/**
 * The news list's page that holds an item, at its card: the list runs newest first (ties by id,
 * last first), and a page past the first is linked by the cursor of the item just before it, so
 * following the link reads what the page shows. Counted in the index, not the store.
 */
function newsUrl(db: Database.Database, item: Row): string {
  const newer = (db.prepare("SELECT count(*) AS n FROM search_docs WHERE kind = 'news' AND (date, id) > (?, ?)").get(item.date, item.id) as { n: number }).n;
  const page = Math.floor(newer / PAGE_SIZE.news) + 1;
  const anchor = `#news-${encodeURIComponent(item.id)}`;
  if (page === 1) return `/news${anchor}`;
  // The item just before the page is this many places newer than the hit.
  const back = newer - (page - 1) * PAGE_SIZE.news + 1;
  const previous = db
    .prepare("SELECT id, date FROM search_docs WHERE kind = 'news' AND (date, id) > (?, ?) ORDER BY date, id LIMIT 1 OFFSET ?")
    .get(item.date, item.id, back - 1) as { id: string; date: string };
  return `/news?page=${page}&after=${encodeURIComponent(formatCursor([previous.date, previous.id]))}${anchor}`;
}

/**
 * The documents of a kind whose titles (current or former) hold any of `words`, most held
 * first: where a damaged shared link may have meant to go. Whole words only, no typos.
 */
export function titleHits(db: Database.Database, kind: SearchKind, words: readonly string[], max: number): SearchHit[] {
  const folded = queryWords(words.join(' '));
  if (folded.length === 0) return [];
  const match = { expression: `{title aliases} : (${folded.map(quoted).join(' OR ')})`, terms: folded };
  return rankedHits(db, match, kind, max);
}

/** A search as a page asks it: every kind (each its first `limit` hits) or one kind's page of hits. */
export type SearchRequest = { query: string; kind?: SearchKind; limit: number; offset?: number };
/** One kind's hits: how many match (`more`: more than `total`), and the ones asked for, best first. */
export type SearchGroup = { kind: SearchKind; total: number; more: boolean; hits: SearchHit[] };

const turn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The hits for a request, grouped by kind, the kind of the best hit first. Each statement is
 * short, and the event loop gets a turn between them: a search never holds the server for long.
 */
export async function searchGroups(db: Database.Database, request: SearchRequest): Promise<SearchGroup[]> {
  const match = matchQuery(db, request.query);
  if (!match) return [];
  const groups: (SearchGroup & { best: number })[] = [];
  for (const kind of request.kind ? [request.kind] : SEARCH_KINDS) {
    await turn();
    const counted = countHits(db, match, kind);
    if (counted === 0) continue;
    const [total, more] = counted > MATCHES_RANKED ? [MATCHES_RANKED, true] : [counted, false];
    await turn();
    const hits = rankedHits(db, match, kind, request.limit, request.offset);
    groups.push({ kind, total, more, hits: hits.map(({ rank: _, ...hit }) => hit), best: hits[0]?.rank ?? 0 });
  }
  return groups.sort((a, b) => a.best - b.best).map(({ best: _, ...group }) => group);
}
