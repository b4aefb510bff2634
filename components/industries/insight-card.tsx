import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link';
import { displayInsightType } from '@/content/categories';
import type { Blog } from '@/lib/data/schema';
import { formatMonthYear, isoDay } from '@/lib/dates';
import { insightPath, LIMITS, truncate } from '@/lib/text';
import { isSitePath } from './links';
import styles from './insights.module.css';

/** An insight on an industry page: type, month, heading cut at 55 and summary at 180, linking to the article. */
export function InsightCard({ blog }: { blog: Blog }) {
  return (
    <article className={styles.card}>
      {isSitePath(blog.image) && (
        <div className={styles.media}>
          <Image src={blog.image} alt="" fill sizes="(max-width: 700px) 100vw, (max-width: 1250px) 50vw, 400px" />
        </div>
      )}
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.type}>{displayInsightType(blog.insighttype)}</span>
          <time dateTime={isoDay(blog.date)}>{formatMonthYear(blog.date)}</time>
        </p>
        <h4 className={styles.heading} title={blog.heading}>
          <Link href={insightPath(blog.heading, blog.id)} className={styles.link}>
            {truncate(blog.heading, LIMITS.insightCardHeading)}
          </Link>
        </h4>
        {blog.short && <p className={styles.text}>{truncate(blog.short, LIMITS.insightShort)}</p>}
      </div>
    </article>
  );
}
