import type { Blog } from '@/lib/data/schema';
import { InsightCard } from './insight-card';
import styles from './related-insights.module.css';

/** Insights of the same category as the article (beyond the spec); nothing when there are none. */
export function RelatedInsights({ blogs }: { blogs: Blog[] }) {
  if (blogs.length === 0) return null;
  return (
    <section className="section section-tint section-lazy no-print" aria-labelledby="related-heading">
      <div className="container">
        <h2 id="related-heading">Related insights</h2>
        <ul className={styles.grid}>
          {blogs.map((blog) => (
            <li key={blog.id}>
              <InsightCard blog={blog} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
