import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link';
import { displayInsightType } from '@/content/categories';
import { formatMonthYear, isoDay } from '@/lib/dates';
import type { Blog } from '@/lib/data/schema';
import { insightPath, LIMITS, truncate } from '@/lib/text';
import { blogSummary } from './blog-summary';
import styles from './insight-card.module.css';

type InsightCardProps = {
  blog: Blog;
  /** Summary cut: 180 on insight cards, 100 in the spotlight. */
  textLimit?: number;
  headingLevel?: 'h2' | 'h3';
};

/** A grid or carousel card: image, insight type, date, heading cut at 55 and the summary. */
export function InsightCard({ blog, textLimit = LIMITS.insightShort, headingLevel: Heading = 'h3' }: InsightCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {blog.image && <Image src={blog.image} alt="" fill sizes="(max-width: 600px) 100vw, (max-width: 1000px) 50vw, 380px" className={styles.image} />}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.type}>{displayInsightType(blog.insighttype)}</span>
          <time dateTime={isoDay(blog.date)}>{formatMonthYear(blog.date)}</time>
        </p>
        <Heading className={styles.heading}>
          <Link href={insightPath(blog.heading, blog.id)} className={styles.link} title={blog.heading}>
            {truncate(blog.heading, LIMITS.insightCardHeading)}
          </Link>
        </Heading>
        <p className={styles.text}>{truncate(blogSummary(blog), textLimit)}</p>
      </div>
    </article>
  );
}
