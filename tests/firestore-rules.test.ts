import fs from 'node:fs';
import path from 'node:path';
import { LIVE_COLLECTIONS } from '../lib/data/live-query';
import { collectionNames } from '../lib/data/schema';

/**
 * The Firestore emulator (a Java download) cannot run here or in CI, so firestore.rules is
 * checked structurally: parsed into match blocks and allow statements, then held to the
 * policy "public content read-only, everything else closed, no client writes at all".
 */

type Allow = { methods: string[]; condition: string };
type Match = { path: string; allows: Allow[]; children: Match[] };

const PUBLIC = ['news', 'blogs', 'events', 'banners', 'compendiums', 'job_openings'];
const PRIVATE = ['subscribers', 'queries', 'comments', 'users'];
const READ = new Set(['read', 'get', 'list']);

function parseBlock(source: string, start: number): { matches: Match[]; allows: Allow[]; end: number } {
  const matches: Match[] = [];
  const allows: Allow[] = [];
  let i = start;
  while (i < source.length) {
    const rest = source.slice(i);
    const ws = /^\s+/.exec(rest);
    if (ws) {
      i += ws[0].length;
      continue;
    }
    if (rest.startsWith('}')) return { matches, allows, end: i + 1 };
    const match = /^match\s+(\S+)\s*\{/.exec(rest);
    if (match) {
      const inner = parseBlock(source, i + match[0].length);
      matches.push({ path: match[1]!, allows: inner.allows, children: inner.matches });
      i = inner.end;
      continue;
    }
    const allow = /^allow\s+([a-z,\s]+?)\s*:\s*if\s+([^;]+);/.exec(rest);
    if (allow) {
      allows.push({ methods: allow[1]!.split(',').map((m) => m.trim()), condition: allow[2]!.trim() });
      i += allow[0].length;
      continue;
    }
    const fn = /^function\s+\w+\([^)]*\)\s*\{[^}]*\}/.exec(rest);
    if (fn) {
      i += fn[0].length;
      continue;
    }
    throw new Error(`Unparsed rules text at ${i}: ${rest.slice(0, 60)}`);
  }
  return { matches, allows, end: i };
}

function parseRules(text: string) {
  const source = text.replace(/\/\/[^\n]*/g, '');
  const header = /^\s*rules_version\s*=\s*'2'\s*;\s*service\s+cloud\.firestore\s*\{/.exec(source);
  if (!header) throw new Error("rules must start with rules_version = '2'; service cloud.firestore {");
  const service = parseBlock(source, header[0].length);
  if (source.slice(service.end).trim() !== '') throw new Error('text after the service block');
  const root = service.matches;
  if (root.length !== 1 || root[0]!.path !== '/databases/{database}/documents') throw new Error('expected one documents match');
  return root[0]!.children;
}

function flatten(matches: Match[], prefix = ''): (Match & { full: string })[] {
  return matches.flatMap((m) => [{ ...m, full: prefix + m.path }, ...flatten(m.children, prefix + m.path)]);
}

const rulesText = fs.readFileSync(path.join(__dirname, '..', 'firestore.rules'), 'utf8');
const all = flatten(parseRules(rulesText));
const top = (collection: string) => all.filter((m) => m.full === `/${collection}/{id}`);
const grants = (m: Match, kinds: Set<string>) => m.allows.filter((a) => a.methods.some((x) => kinds.has(x)) && a.condition !== 'false');

describe('firestore.rules', () => {
  test('parses completely (every statement understood)', () => {
    expect(all.length).toBeGreaterThanOrEqual(PUBLIC.length + PRIVATE.length + 1);
  });

  test('no client write of any kind: every write/create/update/delete is "if false"', () => {
    const writes = all.flatMap((m) => m.allows.filter((a) => a.methods.some((x) => !READ.has(x))).map((a) => ({ path: m.full, ...a })));
    expect(writes.length).toBeGreaterThan(0);
    for (const w of writes) expect(w).toEqual({ path: w.path, methods: w.methods, condition: 'false' });
    for (const m of all) for (const a of m.allows) for (const method of a.methods) expect(['read', 'get', 'list', 'write', 'create', 'update', 'delete']).toContain(method);
  });

  test.each(PUBLIC)('%s is publicly readable (get and list), document level only', (collection) => {
    const [match, ...extra] = top(collection);
    expect(extra).toEqual([]);
    expect(match).toBeDefined();
    const readable = new Set(grants(match!, READ).flatMap((a) => (a.condition === 'true' ? a.methods : [])));
    expect(readable.has('read') || (readable.has('get') && readable.has('list'))).toBe(true);
    expect(match!.children).toEqual([]); // no sub-collection opened up by accident
  });

  test.each(PRIVATE)('%s is unreadable and unwritable from browsers', (collection) => {
    const [match] = top(collection);
    expect(match).toBeDefined();
    expect(match!.allows).toEqual([{ methods: ['read', 'write'], condition: 'false' }]);
  });

  test('nothing but the public collections grants a read, and the catch-all denies everything', () => {
    const readers = all.filter((m) => grants(m, READ).length > 0).map((m) => m.full);
    expect(readers.sort()).toEqual(PUBLIC.map((c) => `/${c}/{id}`).sort());
    const catchAll = all.filter((m) => m.full === '/{document=**}');
    expect(catchAll).toHaveLength(1);
    expect(catchAll[0]!.allows).toEqual([{ methods: ['read', 'write'], condition: 'false' }]);
    expect(all.filter((m) => m.full.includes('=**') && m.full !== '/{document=**}')).toEqual([]);
  });

  test('every collection of the data model has an explicit decision, and live lists can read theirs', () => {
    for (const collection of collectionNames) expect([...PUBLIC, ...PRIVATE]).toContain(collection);
    for (const collection of LIVE_COLLECTIONS) expect(PUBLIC).toContain(collection);
  });
});
