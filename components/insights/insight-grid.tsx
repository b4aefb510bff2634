import type { Blog } from '@/lib/data/schema';
import { InsightCard } from './insight-card';
import styles from './insight-grid.module.css';

/** Insight cards in a grid of as many columns as fit (related insights, an author's insights). */
export function InsightGrid({ blogs }: { blogs: Blog[] }) {
  return (
    <ul className={styles.grid}>
      {blogs.map((blog) => (
        <li key={blog.id}>
          <InsightCard blog={blog} />
        </li>
      ))}
    </ul>
  );
}
