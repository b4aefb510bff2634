'use client';
import { useState, type ReactNode } from 'react';
import type { Blog, BlogComment } from '@/lib/data/schema';
import type { ListQuery } from '@/lib/data/queries';
import { useLiveQuery } from '@/lib/data/use-live-query';
import { CommentList } from './comment-list';
import { CommentPosted } from './insight-comment-form';
import styles from './insight-comments.module.css';

// Stable: the live hook treats a new `initial` array as a new server render.
const NOTHING_YET: Blog[] = [];

/**
 * An insight's comments, live for every reader: the server-rendered list, then the blog as the
 * live query sees it (SSE in local mode, Firestore in Firebase mode). A reader's own comment
 * shows at once, until the live list (which then holds it) takes over. The server builds the
 * query (`queries.blogById`), so the queries module stays out of the page.
 */
type Props = {
  query: ListQuery<'blogs'>;
  initialComments: BlogComment[];
  /** The comment box (InsightCommentBox), server markup; it reports a stored comment through CommentPosted. */
  form: ReactNode;
};

export function InsightComments({ query, initialComments, form }: Props) {
  const live = useLiveQuery(query, NOTHING_YET);
  const current = live[0]?.comments ?? initialComments;
  const [own, setOwn] = useState<{ base: BlogComment[]; list: BlogComment[] } | null>(null);
  const comments = own && own.base === current ? own.list : current;

  return (
    <section className={styles.section} aria-labelledby="comments-title" id="comments">
      <h2 id="comments-title" className={styles.title}>
        Comments ({comments.length})
      </h2>
      <CommentPosted value={(comment) => setOwn({ base: current, list: [...current, comment] })}>{form}</CommentPosted>
      <CommentList comments={comments} />
    </section>
  );
}
