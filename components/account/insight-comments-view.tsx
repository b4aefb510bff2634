import { Link } from '@/components/ui/link.client';
import { commentsHeading, commentsShown, olderCommentsPath } from '@/lib/comments/page';
import type { InsightComment } from '@/lib/data/schema';
import { CommentList } from './comment-list';
import pages from './comment-pages.module.css';
import styles from './insight-comments.module.css';

type Props = {
  /** What the page's query read: a page of comments, newest first, and one more if older ones follow. */
  docs: InsightComment[];
  /** The article's path, which the older comments' page hangs under. */
  path: string;
  /** The count at the server's render (bounded: `more` past it), and the newest comment's date then. */
  counted: number;
  more: boolean;
  newestAtRender: string | null;
};

/**
 * An insight's newest comments: the count as the section's heading, the list, and a link to the
 * older ones. Rendered on the server, and in the browser as a live view (components/live) once
 * another reader's comment arrives, counting those newer than the server's render.
 */
export function InsightCommentsView({ docs, path, counted, more, newestAtRender }: Props) {
  const { comments, older } = commentsShown(docs);
  const arrived = docs.filter((comment) => newestAtRender === null || comment.date > newestAtRender).length;
  return (
    <>
      <h2 id="comments-title" className={styles.title}>
        {commentsHeading(counted + arrived, more)}
      </h2>
      <CommentList comments={comments} articlePath={path} />
      {older && (
        <p className={pages.older}>
          <Link href={olderCommentsPath(path, older)}>Older comments</Link>
        </p>
      )}
    </>
  );
}
