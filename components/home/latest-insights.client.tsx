'use client';
import { HOME, queries } from '@/lib/data/queries';
import type { Blog } from '@/lib/data/schema';
import { useLiveQuery } from '@/lib/data/use-live-query';
import { InsightCard } from './insight-card';
import styles from './latest-insights.module.css';

/** The six newest of the eight fetched blogs, kept live after load. */
export function LatestInsightsList({ initial }: { initial: Blog[] }) {
  const blogs = useLiveQuery(queries.homeBlogs(), initial).slice(0, HOME.blogsShown);
  if (blogs.length === 0) return <p>No insights yet.</p>;
  return (
    <ul className={styles.grid} data-testid="home-insights">
      {blogs.map((blog) => (
        <li key={blog.id}>
          <InsightCard blog={blog} />
        </li>
      ))}
    </ul>
  );
}
