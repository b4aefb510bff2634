import type { ReactNode } from 'react';
import { Live } from '@/components/live/live';
import type { CommentsPage } from '@/lib/comments/insight-comments';
import { commentsPageQuery } from '@/lib/comments/page';
import { InsightCommentsView } from './insight-comments-view';
import { CommentsLive } from './live.client';
import styles from './insight-comments.module.css';

/**
 * An insight's newest comments, live for every reader (components/live: the list's code loads
 * only when another comment arrives), a link to the older ones, and the comment box below. The
 * reader's own comment shows at once: the comment action revalidates the article, so its answer
 * carries the page again.
 */
export function InsightComments({ blogId, path, page, form }: { blogId: string; path: string; page: CommentsPage; form: ReactNode }) {
  // What the count was at the server's render: the live view adds the comments newer than it.
  const props = { path, counted: page.total, more: page.more, newestAtRender: page.read[0]?.date ?? null };
  return (
    <section className={styles.section} aria-labelledby="comments-title" id="comments">
      <Live list={CommentsLive} view="insightComments" query={commentsPageQuery(blogId)} docs={page.read} props={props}>
        <InsightCommentsView docs={page.read} {...props} />
      </Live>
      {form}
    </section>
  );
}
