import type { Store } from '../data/store';
import { freshStoreEachTest, STORE_HARNESSES } from '@/tests/support/store-harness';
import { commentsPage, postInsightComment, reportComment, unflagOlderComments } from './insight-comments';
import { commentsToReview, deleteComment, FIRST_PAGE, mergeNewest, setCommentStatus, studioComments, type CommentsCursor, type StudioComment } from './moderation';

const T0 = Date.parse('2026-11-01T09:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

function comment(kind: StudioComment['kind'], id: string, minutes: number): StudioComment {
  return { kind, id, author: 'Reader', text: id, date: at(minutes), status: 'shown', reported: false, on: 'x' };
}

describe('mergeNewest', () => {
  test('the newest of both kinds, and where each goes on', () => {
    const insights = [comment('insight', 'i3', 30), comment('insight', 'i2', 20), comment('insight', 'i1', 10)];
    const events = [comment('event', 'e2', 25), comment('event', 'e1', 5)];
    const { comments, next } = mergeNewest(insights, events, 3, FIRST_PAGE);
    expect(comments.map((c) => c.id)).toEqual(['i3', 'e2', 'i2']);
    expect(next).toEqual({ insights: [at(20), 'i2'], events: [at(25), 'e2'] });
  });

  test('a kind none of which made the page goes on from where it stood; a kind read to its end is dropped', () => {
    const insights = [comment('insight', 'i2', 20), comment('insight', 'i1', 10)];
    const { comments, next } = mergeNewest(insights, [comment('event', 'e1', 1)], 2, FIRST_PAGE);
    expect(comments.map((c) => c.id)).toEqual(['i2', 'i1']);
    expect(next).toEqual({ events: 'start' });
    expect(mergeNewest([comment('insight', 'i1', 1)], [], 2, FIRST_PAGE).next).toBeNull();
  });
});

describe.each(STORE_HARNESSES)('moderating comments over the %s store', (_name, harness) => {
  let store: Store;
  freshStoreEachTest(harness, (s) => (store = s));

  async function insightWithComments(n: number) {
    await store.set('blogs', 'b-1', { id: 'b-1', heading: 'Solvents', date: at(0) });
    for (let i = 0; i < n; i += 1) await postInsightComment(store, 'b-1', { user: `Reader ${i}`, comment: `c${i}` }, T0 + (i + 1) * 60_000);
    return (await commentsPage(store, 'b-1')).comments;
  }

  test('hidden leaves the public page, shown brings it back; each says which article to revalidate', async () => {
    const [newest] = await insightWithComments(2);
    expect(await setCommentStatus(store, newest!.id, 'hidden')).toEqual({ author: 'Reader 1', on: 'b-1', path: '/insights/Solvents/b-1' });
    expect((await commentsPage(store, 'b-1')).comments.map((c) => c.comment)).toEqual(['c0']);
    expect((await commentsPage(store, 'b-1')).total).toBe(1);
    await setCommentStatus(store, newest!.id, 'shown');
    expect((await commentsPage(store, 'b-1')).comments.map((c) => c.comment)).toEqual(['c1', 'c0']);
  });

  test('a comment that no longer exists: null, nothing written', async () => {
    expect(await setCommentStatus(store, 'nope', 'hidden')).toBeNull();
    expect(await deleteComment(store, 'insight', 'nope')).toBeNull();
    expect(await deleteComment(store, 'event', 'nope')).toBeNull();
    expect(await store.get('insight_comments', 'nope')).toBeNull();
  });

  test('delete removes an insight comment or an event comment', async () => {
    const [only] = await insightWithComments(1);
    expect(await deleteComment(store, 'insight', only!.id)).toMatchObject({ on: 'b-1' });
    expect((await commentsPage(store, 'b-1')).total).toBe(0);
    await store.set('comments', 'uid1', { author: 'Ann', content: 'On an event', email: 'ann@example.com', eventId: 'e-1' });
    expect(await deleteComment(store, 'event', 'uid1')).toEqual({ author: 'Ann', on: 'e-1', path: '/events/e-1' });
    expect(await store.get('comments', 'uid1')).toBeNull();
  });

  test('a reader reports once; reported and waiting comments stand first; acting on one clears its report', async () => {
    const [newest, older] = await insightWithComments(2);
    expect(await reportComment(store, older!.id, 'uid-a', T0)).toBe('reported');
    expect(await reportComment(store, older!.id, 'uid-a', T0 + 1)).toBe('again');
    expect(await reportComment(store, older!.id, 'uid-b', T0 + 2)).toBe('reported');
    expect(await reportComment(store, 'nope', 'uid-a', T0)).toBe('gone');
    await postInsightComment(store, 'b-1', { user: 'Waiting', comment: 'c-pending' }, T0 + 10 * 60_000, 'pending');
    // Waiting for approval: no public page shows it.
    expect((await commentsPage(store, 'b-1')).comments.map((c) => c.comment)).toEqual([newest!.comment, older!.comment]);
    expect((await commentsToReview(store, 25)).map((c) => [c.text, c.status, c.reported])).toEqual([
      ['c-pending', 'pending', false],
      [older!.comment, 'shown', true],
    ]);
    // The studio's whole list says so too; the comment readers get says nothing of it.
    expect((await studioComments(store, 25, FIRST_PAGE)).comments.find((c) => c.id === older!.id)?.reported).toBe(true);
    expect(Object.keys((await store.get('insight_comments', older!.id))!).sort()).toEqual(['blogId', 'comment', 'date', 'id', 'profilePic', 'status', 'user']);
    await setCommentStatus(store, older!.id, 'shown');
    expect((await commentsToReview(store, 25)).map((c) => c.text)).toEqual(['c-pending']);
    expect(await store.get('comment_flags', older!.id)).toBeNull();
    // A hidden comment cannot be reported.
    await setCommentStatus(store, newest!.id, 'hidden');
    expect(await reportComment(store, newest!.id, 'uid-a', T0)).toBe('gone');
  });

  test('comments stored with their report on themselves get a private flag and lose the fields, once', async () => {
    await store.set('insight_comments', 'old-1', { blogId: 'b-1', user: 'Old', comment: 'reported before', profilePic: '', date: at(1), status: 'shown', reported: 'yes', reportedAt: at(2) } as never);
    await store.set('insight_comments', 'old-2', { blogId: 'b-1', user: 'Old', comment: 'looked at', profilePic: '', date: at(1), status: 'shown', reported: 'no' } as never);
    expect(await unflagOlderComments(store, T0)).toBe(2);
    expect(await unflagOlderComments(store, T0)).toBe(0);
    expect((await commentsToReview(store, 25)).map((c) => [c.id, c.reported])).toEqual([['old-1', true]]);
    expect(await store.list({ collection: 'insight_comments', where: [{ field: 'reported', value: 'no' }], limit: 5 })).toEqual([]);
  });

  test("the studio's list: insight and event comments as one, newest first, every one once across pages", async () => {
    await insightWithComments(7);
    // Event comments carry the time the store stamps them with (now): they come first.
    for (let i = 0; i < 5; i += 1) await store.set('comments', `ev${i}`, { author: 'Ann', content: `e${i}`, email: 'ann@example.com' });
    const seen: StudioComment[] = [];
    let position: CommentsCursor | null = FIRST_PAGE;
    for (let pages = 0; position && pages < 10; pages += 1) {
      const page: Awaited<ReturnType<typeof studioComments>> = await studioComments(store, 4, position);
      seen.push(...page.comments);
      position = page.next;
    }
    expect(seen.map((c) => c.text).sort()).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'e0', 'e1', 'e2', 'e3', 'e4']);
    const dates = seen.map((c) => c.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
