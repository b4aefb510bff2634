import { requestParts } from '@/tests/support/action-context';
import { createHash } from 'node:crypto';
import { commentsPage } from '@/lib/comments/insight-comments';
import { createFirestoreStore } from '@/lib/data/firestore';
import { createSqliteStore, openDatabase } from '@/lib/data/sqlite';
import type { Store } from '@/lib/data/store';
import { createLocalAccounts } from '@/lib/auth/local-accounts';
import type { Accounts, SessionUser } from '@/lib/auth/types';
import { createRateLimit, BUCKET_LIMITS, type Limits } from '@/lib/rate-limit';
import { insightPath } from '@/lib/text';
import { MESSAGES } from '@/lib/validation';
import { freshFirestore } from '@/tests/support/firestore-emulator';
import { tempDbPath } from '@/tests/support/temp-sqlite';
import { VERTICALS } from '@/content/categories';
import { SITE } from '@/content/site';
import { CONFIRMATIONS_PER_HOUR, CONSENT, SUBSCRIPTION_MESSAGES, subscriberId } from '../subscriptions/subscriptions';
import { commentsToReview } from '@/lib/comments/moderation';
import { REPORT_MESSAGES } from '@/lib/comments/page';
import { eventCommentAction, insightCommentAction, queryAction, reportCommentAction, signupAction, subscribeAction } from './definitions';
import { runAction, type ActionContext } from './run-action';

const NOW = Date.UTC(2026, 4, 1, 12);
const ana: SessionUser = { uid: 'uid-ana', email: 'ana@example.com', displayName: 'Ana Costa' };
const bob: SessionUser = { uid: 'uid-bob', email: 'bob@example.com', displayName: null };
const BLOG = { id: 'b-polymers', heading: 'What next for polymers? A 2030 view', date: '2026-03-01T00:00:00.000Z', comments: [] };

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

type Harness = { store: Store; accounts?: Accounts; cleanup: () => Promise<void> };

function contextFor(harness: Harness, user: SessionUser | null, limits: Limits = BUCKET_LIMITS) {
  const revalidated: string[] = [];
  const ctx: ActionContext = {
    user: async () => user,
    store: async () => harness.store,
    accounts: async () => {
      if (!harness.accounts) throw new Error('no accounts in this harness');
      return harness.accounts;
    },
    client: 'direct',
    rateLimit: createRateLimit(limits),
    revalidatePath: (path) => revalidated.push(path),
    now: () => NOW,
    page: '/insights',
    moderation: 'post',
    ...requestParts(),
  };
  return { ctx, revalidated };
}

/** A store whose every write fails, as when the database is down. */
function failing(store: Store): Store {
  const down = async () => {
    throw new Error('store unavailable');
  };
  return { ...store, create: down, set: down, update: down, list: down };
}

const silence = () => jest.spyOn(console, 'error').mockImplementation(() => {});

function actionSuite(name: string, open: () => Promise<Harness>) {
  describe(`server actions against ${name}`, () => {
    let harness: Harness;

    beforeEach(async () => {
      harness = await open();
      await harness.store.set('blogs', 'doc-polymers', BLOG);
      await harness.store.set('events', 'e-1', { date: '2026-06-01T00:00:00.000Z', heading: 'Polymers Summit', description: '' });
    });

    afterEach(async () => {
      jest.restoreAllMocks();
      await harness.cleanup();
    });

    const subscribers = () => harness.store.list({ collection: 'subscribers' });

    describe('subscribe', () => {
      test.each([
        ['', MESSAGES.subscribeEmpty],
        ['   ', MESSAGES.subscribeEmpty],
        ['ana', MESSAGES.subscribeInvalid],
        ['ana@example', MESSAGES.subscribeInvalid],
      ])('%j gets %j and stores nothing', async (email, message) => {
        const { ctx } = contextFor(harness, null);
        await expect(runAction(subscribeAction, form({ email }), ctx)).resolves.toEqual({ ok: false, message });
        expect(await subscribers()).toEqual([]);
      });

      test.each([
        ['a list', 'a@example.com,b@example.org,c@example.net'],
        ['a list with ;', 'a@example.com;b@example.org'],
        ['a group', 'grp:a@example.com,b@example.org;'],
        ['a display name', '"v0@x.io" <victim@example.org>'],
        ['a comment', 'victim@example.org(x)'],
        ['NUL', 'vic\u0000tim@example.org'],
        ['a zero-width space', 'vic\u200btim@example.org'],
      ])('%s in the field gets the invalid-address message, stores nothing and mails nobody', async (_, email) => {
        const { ctx } = contextFor(harness, null);
        await expect(runAction(subscribeAction, form({ email }), ctx)).resolves.toEqual({ ok: false, message: MESSAGES.subscribeInvalid });
        expect(await subscribers()).toEqual([]);
        expect(await harness.store.list({ collection: 'mail' })).toEqual([]);
      });

      test('40 spellings of one mailbox from 40 clients: one confirmation reaches it', async () => {
        const limiter = contextFor(harness, null).ctx.rateLimit;
        const spellings = Array.from({ length: 40 }, (_, i) => [`Victim+${i}@Example.org`, ` victim+s${i}@example.ORG`, 'VICTIM@example.org', `victim+${i}@example.org`][i % 4]!);
        const answers = [];
        for (const [i, email] of spellings.entries()) {
          const { ctx } = contextFor(harness, null);
          answers.push((await runAction(subscribeAction, form({ email }), { ...ctx, client: `198.51.100.${i}`, rateLimit: limiter })).message);
        }
        expect(answers.filter((message) => message === MESSAGES.subscribeSuccess)).toHaveLength(1);
        expect(await harness.store.list({ collection: 'mail' })).toHaveLength(1);
      });

      test('past the hourly ceiling on confirmation mails (sent by any instance): the failure message, nothing sent', async () => {
        silence();
        const hour = new Date(NOW).toISOString().slice(0, 13);
        const message = { subject: 's', text: 't', html: 'h' };
        // The ceiling's worth of confirmations this hour, as other instances would have sent them.
        await Promise.all(Array.from({ length: CONFIRMATIONS_PER_HOUR }, (_, i) => harness.store.create('mail', `confirm-other-${i}`, { to: `x${i}@example.com`, message, confirmHour: hour })));
        const { ctx } = contextFor(harness, null);
        await expect(runAction(subscribeAction, form({ email: 'late@example.com' }), ctx)).resolves.toEqual({ ok: false, message: MESSAGES.subscribeFailed });
        expect(await subscribers()).toEqual([]);
        expect(await harness.store.get('mail', `confirm-other-0`)).not.toBeNull();
        expect((await harness.store.list({ collection: 'mail', limit: 1000 })).filter((mail) => mail.to === 'late@example.com')).toEqual([]);
      });

      test('a missing field counts as empty', async () => {
        const { ctx } = contextFor(harness, null);
        await expect(runAction(subscribeAction, new FormData(), ctx)).resolves.toEqual({ ok: false, message: MESSAGES.subscribeEmpty });
      });

      test('only text fields count: React bookkeeping entries and files are ignored', async () => {
        const { ctx } = contextFor(harness, null);
        const data = new FormData();
        data.set('$ACTION_ID_abc', 'x');
        data.set('email', new Blob(['ana@example.com']), 'email.txt');
        await expect(runAction(subscribeAction, data, ctx)).resolves.toEqual({ ok: false, message: MESSAGES.subscribeEmpty });
        expect(await subscribers()).toEqual([]);
      });

      test('is open: it reads no session, signed in or not', async () => {
        const { ctx } = contextFor(harness, ana);
        const user = jest.fn(ctx.user);
        await expect(runAction(subscribeAction, form({ email: 'open@example.com' }), { ...ctx, user })).resolves.toMatchObject({ ok: true });
        expect(user).not.toHaveBeenCalled();
      });

      test('subscribes once under the hash of the normalised address; the second time is a duplicate', async () => {
        const { ctx } = contextFor(harness, null);
        await expect(runAction(subscribeAction, form({ email: '  Ana@Example.com ' }), ctx)).resolves.toEqual({
          ok: true,
          message: 'You have successfully subscribed!',
          detail: SUBSCRIPTION_MESSAGES.confirmSent,
        });
        await expect(runAction(subscribeAction, form({ email: 'ana@example.com' }), ctx)).resolves.toEqual({
          ok: false,
          message: 'This email is already subscribed.',
        });
        const stored = await subscribers();
        expect(stored).toEqual([
          expect.objectContaining({ id: createHash('sha256').update('ana@example.com').digest('hex'), email: 'ana@example.com', status: 'pending', timestamp: expect.any(String) }),
        ]);
        expect(subscriberId('ana@example.com')).toBe(stored[0]!.id);
        // The consent record: when, from which page, the wording shown; every vertical by default.
        expect(stored[0]).toMatchObject({ consent: { at: new Date(NOW).toISOString(), page: '/insights', wording: CONSENT.wording, version: CONSENT.version }, topics: [...VERTICALS] });
        // One mail, the confirmation; the duplicate within ten minutes sent none.
        const mails = await harness.store.list({ collection: 'mail' });
        expect(mails.map((mail) => [mail.to, mail.message.subject])).toEqual([['ana@example.com', 'Confirm your subscription']]);
      });

      test('simultaneous subscriptions of one address: exactly one succeeds', async () => {
        const { ctx } = contextFor(harness, null);
        const results = await Promise.all(Array.from({ length: 5 }, () => runAction(subscribeAction, form({ email: 'race@example.com' }), ctx)));
        expect(results.filter((r) => r.ok)).toHaveLength(1);
        expect(results.filter((r) => r.message === MESSAGES.subscribeDuplicate)).toHaveLength(4);
        expect(await subscribers()).toHaveLength(1);
      });

      test('a store failure shows the spec failure message', async () => {
        silence();
        const { ctx } = contextFor({ ...harness, store: failing(harness.store) }, null);
        await expect(runAction(subscribeAction, form({ email: 'ana@example.com' }), ctx)).resolves.toEqual({
          ok: false,
          message: 'An error occurred. Please try again later.',
        });
      });

      test('one client’s share of the hourly ceiling: past it, that client is refused and every other is not', async () => {
        const limiter = contextFor(harness, null).ctx.rateLimit;
        const { ctx } = contextFor(harness, null);
        const answers = [];
        for (let i = 0; i <= BUCKET_LIMITS.subscribeMails.points; i++) answers.push((await runAction(subscribeAction, form({ email: `many${i}@example.com` }), { ...ctx, client: '203.0.113.9', rateLimit: limiter })).message);
        expect(answers.filter((message) => message === MESSAGES.subscribeSuccess)).toHaveLength(BUCKET_LIMITS.subscribeMails.points);
        expect(answers.at(-1)).toBe(MESSAGES.rateLimited);
        const other = await runAction(subscribeAction, form({ email: 'someone.else@example.com' }), { ...ctx, client: '198.51.100.77', rateLimit: limiter });
        expect(other.message).toBe(MESSAGES.subscribeSuccess);
      });

      test('one address can be tried only a few times an hour', async () => {
        const { ctx } = contextFor(harness, null);
        const answers = [];
        for (let i = 0; i < BUCKET_LIMITS.subscribeEmail.points + 1; i++) answers.push((await runAction(subscribeAction, form({ email: 'ana@example.com' }), ctx)).message);
        expect(answers.at(-1)).toBe(MESSAGES.rateLimited);
      });
    });

    describe('query', () => {
      test('signed out: the login message, before anything else, and nothing stored', async () => {
        const { ctx } = contextFor(harness, null);
        await expect(runAction(queryAction, form({ question: '' }), ctx)).resolves.toEqual({ ok: false, message: 'You must be logged in to submit a query.' });
        expect(await harness.store.list({ collection: 'queries' })).toEqual([]);
      });

      test('blank text is empty', async () => {
        const { ctx } = contextFor(harness, ana);
        await expect(runAction(queryAction, form({ question: ' \n ' }), ctx)).resolves.toEqual({ ok: false, message: 'Query cannot be empty.' });
      });

      test('too long is refused', async () => {
        const { ctx } = contextFor(harness, ana);
        await expect(runAction(queryAction, form({ question: 'q'.repeat(2001) }), ctx)).resolves.toEqual({ ok: false, message: MESSAGES.queryTooLong });
      });

      test('stored as uid_epochms with the display name, else the e-mail, as plain text', async () => {
        const question = '<b>Prices</b> of PHA in 2027?';
        await expect(runAction(queryAction, form({ question: `  ${question} ` }), contextFor(harness, ana).ctx)).resolves.toEqual({
          ok: true,
          message: 'Query submitted successfully!',
        });
        await runAction(queryAction, form({ question: 'Hello' }), contextFor(harness, bob).ctx);
        expect(await harness.store.get('queries', `uid-ana_${NOW}`)).toEqual({
          id: `uid-ana_${NOW}`,
          user: 'Ana Costa',
          question,
          email: 'ana@example.com',
          timestamp: expect.any(String),
          // The studio's inbox orders by when it was sent, and starts it as new.
          date: new Date(NOW).toISOString(),
          status: 'new',
        });
        expect(await harness.store.get('queries', `uid-bob_${NOW}`)).toMatchObject({ user: 'bob@example.com', email: 'bob@example.com' });
      });

      test("mailed to the firm's inbox with the visitor as Reply-To, the question as plain text", async () => {
        const question = '<b>Prices</b> of PHA\n\nin 2027?';
        await runAction(queryAction, form({ question }), contextFor(harness, ana).ctx);
        const eve: SessionUser = { uid: 'uid-eve', email: 'eve@example.com', displayName: 'Eve "Boss" <x@y.z>, all' };
        await runAction(queryAction, form({ question: 'Hello' }), contextFor(harness, eve).ctx);
        const mail = await harness.store.get('mail', `query-uid-ana_${NOW}`);
        expect(mail).toMatchObject({ to: SITE.email, replyTo: '"Ana Costa" <ana@example.com>' });
        expect(mail!.message.subject).toBe('Query from Ana Costa: <b>Prices</b> of PHA in 2027?');
        expect(mail!.message.text).toContain('Ana Costa (ana@example.com) asked');
        expect(mail!.message.html).toContain('&lt;b&gt;Prices&lt;/b&gt;');
        // A name cannot add recipients or headers: it stays one quoted name.
        expect(await harness.store.get('mail', `query-uid-eve_${NOW}`)).toMatchObject({ replyTo: '"Eve \\"Boss\\" <x@y.z>, all" <eve@example.com>' });
      });

      test('a store failure is logged only: no message', async () => {
        const log = silence();
        const { ctx } = contextFor({ ...harness, store: failing(harness.store) }, ana);
        await expect(runAction(queryAction, form({ question: 'Hello' }), ctx)).resolves.toEqual({ ok: false, message: '' });
        expect(log).toHaveBeenCalledWith(expect.stringContaining('[action] query failed'));
      });

      test('rate limited per user', async () => {
        const limits = { ...BUCKET_LIMITS, query: { points: 2, duration: 60 } };
        const { ctx } = contextFor(harness, ana, limits);
        const answers = [];
        for (let i = 0; i < 3; i++) answers.push(await runAction(queryAction, form({ question: `Q${i}` }), { ...ctx, now: () => NOW + i }));
        expect(answers.map((a) => a.message)).toEqual([MESSAGES.querySuccess, MESSAGES.querySuccess, MESSAGES.rateLimited]);
        expect(await harness.store.list({ collection: 'queries' })).toHaveLength(2);
      });
    });

    describe('event comment', () => {
      test('signed out: the login message', async () => {
        const { ctx } = contextFor(harness, null);
        await expect(runAction(eventCommentAction, form({ content: 'Hi' }), ctx)).resolves.toEqual({
          ok: false,
          message: 'You must be logged in to submit a comment.',
        });
      });

      test('blank is empty', async () => {
        const { ctx } = contextFor(harness, ana);
        await expect(runAction(eventCommentAction, form({ content: '   ' }), ctx)).resolves.toEqual({ ok: false, message: 'Comment cannot be empty.' });
      });

      test('stored under user id + time stamp with author, content, e-mail and the event', async () => {
        const { ctx } = contextFor(harness, bob);
        await expect(runAction(eventCommentAction, form({ content: ' See you there ', eventId: 'e-1' }), ctx)).resolves.toEqual({
          ok: true,
          message: 'Comment submitted successfully!',
        });
        expect(await harness.store.get('comments', `uid-bob${NOW}`)).toEqual({
          id: `uid-bob${NOW}`,
          author: 'bob@example.com',
          content: 'See you there',
          email: 'bob@example.com',
          eventId: 'e-1',
          timestamp: expect.any(String),
        });
      });

      test('an event that does not exist is refused with a clear message, and nothing is stored', async () => {
        const { ctx } = contextFor(harness, ana);
        await expect(runAction(eventCommentAction, form({ content: 'Hi', eventId: 'e-nope' }), ctx)).resolves.toEqual({ ok: false, message: MESSAGES.eventNotFound });
        expect(await harness.store.list({ collection: 'comments' })).toEqual([]);
      });

      test('zero-width characters only are empty; bidirectional overrides are removed', async () => {
        const { ctx } = contextFor(harness, ana);
        await expect(runAction(eventCommentAction, form({ content: '\u200b\u200b \u2060\ufeff', eventId: 'e-1' }), ctx)).resolves.toEqual({
          ok: false,
          message: MESSAGES.commentEmpty,
        });
        await expect(runAction(eventCommentAction, form({ content: 'see \u202egnp.exe\u202c now', eventId: 'e-1' }), ctx)).resolves.toMatchObject({ ok: true });
        expect((await harness.store.list({ collection: 'comments' }))[0]).toMatchObject({ content: 'see gnp.exe now' });
      });

      test('an event id with a slash is refused', async () => {
        const { ctx } = contextFor(harness, ana);
        await expect(runAction(eventCommentAction, form({ content: 'Hi', eventId: '../x/y' }), ctx)).resolves.toMatchObject({ ok: false });
        expect(await harness.store.list({ collection: 'comments' })).toEqual([]);
      });

      test('a store failure is logged only', async () => {
        silence();
        const { ctx } = contextFor({ ...harness, store: failing(harness.store) }, ana);
        await expect(runAction(eventCommentAction, form({ content: 'Hi' }), ctx)).resolves.toEqual({ ok: false, message: '' });
      });
    });

    describe('insight comment', () => {
      test('signed out: the login message', async () => {
        const { ctx } = contextFor(harness, null);
        await expect(runAction(insightCommentAction, form({ blogId: BLOG.id, comment: 'Hi' }), ctx)).resolves.toEqual({
          ok: false,
          message: MESSAGES.commentLoginRequired,
        });
      });

      test('stored as plain text in a document of its own, the article untouched, its path revalidated', async () => {
        const { ctx, revalidated } = contextFor(harness, ana);
        const article = await harness.store.get('blogs', 'doc-polymers');
        const text = 'Great read <script>alert(1)</script>';
        await expect(runAction(insightCommentAction, form({ blogId: BLOG.id, comment: text }), ctx)).resolves.toEqual({
          ok: true,
          message: MESSAGES.insightCommentPosted,
        });
        const { comments } = await commentsPage(harness.store, BLOG.id);
        expect(comments.map(({ blogId, user, comment, profilePic, date, status }) => ({ blogId, user, comment, profilePic, date, status }))).toEqual([
          { blogId: BLOG.id, user: 'Ana Costa', comment: text, profilePic: '', date: new Date(NOW).toISOString(), status: 'shown' },
        ]);
        expect(await harness.store.get('blogs', 'doc-polymers')).toEqual(article);
        expect(revalidated).toEqual([insightPath(BLOG.heading, BLOG.id)]);
      });

      test("public authorship: never the commenter's e-mail address or user id, in what is stored or read", async () => {
        const { ctx } = contextFor(harness, bob);
        await runAction(insightCommentAction, form({ blogId: BLOG.id, comment: 'No name set' }), ctx);
        const { comments } = await commentsPage(harness.store, BLOG.id);
        expect(comments.map((c) => c.user)).toEqual(['Reader']);
        // A comment stored before the rule, with the address as the name and the user id, reads the same way.
        await harness.store.set('blogs', 'doc-old', { ...BLOG, id: 'b-old', comments: [{ user: 'old@example.com', comment: 'Older', uid: 'uid-old' }] });
        const old = (await harness.store.get('blogs', 'doc-old'))?.comments;
        expect(old).toEqual([{ user: 'Reader', comment: 'Older', profilePic: '' }]);
        expect(JSON.stringify([comments, old])).not.toMatch(/@|uid/);
      });

      test('moderated first (COMMENTS_MODERATION=pre): it waits for approval, and no public page changes', async () => {
        const { ctx, revalidated } = contextFor(harness, ana);
        await expect(runAction(insightCommentAction, form({ blogId: BLOG.id, comment: 'Worth a look' }), { ...ctx, moderation: 'pre' })).resolves.toEqual({
          ok: true,
          message: MESSAGES.insightCommentAwaiting,
        });
        expect((await commentsPage(harness.store, BLOG.id)).total).toBe(0);
        expect((await commentsToReview(harness.store, 5)).map((c) => [c.text, c.status])).toEqual([['Worth a look', 'pending']]);
        expect(revalidated).toEqual([]);
      });

      test('a reader reports a comment once; signed out, the log-in message; a gone one, its message', async () => {
        await runAction(insightCommentAction, form({ blogId: BLOG.id, comment: 'Buy now' }), contextFor(harness, ana).ctx);
        const [posted] = (await commentsPage(harness.store, BLOG.id)).comments;
        const report = (user: SessionUser | null, commentId: string) => runAction(reportCommentAction, form({ commentId }), contextFor(harness, user).ctx);
        await expect(report(null, posted!.id)).resolves.toEqual({ ok: false, message: REPORT_MESSAGES.login });
        await expect(report(bob, posted!.id)).resolves.toEqual({ ok: true, message: REPORT_MESSAGES.thanks });
        await expect(report(bob, posted!.id)).resolves.toEqual({ ok: true, message: REPORT_MESSAGES.again });
        await expect(report(bob, 'no-such-comment')).resolves.toEqual({ ok: false, message: REPORT_MESSAGES.gone });
        expect(await harness.store.get('comment_flags', posted!.id)).toMatchObject({ commentId: posted!.id });
        // Who reported is kept apart, as a one-way hash: never the account id itself.
        expect(JSON.stringify(await harness.store.list({ collection: 'comment_reports', limit: 10 }))).not.toContain(bob.uid);
      });

      test('an unknown blog is refused and nothing is revalidated', async () => {
        const { ctx, revalidated } = contextFor(harness, ana);
        await expect(runAction(insightCommentAction, form({ blogId: 'missing', comment: 'Hi' }), ctx)).resolves.toEqual({
          ok: false,
          message: MESSAGES.insightNotFound,
        });
        expect(revalidated).toEqual([]);
      });

      test('blank or invisible is empty', async () => {
        const { ctx } = contextFor(harness, ana);
        await expect(runAction(insightCommentAction, form({ blogId: BLOG.id, comment: '\u200b\u200c\u200d' }), ctx)).resolves.toEqual({
          ok: false,
          message: 'Comment cannot be empty.',
        });
        await expect(runAction(insightCommentAction, form({ blogId: BLOG.id, comment: ' ' }), ctx)).resolves.toEqual({
          ok: false,
          message: 'Comment cannot be empty.',
        });
      });
    });
  });
}

actionSuite('SQLite', async () => {
  const temp = tempDbPath();
  const store = createSqliteStore(temp.file);
  const db = openDatabase(temp.file);
  return {
    store,
    accounts: createLocalAccounts(db),
    cleanup: async () => {
      await store.close();
      db.close();
      temp.remove();
    },
  };
});

actionSuite('Firestore (official emulator)', async () => {
  const client = await freshFirestore();
  return { store: createFirestoreStore(client.db), cleanup: client.stop };
});

describe('sign-up action (local accounts; Firebase: firebase-session.test.ts)', () => {
  let harness: Harness;
  beforeEach(async () => {
    const temp = tempDbPath();
    const store = createSqliteStore(temp.file);
    const db = openDatabase(temp.file);
    harness = { store, accounts: createLocalAccounts(db), cleanup: async () => (await store.close(), db.close(), temp.remove()) };
  });
  afterEach(() => harness.cleanup());

  test.each([
    [{ email: 'Ana@example.com', password: 'Secret1!', confirm: 'Secret1!' }, 'Invalid Email input !!'],
    [{ email: 'ana@example.com', password: 'secret', confirm: 'secret' }, 'Invalid Password !!'],
    [{ email: 'ana@example.com', password: 'Secret1!', confirm: 'Secret2!' }, 'Passwords do not match !!'],
  ])('%j: %s', async (fields, message) => {
    const { ctx } = contextFor(harness, null);
    await expect(runAction(signupAction, form(fields), ctx)).resolves.toEqual({ ok: false, message });
  });

  test('creates the account once; the second time the e-mail is in use', async () => {
    const { ctx } = contextFor(harness, null);
    const fields = { email: 'ana@example.com', password: 'Secret1!', confirm: 'Secret1!' };
    await expect(runAction(signupAction, form(fields), ctx)).resolves.toEqual({ ok: true, message: MESSAGES.accountCreated, to: '/login?created=1' });
    await expect(runAction(signupAction, form(fields), ctx)).resolves.toEqual({ ok: false, message: 'Email is already in use !!' });
    await expect(harness.accounts!.startSession({ kind: 'password', email: 'ana@example.com', password: 'Secret1!' })).resolves.not.toBeNull();
  });
});
