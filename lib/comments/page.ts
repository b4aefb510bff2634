import { COMMENTS_PAGE, formatCursor, queries, type Cursor } from '../data/queries';
import type { InsightComment } from '../data/schema';

/**
 * A page of an insight's comments, as the article (server and live list) and the older pages
 * show it: pure, so the browser's live view shows what the server did.
 */

/**
 * The article's heading counts comments up to this many, then says "1000+", as the search counts
 * its matches: a count steps through every entry it counts (SQLite: 40 ms for 10,000 in a 50,000
 * document store, 4 ms for 1,000; Firestore bills a read per 1,000), so it stays bounded.
 */
export const COMMENTS_COUNTED = 1_000;

/** The query a page of comments is read with: one more than it shows, which tells whether older ones follow. */
export function commentsPageQuery(blogId: string, after?: Cursor) {
  return { ...queries.insightComments(blogId, after), limit: COMMENTS_PAGE + 1 };
}

/** The page's comments, newest first, and where the older ones start (null: none), from what `commentsPageQuery` read. */
export function commentsShown(read: readonly InsightComment[]): { comments: InsightComment[]; older: Cursor | null } {
  const comments = read.slice(0, COMMENTS_PAGE);
  const last = comments.at(-1);
  return { comments, older: read.length > COMMENTS_PAGE && last ? [last.date, last.id] : null };
}

/** Where the older comments of an article (its path) are read, from a cursor. */
export function olderCommentsPath(articlePath: string, older: Cursor): string {
  return `${articlePath}/comments?after=${encodeURIComponent(formatCursor(older))}`;
}

/** What a reader who reports a comment is told, on the comments' page (`?report=<key>`). */
export const REPORT_MESSAGES = {
  thanks: 'Thank you. Staff will review this comment.',
  again: 'You have already reported this comment. Staff will review it.',
  gone: 'This comment is no longer available.',
  login: 'You must be logged in to report a comment.',
  limited: 'Too many attempts. Please try again later.',
  failed: 'Something went wrong. Please try again.',
} as const;
export type ReportOutcome = keyof typeof REPORT_MESSAGES;

/** "Comments (N)", N counted up to COMMENTS_COUNTED ("1000+" past it). */
export function commentsHeading(total: number, more: boolean): string {
  return `Comments (${total}${more ? '+' : ''})`;
}
