import { isSitePath } from '@/components/industries/links';
import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link.client';
import { displayCategory, displayInsightType } from '@/content/categories';
import { formatMonthYear, isoDay } from '@/lib/dates';
import type { Blog } from '@/lib/data/schema';
import { TEXT_CUTS, truncate, articlePath } from '@/lib/text';
import { blogSummary } from './blog-summary';
import styles from './insight-card.module.css';

type InsightCardProps = {
  blog: Blog;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Above the heading: the insight's type (grids, carousels, industry pages) or its category (home). */
  label?: 'type' | 'category';
  /** Heading cut: 55 on cards, 90 on home. */
  headingLimit?: number;
  /** Summary cut: 180 on cards, 100 in the spotlight; `null` for none and a "Read insight" cue (home). */
  textLimit?: number | null;
  /** The image's rendered widths, as the card's grid lays it out. */
  sizes?: string;
};

/** The one insight card: image, label, month and year, the heading linking to the article, the summary. */
export function InsightCard({
  blog,
  headingLevel: Heading = 'h3',
  label = 'type',
  headingLimit = TEXT_CUTS.insightCardHeading,
  textLimit = TEXT_CUTS.insightShort,
  sizes = '(max-width: 600px) 100vw, (max-width: 1000px) 50vw, 380px',
}: InsightCardProps) {
  const image = isSitePath(blog.image) ? blog.image : '';
  return (
    <article className={styles.card}>
      <div className={styles.media}>{image && <Image src={image} alt="" fill sizes={sizes} className={styles.image} />}</div>
      <div className={styles.body}>
        <p className={styles.meta}>
          {label === 'type' ? (
            <span className={styles.type}>{displayInsightType(blog.insighttype)}</span>
          ) : (
            blog.category && <span className={styles.category}>{displayCategory(blog.category)}</span>
          )}
          <time dateTime={isoDay(blog.date)}>{formatMonthYear(blog.date)}</time>
        </p>
        <Heading className={styles.heading}>
          <Link href={articlePath(blog)} className={styles.link} title={blog.heading}>
            {truncate(blog.heading, headingLimit)}
          </Link>
        </Heading>
        {textLimit === null ? (
          <span className={styles.cue} aria-hidden="true">
            Read insight →
          </span>
        ) : (
          <p className={styles.text}>{truncate(blogSummary(blog), textLimit)}</p>
        )}
      </div>
    </article>
  );
}
