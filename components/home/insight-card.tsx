import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link';
import { displayCategory } from '@/content/categories';
import { formatMonthYear, isoDay } from '@/lib/dates';
import type { Blog } from '@/lib/data/schema';
import { LIMITS, insightPath, truncate } from '@/lib/text';
import styles from './insight-card.module.css';

/** A home "Latest Insights" card: image, category, month and year, heading cut at 90 characters. */
export function InsightCard({ blog }: { blog: Blog }) {
  return (
    <article className={styles.card}>
      {blog.image && (
        <Image className={styles.image} src={blog.image} alt="" width={640} height={360} sizes="(max-width: 600px) 100vw, (max-width: 950px) 50vw, 384px" />
      )}
      <div className={styles.body}>
        <p className={styles.meta}>
          {blog.category && <span className={styles.category}>{displayCategory(blog.category)}</span>}
          <time dateTime={isoDay(blog.date)}>{formatMonthYear(blog.date)}</time>
        </p>
        <h3 className={styles.heading}>
          <Link className={styles.link} href={insightPath(blog.heading, blog.id)} title={blog.heading}>
            {truncate(blog.heading, LIMITS.homeBlogHeading)}
          </Link>
        </h3>
        <span className={styles.cue} aria-hidden="true">
          Read insight →
        </span>
      </div>
    </article>
  );
}
