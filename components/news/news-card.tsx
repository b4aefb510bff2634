import type { ReactNode } from 'react';
import { displayCategory } from '@/content/categories';
import { formatDayMonthYear, isoDay } from '@/lib/dates';
import type { News } from '@/lib/data/schema';
import { Link } from '@/components/ui/link.client';
import { newsPath, TEXT_CUTS, truncate } from '@/lib/text';
import styles from './news-card.module.css';

type NewsCardProps = {
  item: News;
  headingLevel?: 'h2' | 'h3';
  /** Replaces the 200-character text, e.g. the news page's expandable excerpt. */
  children?: ReactNode;
};

/** A compact news card: date, category, heading cut at 50 (a link to the item's page) and text at 200 characters. */
export function NewsCard({ item, headingLevel: Heading = 'h3', children }: NewsCardProps) {
  return (
    <article className={styles.card} id={`news-${item.id}`}>
      <p className={styles.meta}>
        <time dateTime={isoDay(item.date)}>{formatDayMonthYear(item.date)}</time>
        {item.category && <span className={styles.category}>{displayCategory(item.category)}</span>}
      </p>
      <Heading className={styles.heading} title={item.heading}>
        {/* The spec's cut headline leads to the item's own page, which has it whole. */}
        <Link href={newsPath(item.id)} className={styles.link}>
          {truncate(item.heading, TEXT_CUTS.newsHeading)}
        </Link>
      </Heading>
      {children ?? <p className={styles.text}>{truncate(item.desc, TEXT_CUTS.newsDescription)}</p>}
    </article>
  );
}
