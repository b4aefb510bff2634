import { Image } from '@/components/ui/image';
import { displayCategory } from '@/content/categories';
import type { Compendium } from '@/lib/data/schema';
import { formatDayMonthYear, isoDay } from '@/lib/dates';
import { TEXT_CUTS, truncate } from '@/lib/text';
import { isSafeHref, isSitePath } from './links';
import styles from './compendium.module.css';

/** One compendium: heading, subheading, date, description cut at 250 and its PDF. */
export function CompendiumCard({ item }: { item: Compendium }) {
  return (
    <article className={styles.card}>
      <div className={styles.top}>
        {isSitePath(item.logoPath) && <Image className={styles.logo} src={item.logoPath} alt="" width={72} height={72} />}
        <div>
          <h3 className={styles.heading}>{item.heading}</h3>
          {item.subheading && <p className={styles.subheading}>{item.subheading}</p>}
          <p className={styles.meta}>
            <span>{displayCategory(item.category)}</span>
            <time dateTime={isoDay(item.date)}>{formatDayMonthYear(item.date)}</time>
          </p>
        </div>
      </div>
      {item.description && <p className={styles.text}>{truncate(item.description, TEXT_CUTS.compendiumDescription)}</p>}
      {isSafeHref(item.pdf) && (
        <a className={`button button-outline ${styles.pdf}`} href={item.pdf} target="_blank" rel="noopener noreferrer">
          Download PDF<span className="visually-hidden">: {item.heading} (opens in a new tab)</span>
        </a>
      )}
    </article>
  );
}
