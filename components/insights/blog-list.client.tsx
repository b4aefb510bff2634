'use client';
import type { Blog } from '@/lib/data/schema';
import { PAGE_SIZE, queries } from '@/lib/data/queries';
import { useLiveQuery } from '@/lib/data/use-live-query';
import { BlogListItem } from './blog-list-item';
import { splitPage, withLookahead } from './list-params';
import { Pager } from './pager';
import styles from './blog-list.module.css';

type BlogListProps = {
  page: number;
  topic?: string;
  /** The server's look-ahead read: this page's blogs plus, when there is one, the first of the next page. */
  initial: Blog[];
  prevHref: string;
  nextHref: string;
};

/** The live blog list, 4 per page, newest first, with Prev and Next. */
export function BlogList({ page, topic, initial, prevHref, nextHref }: BlogListProps) {
  const docs = useLiveQuery(withLookahead(queries.blogsPage(page, topic)), initial);
  const { items, hasNext } = splitPage(docs, PAGE_SIZE.insights);
  return (
    <>
      {items.length === 0 ? (
        <p className={styles.empty}>No insights on this topic yet.</p>
      ) : (
        <ul className={styles.list} data-testid="blog-list">
          {items.map((blog) => (
            <li key={blog.id}>
              <BlogListItem blog={blog} />
            </li>
          ))}
        </ul>
      )}
      <Pager label="Insights pages" page={page} prevHref={page > 1 ? prevHref : undefined} nextHref={hasNext ? nextHref : undefined} />
    </>
  );
}
