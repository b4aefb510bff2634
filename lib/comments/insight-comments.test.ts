import { COMMENTS_PAGE } from '../data/queries';
import type { Store } from '../data/store';
import { freshStoreEachTest, STORE_HARNESSES } from '@/tests/support/store-harness';
import { commentsPage, moveBlogComments, postInsightComment } from './insight-comments';

const T0 = Date.parse('2026-11-01T09:00:00Z');
const texts = (page: { comments: { comment: string }[] }) => page.comments.map((c) => c.comment);

describe.each(STORE_HARNESSES)('insight comments over the %s store', (_name, harness) => {
  let store: Store;
  freshStoreEachTest(harness, (s) => (store = s));

  test('each comment is a document of its own: identical ones both stay, the article is not rewritten', async () => {
    await store.set('blogs', 'b-1', { id: 'b-1', heading: 'Solvents', date: new Date(T0).toISOString() });
    const article = (await store.get('blogs', 'b-1'))!;
    await postInsightComment(store, 'b-1', { user: 'Ben', comment: 'Useful' }, T0 + 1000);
    await postInsightComment(store, 'b-1', { user: 'Ben', comment: 'Useful' }, T0 + 2000);
    await postInsightComment(store, 'b-2', { user: 'Ann', comment: 'Elsewhere' }, T0 + 3000);
    const page = await commentsPage(store, 'b-1');
    expect(page).toMatchObject({ total: 2, more: false, older: null });
    expect(page.comments.map(({ user, comment, status }) => [user, comment, status])).toEqual([
      ['Ben', 'Useful', 'shown'],
      ['Ben', 'Useful', 'shown'],
    ]);
    expect(await store.get('blogs', 'b-1')).toEqual(article);
  });

  test('a page at a time, newest first, each older page from the cursor of the last one shown', async () => {
    const count = COMMENTS_PAGE * 2 + 5;
    for (let i = 0; i < count; i += 1) await postInsightComment(store, 'b-1', { user: 'Reader', comment: `c${i}` }, T0 + i * 1000);
    const first = await commentsPage(store, 'b-1');
    expect(first.total).toBe(count);
    expect(texts(first)).toEqual(Array.from({ length: COMMENTS_PAGE }, (_, i) => `c${count - 1 - i}`));
    const second = await commentsPage(store, 'b-1', first.older!);
    expect(texts(second)[0]).toBe(`c${count - 1 - COMMENTS_PAGE}`);
    const third = await commentsPage(store, 'b-1', second.older!);
    expect(texts(third)).toEqual(['c4', 'c3', 'c2', 'c1', 'c0']);
    expect(third.older).toBeNull();
  });

  test("a blog's kept list moves to the collection once, in its order, dated, names made public; twice moves nothing", async () => {
    const date = new Date(T0).toISOString();
    const comments = [
      { user: 'Hendrik Smit', comment: 'First', profilePic: '' },
      { user: 'someone@example.com', comment: 'Second', profilePic: '' },
      { user: 'Ann', comment: 'Third', profilePic: '', date: new Date(T0 + 86_400_000).toISOString() },
    ];
    await store.set('blogs', 'b-1', { id: 'b-1', heading: 'Solvents', date, comments });
    await store.set('blogs', 'b-2', { id: 'b-2', heading: 'Quiet', date });
    expect(await moveBlogComments(store)).toBe(3);
    expect(await moveBlogComments(store)).toBe(0);
    expect((await store.get('blogs', 'b-1'))!.comments).toEqual([]);
    const page = await commentsPage(store, 'b-1');
    expect(page.comments.map(({ user, comment, date: at }) => [user, comment, at])).toEqual([
      ['Ann', 'Third', new Date(T0 + 86_400_000).toISOString()],
      ['Reader', 'Second', new Date(T0 + 1000).toISOString()],
      ['Hendrik Smit', 'First', date],
    ]);
  });
});
