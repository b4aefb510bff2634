import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link.client';
import { displayInsightType } from '@/content/categories';
import { formatMonthYear, isoDay } from '@/lib/dates';
import type { Blog } from '@/lib/data/schema';
import { TEXT_CUTS, truncate, articlePath } from '@/lib/text';
import { blogSummary } from './blog-summary';
import { Byline } from './byline';
import styles from './blog-list-item.module.css';

/**
 * A row of the insights list: image, insight type, date, heading (55 characters, 50 on
 * narrow screens: both are rendered and CSS shows one), description cut at 200.
 */
export function BlogListItem({ blog }: { blog: Blog }) {
  return (
    <article className={styles.item}>
      <div className={styles.media}>
        {blog.image && <Image src={blog.image} alt="" fill sizes="(max-width: 700px) 100vw, 320px" className={styles.image} />}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.type}>{displayInsightType(blog.insighttype)}</span>
          <time dateTime={isoDay(blog.date)}>{formatMonthYear(blog.date)}</time>
        </p>
        <h3 className={styles.heading}>
          <Link href={articlePath(blog)} className={styles.link} title={blog.heading}>
            <span className={styles.wide}>{truncate(blog.heading, TEXT_CUTS.insightCardHeading)}</span>
            <span className={styles.narrow}>{truncate(blog.heading, TEXT_CUTS.mobileBlogHeading)}</span>
          </Link>
        </h3>
        <p className={styles.text}>{truncate(blogSummary(blog), TEXT_CUTS.listDescription)}</p>
        {blog.author && (
          <p className={styles.author}>
            <Byline name={blog.author} />
          </p>
        )}
      </div>
    </article>
  );
}
