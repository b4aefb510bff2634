import type { ReactNode } from 'react';
import { Live } from '@/components/live/live';
import { queries } from '@/lib/data/queries';
import type { Blog } from '@/lib/data/schema';
import { InsightCommentsView } from './insight-comments-view';
import { CommentsLive } from './live.client';
import styles from './insight-comments.module.css';

/**
 * An insight's comments, live for every reader (components/live: the list's code loads only
 * when another comment arrives), and the comment box below them. The reader's own comment shows
 * at once: the comment action revalidates the article, so its answer carries the page again.
 */
export function InsightComments({ blog, form }: { blog: Blog; form: ReactNode }) {
  const docs = [blog];
  return (
    <section className={styles.section} aria-labelledby="comments-title" id="comments">
      <Live list={CommentsLive} view="insightComments" query={queries.blogById(blog.id)} docs={docs}>
        <InsightCommentsView docs={docs} />
      </Live>
      {form}
    </section>
  );
}
