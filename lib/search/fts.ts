import 'server-only';
import type Database from 'better-sqlite3';
import { contentSearchDocs } from './documents';
import { editDistance, queryWords, SEARCH_KINDS, textWords, typosAllowed, type SearchDoc, type SearchHit, type SearchKind } from './engine';

/**
 * The site search's index: SQLite's full-text engine (FTS5) over the documents' titles, former
 * titles and opening text, in each instance's search file beside the store (lib/search/replica.ts).
 * It lives on disk, so a server holds a few pages of it in memory however large the archive, and
 * a write updates one row.
 */

/**
 * The documents as shown, one row each, and a full-text index over each kind's own (kept in step
 * by triggers): a search reads one kind's index, so the small kinds cost nothing however many
 * insights there are, and FTS5 never steps over other kinds' entries.
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
  ${searchTextSchema(SEARCH_KINDS)}
  ${searchTermsSchema(SEARCH_KINDS)}
`;

/** The index tables of the given kinds, filled from the rows already in `search_docs`. */
function searchTextSchema(kinds: readonly string[]): string {
  return kinds
    .map(
      (kind) => `
  CREATE VIRTUAL TABLE search_text_${kind} USING fts5 (
    title, aliases, body,
    content = 'search_docs', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 2'
  );
  CREATE VIRTUAL TABLE search_vocabulary_${kind} USING fts5vocab (search_text_${kind}, 'row');
  CREATE TRIGGER search_docs_insert_${kind} AFTER INSERT ON search_docs WHEN NEW.kind = '${kind}' BEGIN
    INSERT INTO search_text_${kind} (rowid, title, aliases, body) VALUES (NEW.rowid, NEW.title, NEW.aliases, NEW.body);
  END;
  CREATE TRIGGER search_docs_delete_${kind} AFTER DELETE ON search_docs WHEN OLD.kind = '${kind}' BEGIN
    INSERT INTO search_text_${kind} (search_text_${kind}, rowid, title, aliases, body) VALUES ('delete', OLD.rowid, OLD.title, OLD.aliases, OLD.body);
  END;
  CREATE TRIGGER search_docs_update_${kind} AFTER UPDATE ON search_docs WHEN NEW.kind = '${kind}' BEGIN
    INSERT INTO search_text_${kind} (search_text_${kind}, rowid, title, aliases, body) VALUES ('delete', OLD.rowid, OLD.title, OLD.aliases, OLD.body);
    INSERT INTO search_text_${kind} (rowid, title, aliases, body) VALUES (NEW.rowid, NEW.title, NEW.aliases, NEW.body);
  END;
  INSERT INTO search_text_${kind} (rowid, title, aliases, body) SELECT rowid, title, aliases, body FROM search_docs WHERE kind = '${kind}';`,
    )
    .join('\n');
}

/**
 * What a query reads before the index itself, so that no statement steps through a whole word's
 * entries: every word the index has held (`search_terms`, one B-tree row each: a word's
 * beginning, or a close spelling, is a range read), and each kind's titles and former titles in
 * an index of their own (`search_titles_<kind>`: a word's title matches without stepping over
 * its body matches). Filled from what is already indexed.
 */
function searchTermsSchema(kinds: readonly string[]): string {
  return `
  CREATE TABLE search_terms (term TEXT PRIMARY KEY) WITHOUT ROWID;
  ${kinds
    .map(
      (kind) => `
  INSERT OR IGNORE INTO search_terms (term) SELECT term FROM search_vocabulary_${kind};
  CREATE VIRTUAL TABLE search_titles_${kind} USING fts5 (
    title, aliases,
    content = 'search_docs', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 2'
  );
  CREATE TRIGGER search_titles_insert_${kind} AFTER INSERT ON search_docs WHEN NEW.kind = '${kind}' BEGIN
    INSERT INTO search_titles_${kind} (rowid, title, aliases) VALUES (NEW.rowid, NEW.title, NEW.aliases);
  END;
  CREATE TRIGGER search_titles_delete_${kind} AFTER DELETE ON search_docs WHEN OLD.kind = '${kind}' BEGIN
    INSERT INTO search_titles_${kind} (search_titles_${kind}, rowid, title, aliases) VALUES ('delete', OLD.rowid, OLD.title, OLD.aliases);
  END;
  CREATE TRIGGER search_titles_update_${kind} AFTER UPDATE ON search_docs WHEN NEW.kind = '${kind}' BEGIN
    INSERT INTO search_titles_${kind} (search_titles_${kind}, rowid, title, aliases) VALUES ('delete', OLD.rowid, OLD.title, OLD.aliases);
    INSERT INTO search_titles_${kind} (rowid, title, aliases) VALUES (NEW.rowid, NEW.title, NEW.aliases);
  END;
  INSERT INTO search_titles_${kind} (rowid, title, aliases) SELECT rowid, title, aliases FROM search_docs WHERE kind = '${kind}';`,
    )
    .join('\n')}`;
}

const text = (kind: SearchKind) => `search_text_${kind}`;
const titles = (kind: SearchKind) => `search_titles_${kind}`;

/**
 * Ranking within a kind, as the hosted site-search engines rank by default: a hit that holds
 * every word of the query first, then those holding the most of them (a query of several words
 * finds documents holding any); among those, one that holds the words as typed before one that
 * needs a forgiven typo; then by where the words stand (each word in the title counts 3, in a
 * former title 2); then the latest first. Each test reads the ranked matches only, never the
 * whole index (BM25 counts a word's matches across the whole index at every query: 15 ms for a
 * word 50,000 insights hold).
 */
const EVERY_WORD = 100_000;
const EACH_WORD = 10_000;
const EXACT = 1_000;
const COLUMNS = [
  ['title', 3],
  ['aliases', 2],
] as const;

/** How many close spellings of a mistyped word a query tries, the most used first. */
const SPELLINGS = 8;

/**
 * Each kind's documents take rowids in a range of their own, in the order they were first
 * indexed: a kind's latest matches are its highest rowids.
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
export const MATCHES_RANKED = 1_000;

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
  const addTerm = db.prepare('INSERT OR IGNORE INTO search_terms (term) VALUES (?)');
  db.transaction(() => {
    const terms = new Set<string>();
    for (const doc of docs) {
      upsert.run(rowids(doc.kind)[0], ...rowids(doc.kind), doc.id, doc.kind, doc.id.slice(doc.kind.length + 1), doc.title, doc.aliases ?? '', doc.text, doc.url, doc.date ?? null);
      for (const term of textWords(`${doc.title} ${doc.aliases ?? ''} ${doc.text}`)) terms.add(term);
    }
    for (const term of terms) addTerm.run(term);
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

/**
 * Words the index has held that begin with `word` (itself included), in order, `max` at most.
 * A document removed or rewritten leaves its words here: whoever reads them checks the index.
 */
function termsFrom(db: Database.Database, word: string, max: number): string[] {
  return db.prepare('SELECT term FROM search_terms WHERE term >= ? AND term < ? ORDER BY term LIMIT ?').pluck().all(word, `${word}\u{10FFFF}`, max) as string[];
}

/** Whether the index holds a word that begins with `word` (itself included). */
function known(db: Database.Database, word: string): boolean {
  return termsFrom(db, word, 10).some((term) => holds(db, term));
}

/** Whether the index holds `word` as a whole word: one posting read per kind, at most. */
function holds(db: Database.Database, word: string): boolean {
  return SEARCH_KINDS.some((kind) => db.prepare(`SELECT 1 FROM ${text(kind)} WHERE ${text(kind)} MATCH ? LIMIT 1`).get(quoted(word)));
}

/** How many documents hold `word`, counted to USES_COUNTED per kind: enough to rank spellings by. */
const USES_COUNTED = 200;
function uses(db: Database.Database, word: string): number {
  let count = 0;
  for (const kind of SEARCH_KINDS) {
    count += db.prepare(`SELECT count(*) FROM (SELECT 1 FROM ${text(kind)} WHERE ${text(kind)} MATCH ? LIMIT ${USES_COUNTED})`).pluck().get(quoted(word)) as number;
  }
  return count;
}

/**
 * The words the index holds within `allowed` edits of `word` and starting with one of `letters`
 * (as the search engines people know assume the first letter right), closest and most used first.
 */
function closeTerms(db: Database.Database, word: string, allowed: number, letters: readonly string[]): string[] {
  const read = db.prepare('SELECT term FROM search_terms WHERE term >= ? AND term < ? AND length(term) BETWEEN ? AND ?').pluck();
  const close = new Map<string, number>();
  for (const letter of new Set(letters)) {
    const terms = read.all(letter, String.fromCodePoint(letter.codePointAt(0)! + 1), word.length - allowed, word.length + allowed) as string[];
    for (const term of terms) {
      const distance = editDistance(term, word, allowed);
      if (distance <= allowed) close.set(term, distance);
    }
  }
  return [...close]
    .map(([term, distance]) => ({ term, distance }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 4 * SPELLINGS)
    .map((row) => ({ ...row, uses: uses(db, row.term) }))
    .filter((row) => row.uses > 0)
    .sort((a, b) => a.distance - b.distance || b.uses - a.uses)
    .map((row) => row.term);
}

const firstLetter = (word: string) => String.fromCodePoint(word.codePointAt(0)!);

/** The close spellings a query tries for a word the index does not hold. */
function spellings(db: Database.Database, word: string): string[] {
  const allowed = typosAllowed(word);
  if (allowed === 0 || holds(db, word)) return [];
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

/**
 * A word's beginning as the index reads it: the words it begins, each whole, when there are few
 * (FTS5 reads those a match at a time, newest first, and stops at the limit), else the prefix
 * query (which gathers every entry of every such word first: 2.5 ms for a word 50,000
 * insights hold, against 0.2 ms whole).
 */
const WORDS_EXPANDED = 30;
function beginning(db: Database.Database, word: string): string {
  const words = termsFrom(db, word, WORDS_EXPANDED + 1);
  if (words.length === 0 || words.length > WORDS_EXPANDED) return `${quoted(word)}*`;
  return words.length === 1 ? quoted(words[0]!) : `(${words.map(quoted).join(' OR ')})`;
}

/**
 * A query as the index reads it: any word matches, as typed or as a close spelling; the last may
 * be a word's beginning (the visitor may not have finished typing it). `groups` are the words'
 * alternatives, `every` all of them together (ranked first), `exact` the words as typed alone
 * (when a typo was forgiven).
 */
type Match = { expression: string; groups: string[]; every?: string; exact?: string; terms: string[]; titlesOnly?: boolean };

function matchQuery(db: Database.Database, query: string): Match | null {
  const words = queryWords(query);
  if (words.length === 0) return null;
  const terms: string[] = [];
  const typed: string[] = [];
  const groups = words.map((word, i) => {
    const alternatives = spellings(db, word);
    terms.push(word, ...alternatives);
    const asTyped = i === words.length - 1 ? beginning(db, word) : quoted(word);
    typed.push(asTyped);
    return `(${[asTyped, ...alternatives.map(quoted)].join(' OR ')})`;
  });
  const forgiven = terms.length > words.length;
  const several = groups.length > 1;
  return { expression: groups.join(' OR '), groups, every: several ? groups.join(' AND ') : undefined, exact: forgiven ? typed.join(' AND ') : undefined, terms };
}

/** `best`: the first hit's score (0 when none). */
type Ranked = { total: number; more: boolean; hits: SearchHit[]; best: number };

/**
 * A kind's matches, counted up to MATCHES_RANKED (`more` past it), and the asked-for page of the
 * latest MATCHES_RANKED ranked (see EXACT). Every statement walks that many entries at most, from
 * the newest.
 */
function rankedHits(db: Database.Database, match: Match, kind: SearchKind, limit: number, offset = 0): Ranked {
  const latest = (table: string, expression: string, from: number) =>
    db.prepare(`SELECT rowid FROM ${table} WHERE ${table} MATCH ? AND rowid >= ? ORDER BY rowid DESC LIMIT ?`).pluck().all(expression, from, MATCHES_RANKED + 1) as number[];
  const matched = latest(match.titlesOnly ? titles(kind) : text(kind), match.expression, 0);
  const more = matched.length > MATCHES_RANKED;
  const ranked = matched.slice(0, MATCHES_RANKED);
  if (ranked.length === 0) return { total: 0, more, hits: [], best: 0 };
  const from = ranked.at(-1)!;
  const score = new Map(ranked.map((rowid) => [rowid, 0]));
  const add = (table: string, expression: string, points: number) =>
    latest(table, expression, from).forEach((rowid) => score.has(rowid) && score.set(rowid, score.get(rowid)! + points));
  if (match.every) {
    add(text(kind), match.every, EVERY_WORD);
    for (const group of match.groups) add(text(kind), group, EACH_WORD);
  }
  if (match.exact) add(text(kind), match.exact, EXACT);
  for (const group of match.groups) for (const [column, points] of COLUMNS) add(titles(kind), `{${column}} : ${group}`, points);
  // Sorting keeps the newest first among equal scores (the matches came newest first).
  const page = ranked.sort((a, b) => score.get(b)! - score.get(a)!).slice(offset, offset + limit);
  const read = db.prepare('SELECT key, kind, id, title, aliases, body, url, date FROM search_docs WHERE rowid = ?');
  const rows = page.map((rowid) => read.get(rowid) as Row);
  const hits = rows.map((row) => ({
    id: row.key,
    kind: row.kind,
    title: row.title,
    text: row.body,
    url: row.url,
    date: row.date ?? undefined,
    aliases: row.aliases || undefined,
    terms: match.terms,
  }));
  return { total: ranked.length, more, hits, best: page[0] === undefined ? 0 : score.get(page[0])! };
}

/**
 * The documents of a kind whose titles (current or former) hold any of `words`, most held
 * first: where a damaged shared link may have meant to go. Whole words only, no typos.
 */
export function titleHits(db: Database.Database, kind: SearchKind, words: readonly string[], max: number): SearchHit[] {
  const folded = queryWords(words.join(' '));
  if (folded.length === 0) return [];
  const groups = folded.map(quoted);
  const match = { expression: groups.join(' OR '), groups, terms: folded, titlesOnly: true };
  return rankedHits(db, match, kind, max).hits;
}

/** A search as a page asks it: every kind (each its first `limit` hits) or one kind's page of hits. */
export type SearchRequest = { query: string; kind?: SearchKind; limit: number; offset?: number };
/** One kind's hits: how many match (`more`: more than `total`), and the ones asked for, best first. */
export type SearchGroup = { kind: SearchKind; total: number; more: boolean; hits: SearchHit[] };

const turn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The hits for a request, grouped by kind, the kind of the best hit first. Each kind is a few
 * short statements, and the event loop gets a turn between kinds: a search never holds the
 * server for long.
 */
export async function searchGroups(db: Database.Database, request: SearchRequest): Promise<SearchGroup[]> {
  const match = matchQuery(db, request.query);
  if (!match) return [];
  const found: { group: SearchGroup; best: number }[] = [];
  for (const kind of request.kind ? [request.kind] : SEARCH_KINDS) {
    await turn();
    const { best, ...group } = rankedHits(db, match, kind, request.limit, request.offset);
    if (group.total > 0) found.push({ group: { kind, ...group }, best });
  }
  // A stable sort: kinds whose best hits rank alike keep the site's order of kinds.
  return found.sort((a, b) => b.best - a.best).map((entry) => entry.group);
}
