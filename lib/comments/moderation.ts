import 'server-only';
import { queries, type Cursor } from '../data/queries';
import type { DocOf, InsightComment } from '../data/schema';
import type { Store } from '../data/store';
import { eventPath, articlePath } from '../text';

/**
 * What staff do with comments (the studio's /studio/comments): one list of insight and event
 * comments, newest first, reported and waiting ones first; hide, show (restore, approve) and
 * delete. Event comments are on no public page (the spec keeps them for the firm): staff delete
 * them; insight comments are public, so staff hide and show them too.
 */

export const MODERATION_MESSAGES = {
  hidden: 'The comment is hidden: no public page shows it any more.',
  shown: 'The comment is shown on its page.',
  deleted: 'The comment is deleted.',
  gone: 'That comment no longer exists.',
  failed: 'That did not work. Please try again.',
} as const;

export type CommentKind = 'insight' | 'event';

/** A comment as the studio lists it, whichever kind. */
export type StudioComment = {
  kind: CommentKind;
  id: string;
  author: string;
  text: string;
  date: string;
  status: InsightComment['status'];
  reported: boolean;
  /** What it is about: the insight or event, by id (the page resolves their headings). */
  on: string;
};

const fromInsight = (comment: InsightComment, reported: boolean): StudioComment => ({
  kind: 'insight',
  id: comment.id,
  author: comment.user,
  text: comment.comment,
  date: comment.date,
  status: comment.status,
  reported,
  on: comment.blogId,
});

/** Which of these insight comments readers reported (a point read each: a page's worth at most). */
async function flagged(store: Store, comments: readonly InsightComment[]): Promise<Set<string>> {
  const flags = await Promise.all(comments.map((comment) => store.get('comment_flags', comment.id)));
  return new Set(flags.flatMap((flag) => (flag ? [flag.commentId] : [])));
}

const fromEvent = (comment: DocOf<'comments'>): StudioComment => ({
  kind: 'event',
  id: comment.id,
  author: comment.author,
  text: comment.content,
  date: comment.timestamp,
  status: 'shown',
  reported: false,
  on: comment.eventId ?? '',
});

/** Where one kind of the studio's list stands: from its newest (`start`), or after a cursor. */
type Position = Cursor | 'start';

/** Where the studio's list goes on, kind by kind; a kind left out has been read to its end. */
export type CommentsCursor = { insights?: Position; events?: Position };

export const FIRST_PAGE: CommentsCursor = { insights: 'start', events: 'start' };

const newestFirst = (a: StudioComment, b: StudioComment) => (a.date === b.date ? (a.id < b.id ? 1 : -1) : a.date < b.date ? 1 : -1);

/**
 * Two lists, each newest first, as one: the `size` newest of what was read, and where each kind
 * goes on (from its last comment shown, or from where it stood when none of it was). Each kind
 * is read `size + 1` at a time after its own cursor, so a page costs at most 2 × (size + 1)
 * documents however many comments there are. Pure, for the page and its tests.
 */
export function mergeNewest(insights: readonly StudioComment[], events: readonly StudioComment[], size: number, at: CommentsCursor) {
  const comments = [...insights, ...events].sort(newestFirst).slice(0, size);
  const next: CommentsCursor = {};
  for (const [kind, key, read] of [
    ['insight', 'insights', insights],
    ['event', 'events', events],
  ] as const) {
    const shown = comments.filter((comment) => comment.kind === kind);
    const last = shown.at(-1);
    if (read.length > shown.length) next[key] = last ? [last.date, last.id] : at[key];
  }
  return { comments, next: Object.keys(next).length > 0 ? next : null };
}

const after = (position: Position) => (position === 'start' ? undefined : position);

/** A page of the studio's comment list, and where it goes on. */
export async function studioComments(store: Store, size: number, at: CommentsCursor) {
  const [insights, events] = await Promise.all([
    at.insights ? store.list(queries.studioInsightComments(size + 1, after(at.insights))) : [],
    at.events ? store.list(queries.studioEventComments(size + 1, after(at.events))) : [],
  ]);
  const reported = await flagged(store, insights);
  return mergeNewest(
    insights.map((comment) => fromInsight(comment, reported.has(comment.id))),
    events.map(fromEvent),
    size,
    at,
  );
}

/** Insight comments that need staff first: those waiting for approval, then those reported (a bounded read each). */
export async function commentsToReview(store: Store, size: number): Promise<StudioComment[]> {
  const [pending, flags] = await Promise.all([store.list(queries.pendingComments(size)), store.list(queries.reportedComments(size))]);
  const reported = (await Promise.all(flags.map((flag) => store.get('insight_comments', flag.commentId)))).filter((comment) => comment !== null);
  const flaggedIds = new Set(reported.map((comment) => comment.id));
  const seen = new Set<string>();
  return [...pending, ...reported].filter((comment) => !seen.has(comment.id) && seen.add(comment.id)).map((comment) => fromInsight(comment, flaggedIds.has(comment.id)));
}

/** An insight comment's article path, when the insight is published: what a change revalidates. */
async function articlePathOf(store: Store, blogId: string): Promise<string | null> {
  const [blog] = await store.list(queries.blogById(blogId));
  return blog ? articlePath(blog) : null;
}

export type Moderated = { author: string; on: string; path: string | null };

/**
 * Shows or hides an insight comment (and clears its report: staff have looked at it). Null when
 * there is no such comment. `path` is its article's, for the caller to revalidate.
 */
export async function setCommentStatus(store: Store, id: string, status: 'shown' | 'hidden'): Promise<Moderated | null> {
  const comment = await store.get('insight_comments', id);
  if (!comment) return null;
  if (!(await store.update('insight_comments', id, { status }))) return null;
  await store.remove('comment_flags', id);
  return { author: comment.user, on: comment.blogId, path: await articlePathOf(store, comment.blogId) };
}

/** Deletes a comment of either kind; null when there was none. */
export async function deleteComment(store: Store, kind: CommentKind, id: string): Promise<Moderated | null> {
  if (kind === 'event') {
    const comment = await store.get('comments', id);
    if (!comment || !(await store.remove('comments', id))) return null;
    return { author: comment.author, on: comment.eventId ?? '', path: comment.eventId ? eventPath(comment.eventId) : null };
  }
  const comment = await store.get('insight_comments', id);
  if (!comment || !(await store.remove('insight_comments', id))) return null;
  await store.remove('comment_flags', id);
  return { author: comment.user, on: comment.blogId, path: await articlePathOf(store, comment.blogId) };
}
