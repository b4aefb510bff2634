import type { Blog } from '@/lib/data/schema';
import { CommentList } from './comment-list';
import styles from './insight-comments.module.css';

/**
 * An insight's comments (the blog as `docs`, one at most): the count as the section's heading,
 * then the list. Rendered on the server, and in the browser as a live view (components/live)
 * once another reader's comment arrives.
 */
export function InsightCommentsView({ docs }: { docs: Blog[] }) {
  const comments = docs[0]?.comments ?? [];
  return (
    <>
      <h2 id="comments-title" className={styles.title}>
        Comments ({comments.length})
      </h2>
      <CommentList comments={comments} />
    </>
  );
}
