import { displayCategory } from '@/content/categories';
import { formatDayMonthYear, isoDay } from '@/lib/dates';
import type { News } from '@/lib/data/schema';
import { LIMITS, truncate } from '@/lib/text';
import styles from './news-card.module.css';

/** A compact news card: date, category, heading cut at 50 and text at 200 characters. */
export function NewsCard({ item, headingLevel: Heading = 'h3' }: { item: News; headingLevel?: 'h2' | 'h3' }) {
  return (
    <article className={styles.card}>
      <p className={styles.meta}>
        <time dateTime={isoDay(item.date)}>{formatDayMonthYear(item.date)}</time>
        {item.category && <span className={styles.category}>{displayCategory(item.category)}</span>}
      </p>
      <Heading className={styles.heading} title={item.heading}>
        {truncate(item.heading, LIMITS.newsHeading)}
      </Heading>
      <p className={styles.text}>{truncate(item.desc, LIMITS.newsDescription)}</p>
    </article>
  );
}
