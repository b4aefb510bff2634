import { HOME } from '@/lib/data/queries';
import type { Blog } from '@/lib/data/schema';
import { InsightCard } from '@/components/insights/insight-card';
import { TEXT_CUTS } from '@/lib/text';
import styles from './latest-insights.module.css';

/** The six newest of the eight fetched blogs. */
export function LatestInsightsView({ docs }: { docs: Blog[] }) {
  const blogs = docs.slice(0, HOME.blogsShown);
  if (blogs.length === 0) return <p>No insights yet.</p>;
  return (
    <ul className={styles.grid} data-testid="home-insights">
      {blogs.map((blog) => (
        <li key={blog.id}>
          <InsightCard blog={blog} label="category" headingLimit={TEXT_CUTS.homeBlogHeading} textLimit={null} sizes="(max-width: 600px) 100vw, (max-width: 950px) 50vw, 384px" />
        </li>
      ))}
    </ul>
  );
}
