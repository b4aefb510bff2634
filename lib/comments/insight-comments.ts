import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { queries, type Cursor } from '../data/queries';
import type { BlogComment, InsightComment } from '../data/schema';
import type { Store } from '../data/store';
import { walk } from '../data/walk';
import { COMMENTS_COUNTED, commentsPageQuery, commentsShown } from './page';

/**
 * Insight comments, each a document of `insight_comments` (any number on one insight; posting one
 * never rewrites the article): posted, read a page at a time newest first, and moved there from
 * the list a blog kept before.
 */

/** What a reader writes; the server adds the insight, the time and the status. */
type NewComment = { user: string; comment: string };

/**
 * Posts a comment on an insight: a document of its own, the article untouched. It is shown at once,
 * or waits for staff's approval (`pending`) where comments are moderated first.
 */
export async function postInsightComment(store: Store, blogId: string, comment: NewComment, now: number, status: 'shown' | 'pending' = 'shown'): Promise<void> {
  await store.create('insight_comments', randomUUID(), { blogId, ...comment, profilePic: '', date: new Date(now).toISOString(), status });
}

export type CommentsPage = {
  /** What the page's query read (`commentsPageQuery`): the live list compares its own with it. */
  read: InsightComment[];
  /** The page's comments, newest first. */
  comments: InsightComment[];
  /** Where the next (older) page starts, when there is one. */
  older: Cursor | null;
  /** How many the insight shows, counted up to COMMENTS_COUNTED (`more`: past it). */
  total: number;
  more: boolean;
};

/** A page of an insight's comments and their count: COMMENTS_PAGE + 1 documents and a bounded count, however many it has. */
export async function commentsPage(store: Store, blogId: string, after?: Cursor): Promise<CommentsPage> {
  const [read, counted] = await Promise.all([
    store.list(commentsPageQuery(blogId, after)),
    store.count({ ...queries.insightComments(blogId), limit: COMMENTS_COUNTED + 1 }),
  ]);
  return { read, ...commentsShown(read), total: Math.min(counted, COMMENTS_COUNTED), more: counted > COMMENTS_COUNTED };
}

/**
 * A reader's report of a shown comment, once per reader: the report's id is the comment's and a
 * one-way hash of the reader's account id (create-only, so a second report writes nothing and no
 * id is kept in the clear); the comment is then flagged (`comment_flags`, private), which puts it first for staff.
 */
export async function reportComment(store: Store, commentId: string, uid: string, now: number): Promise<'reported' | 'again' | 'gone'> {
  const comment = await store.get('insight_comments', commentId);
  if (!comment || comment.status !== 'shown') return 'gone';
  const reader = createHash('sha256').update(`report:${uid}`).digest('hex').slice(0, 32);
  const date = new Date(now).toISOString();
  if (!(await store.create('comment_reports', `${commentId}~${reader}`, { commentId, reader, date }))) return 'again';
  // The flag is private: the comment a browser reads never says it was reported.
  await store.set('comment_flags', commentId, { commentId, date });
  return 'reported';
}

/**
 * Moves comments a blog kept in its own list (before `insight_comments`) to the collection, each
 * under an id made from its place in the list, written create-only: moving the same list again
 * writes nothing. A comment stored without a date takes the article's, a second apart in the
 * list's order, so they keep it. Returns how many were written.
 */
export async function moveComments(store: Store, blogId: string, comments: readonly BlogComment[], articleDate: string): Promise<number> {
  let moved = 0;
  for (const [index, comment] of comments.entries()) {
    const date = comment.date ?? new Date(Date.parse(articleDate) + index * 1000).toISOString();
    const data = { blogId, user: comment.user, comment: comment.comment, profilePic: comment.profilePic, date, status: 'shown' };
    if (await store.create('insight_comments', `${blogId}~${index}`, data)) moved += 1;
  }
  return moved;
}

/** Every blog's kept list moved to `insight_comments` and emptied (`npm run migrate`); safe to run twice. */
export async function moveBlogComments(store: Store): Promise<number> {
  let moved = 0;
  for await (const blogs of walk(store, 'blogs')) {
    for (const blog of blogs) {
      if (blog.comments.length === 0) continue;
      moved += await moveComments(store, blog.id, blog.comments, blog.date);
      await store.update('blogs', blog.id, { comments: [] });
    }
  }
  return moved;
}

/**
 * Comments stored when a report was a field of the comment (`reported`, `reportedAt`): a reported
 * one gets its private flag, and each is written again without those fields, which browsers read.
 * A batch at a time by an equality query, until none is left: running it again finds nothing.
 * Returns how many comments were rewritten.
 */
export async function unflagOlderComments(store: Store, now: number): Promise<number> {
  let rewritten = 0;
  for (const value of ['yes', 'no']) {
    for (;;) {
      const batch = await store.list({ collection: 'insight_comments', where: [{ field: 'reported', value }], limit: 200 });
      for (const { id, ...comment } of batch) {
        if (value === 'yes') await store.set('comment_flags', id, { commentId: id, date: new Date(now).toISOString() });
        // The whole document again, as read: the fields the schema no longer knows are gone.
        await store.set('insight_comments', id, comment);
        rewritten += 1;
      }
      if (batch.length < 200) break;
    }
  }
  return rewritten;
}
