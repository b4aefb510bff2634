import { reportInsightComment } from '@/lib/actions/visitor-actions';
import { moderateComment } from '@/lib/studio/actions';
import type { InsightComment } from '@/lib/data/schema';
import { formatDayMonthYear, isoDay } from '@/lib/dates';
import pages from './comment-pages.module.css';
import styles from './insight-comments.module.css';

function initial(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

/**
 * Comments as plain text (React escapes it), in the order given, with the writer's initial as
 * avatar, each with a Report button: a plain form posting to the server action, so it works from
 * the first paint and with no script (`articlePath`: the insight's, where the answer is shown);
 * staff also see Hide, once the page knows who is signed in.
 */
export function CommentList({ comments, articlePath }: { comments: InsightComment[]; articlePath: string }) {
  if (comments.length === 0) return <p className={styles.empty}>No comments yet. Be the first to share your thoughts.</p>;
  return (
    <ol className={styles.list}>
      {comments.map((comment) => (
        <li key={comment.id} className={styles.item}>
          <span className={styles.avatar} aria-hidden="true">
            {initial(comment.user)}
          </span>
          <div className={styles.body}>
            <p className={styles.meta}>
              <strong>{comment.user}</strong>
              {' · '}
              <time dateTime={isoDay(comment.date)}>{formatDayMonthYear(comment.date)}</time>
            </p>
            <p className={styles.text}>{comment.comment}</p>
            <form action={reportInsightComment} className={pages.report}>
              <input type="hidden" name="commentId" value={comment.id} />
              <input type="hidden" name="path" value={articlePath} />
              <button type="submit" className={pages.reportButton} aria-label={`Report the comment by ${comment.user}`}>
                Report
              </button>
            </form>
            {/* Shown to staff only, once the page knows who is signed in (html[data-staff]): the action checks the role. */}
            <form action={moderateComment} className={pages.staffTools}>
              <input type="hidden" name="id" value={comment.id} />
              <input type="hidden" name="kind" value="insight" />
              <input type="hidden" name="back" value={articlePath} />
              <button type="submit" name="intent" value="hide" className={pages.reportButton} aria-label={`Hide the comment by ${comment.user}`}>
                Hide
              </button>
            </form>
          </div>
        </li>
      ))}
    </ol>
  );
}
