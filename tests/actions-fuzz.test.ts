import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';

/**
 * Property-based fuzzing of the visitor-write server actions and the spec's validation
 * rules (both from the accounts branch: lib/actions/*, lib/validation.ts). Each action runs
 * through the real wrapper (`runAction`: session, zod, rate limit, write) against a real
 * SQLite store, 1,000 hostile form submissions per action:
 * - it never throws, and answers only with one of the spec's messages (or a clear refusal);
 * - a refused submission stores nothing; an accepted one stores exactly one record, within
 *   the length limits, attributed to the session user whatever the form claims.
 * The modules are loaded by path so this file compiles before the accounts merge; it is
 * skipped only while they are absent from the tree.
 */

const ROOT = path.join(__dirname, '..');
const present = ['lib/actions/run-action.ts', 'lib/actions/definitions.ts', 'lib/validation.ts'].every((f) => fs.existsSync(path.join(ROOT, f)));
const load = (file: string) => import(path.join(ROOT, file)) as Promise<Record<string, unknown>>;

type Result = { ok: boolean; message: string };
type User = { uid: string; email: string; displayName: string | null };
type Store = { set: (c: string, id: string, d: object) => Promise<void>; close: () => Promise<void> };
type RunAction = (definition: unknown, formData: unknown, ctx: object) => Promise<Result>;

const ANA: User = { uid: 'uid-ana', email: 'ana@example.com', displayName: 'Ana Costa' };

const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.nat({ max: 70_000 }).map((n) => 'y'.repeat(n)),
  fc.constantFrom(
    '', ' ', '\t\n', '\u0000', '\u202e', '\ufeff', "' OR 1=1 --", '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>',
    'a@b.c\r\nBcc: victim@example.com', '../../etc/passwd', 'doc/with/slash', '__proto__', '🙂'.repeat(600), ' x ', 'Hello, a question?',
    '\u200b\u200b', '\u200b \u2060\ufeff\u00ad', 'see \u202egnp.exe\u202c', '\u2066x\u2069',
  ),
);
const email = fc.oneof(hostile, fc.emailAddress(), fc.constantFrom('ana@example.com', 'ANA@Example.com ', 'a@b.co', 'x@y', '@a.b', 'a@b.'));
const password = fc.oneof(hostile, fc.constantFrom('Secret1!', 'secret', 'SECRET1!', 'Se1!', 'Secret1! '.repeat(20)));

/** Form data as a browser (or an attacker) could send it: missing, duplicated, foreign and file fields. */
function formData(fields: Record<string, fc.Arbitrary<string>>) {
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.array(fc.tuple(fc.constantFrom('uid', 'email', 'user', 'author', 'timestamp', '$ACTION_ID_x', '__proto__', 'constructor', ...Object.keys(fields)), hostile), { maxLength: 3 }),
      fc.boolean(),
    )
    .map(([values, extra, withFile]) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(values)) if (value !== undefined) data.append(key, value);
      for (const [key, value] of extra) data.append(key, value);
      if (withFile) data.append(Object.keys(fields)[0]!, new File(['x'], 'x.txt'));
      return data;
    });
}

const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;

describe('server actions under 1,000 hostile submissions each', () => {
  test('the actions module is present', () => expect(present).toBe(true));
  let dir: string;
  let store: Store;
  let db: Database.Database;
  let runAction: RunAction;
  let definitions: Record<string, unknown>;
  let messages: Record<string, string>;
  let maxLength: Record<string, number>;
  let rateLimit: unknown;
  let allowed: Set<string>;

  beforeAll(async () => {
    // On tmpfs when there is one: synchronous=FULL pays an fsync per accepted write.
    dir = fs.mkdtempSync(path.join(fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'actions-fuzz-'));
    const file = path.join(dir, 'site.db');
    const [sqlite, run, defs, validation, limits] = await Promise.all([
      load('lib/data/sqlite.ts'),
      load('lib/actions/run-action.ts'),
      load('lib/actions/definitions.ts'),
      load('lib/validation.ts'),
      load('lib/rate-limit.ts'),
    ]);
    store = (sqlite.createSqliteStore as (f: string) => Store)(file);
    await store.set('blogs', 'doc-polymers', { id: 'b-polymers', heading: 'Polymers', date: '2026-03-01T00:00:00.000Z', comments: [] });
    await store.set('events', 'e-1', { date: '2026-06-01T00:00:00.000Z', heading: 'Polymers Summit', description: '' });
    db = new Database(file, { readonly: true });
    runAction = run.runAction as RunAction;
    definitions = defs;
    messages = validation.MESSAGES as Record<string, string>;
    maxLength = validation.INPUT_MAX_LENGTH as Record<string, number>;
    // Limits out of the way here (lib/rate-limit.test.ts covers refusals).
    const unlimited = Object.fromEntries(Object.keys(limits.BUCKET_LIMITS as object).map((k) => [k, { points: 1e9, duration: 1 }]));
    rateLimit = (limits.createRateLimit as (l: object) => unknown)(unlimited);
    allowed = new Set([...Object.values(messages), 'Invalid id.', 'Invalid input.', '']);
  });

  afterAll(async () => {
    db?.close();
    await store?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Triggers bump a per-collection counter on every insert, update and delete: any write changes this. */
  const snapshot = () => JSON.stringify(db.prepare('SELECT collection, value FROM revisions ORDER BY collection').all());
  const rows = (collection: string) => db.prepare('SELECT id, data FROM documents WHERE collection = ?').all(collection) as { id: string; data: string }[];

  function context(user: User | null) {
    return {
      user: async () => user,
      store: async () => store,
      accounts: async () => {
        throw new Error('no accounts in this test');
      },
      client: 'direct',
      rateLimit,
      revalidatePath: () => {},
      now: (() => {
        let t = Date.UTC(2026, 4, 1);
        return () => ++t; // a fresh time stamp per write, as ids are uid + time
      })(),
    };
  }

  async function fuzz(name: string, fields: Record<string, fc.Arbitrary<string>>, check: (result: Result, before: string, user: User | null) => void, signedInOnly = false) {
    const definition = definitions[name];
    expect(definition).toBeDefined();
    const silenced = jest.spyOn(console, 'error').mockImplementation(() => {});
    const ctxs = { ana: context(ANA), anonymous: context(null) };
    try {
      await fc.assert(
        fc.asyncProperty(formData(fields), fc.boolean(), async (data, signedIn) => {
          const user = signedIn || !signedInOnly ? ANA : null;
          const before = snapshot();
          const result = await runAction(definition, data, user ? ctxs.ana : ctxs.anonymous);
          expect(typeof result.ok).toBe('boolean');
          expect(allowed.has(result.message)).toBe(true);
          if (!result.ok) expect(snapshot()).toBe(before);
          check(result, before, user);
        }),
        { numRuns: 1000, seed: 424242 },
      );
    } finally {
      silenced.mockRestore();
    }
  }

  test('subscribe', async () => {
    let accepted = 0;
    await fuzz('subscribeAction', { email }, (result) => {
      if (result.ok) {
        accepted++;
        expect(result.message).toBe(messages.subscribeSuccess);
      }
    });
    const stored = rows('subscribers').map((r) => JSON.parse(r.data).email as string);
    expect(stored.length).toBe(accepted);
    expect(accepted).toBeGreaterThan(0);
    for (const address of stored) expect(address.length).toBeLessThanOrEqual(maxLength.email!);
  }, 180_000);

  test('query (signed in or not)', async () => {
    await fuzz(
      'queryAction',
      { question: hostile },
      (result, _before, user) => {
        if (!user) expect(result).toEqual({ ok: false, message: messages.queryLoginRequired });
        if (result.ok) expect(result.message).toBe(messages.querySuccess);
      },
      true,
    );
    const stored = rows('queries');
    expect(stored.length).toBeGreaterThan(0);
    for (const { id, data } of stored) {
      const doc = JSON.parse(data) as { question: string; email: string; user: string };
      expect(id.startsWith(ANA.uid)).toBe(true);
      expect(doc.email).toBe(ANA.email);
      expect(doc.user).toBe(ANA.displayName);
      expect(doc.question.length).toBeLessThanOrEqual(maxLength.query!);
      expect(doc.question.trim()).toBe(doc.question);
    }
  }, 180_000);

  test('event comment (signed in or not)', async () => {
    await fuzz(
      'eventCommentAction',
      { content: hostile, eventId: fc.oneof(hostile, fc.constantFrom('e-1', 'conference-2026')) },
      (result, _before, user) => {
        if (!user) expect(result).toEqual({ ok: false, message: messages.commentLoginRequired });
        if (result.ok) expect(result.message).toBe(messages.commentSuccess);
      },
      true,
    );
    const stored = rows('comments');
    expect(stored.length).toBeGreaterThan(0);
    for (const { id, data } of stored) {
      const doc = JSON.parse(data) as { content: string; email: string; eventId?: string };
      expect(id.startsWith(ANA.uid)).toBe(true);
      expect(doc.email).toBe(ANA.email);
      expect(doc.content.length).toBeLessThanOrEqual(maxLength.comment!);
      expect(doc.content).not.toMatch(BIDI_CONTROLS);
      expect(doc.content.replace(INVISIBLE, '').trim()).not.toBe('');
      // Only events that exist are commented on.
      if (doc.eventId !== undefined) expect(doc.eventId).toBe('e-1');
    }
  }, 180_000);

  test('insight comment (signed in or not)', async () => {
    await fuzz(
      'insightCommentAction',
      { blogId: fc.oneof(hostile, fc.constantFrom('b-polymers', 'doc-polymers')), comment: hostile },
      (result, _before, user) => {
        if (!user) expect(result).toEqual({ ok: false, message: messages.commentLoginRequired });
      },
      true,
    );
    const comments = rows('insight_comments').map((row) => JSON.parse(row.data) as { blogId: string; comment: string; uid?: string; user: string });
    expect(comments.length).toBeGreaterThan(0);
    for (const c of comments) {
      // Only the insight that exists is commented on, by its id (never a hostile one).
      expect(c.blogId).toBe('b-polymers');
      // Public: the chosen name only, never the address or the user id.
      expect(c.uid).toBeUndefined();
      expect(c.user).toBe(ANA.displayName);
      expect(JSON.stringify(c)).not.toContain(ANA.email);
      expect(c.comment).not.toMatch(BIDI_CONTROLS);
      expect(c.comment.replace(INVISIBLE, '').trim()).not.toBe('');
      expect(c.comment.length).toBeLessThanOrEqual(maxLength.comment!);
    }
  }, 180_000);
});

describe("the spec's validation rules under hostile strings", () => {
  let v: Record<string, (...args: string[]) => unknown>;
  let messages: Set<unknown>;
  beforeAll(async () => {
    v = (await load('lib/validation.ts')) as typeof v;
    messages = new Set(Object.values(v.MESSAGES as unknown as Record<string, string>));
  });

  test('every rule answers null or one of the spec messages, never throws (1,000 inputs each)', () => {
    fc.assert(
      fc.property(hostile, email, password, password, (text, address, pass, confirm) => {
        for (const result of [v.subscribeProblem!(address), v.loginProblem!(address, pass), v.signupProblem!(address, pass, confirm), v.textProblem!(text, 'query'), v.textProblem!(text, 'comment')]) {
          if (result !== null) expect(messages.has(result)).toBe(true);
        }
      }),
      { numRuns: 1000, seed: 7 },
    );
  });

  test('a post-login destination is always a same-site path (no open redirect), 1,000 inputs', () => {
    const tricky = fc.oneof(hostile, fc.constantFrom('//evil.example', '/\\evil.example', '/\t/evil.example', 'https://evil.example', '/%2F%2Fevil', 'javascript:alert(1)', '/insights?x=1'));
    fc.assert(
      fc.property(fc.oneof(tricky, tricky.map((s) => `/${s}`)), (raw) => {
        const target = v.safeNextPath!(raw) as string;
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
        expect(target.includes('\\')).toBe(false);
        expect([...target].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)).toBe(false);
        expect(new URL(target, 'https://site.example').origin).toBe('https://site.example');
      }),
      { numRuns: 1000, seed: 11 },
    );
  });
});
