import { Link } from '@/components/ui/link.client';
import { formatDayMonthYear, isoDay } from '@/lib/dates';
import { excerpt, highlight, type SearchHit, type SearchKind } from '@/lib/search/engine';
import styles from './search-results.module.css';

export const KIND_LABELS: Record<SearchKind, { one: string; many: string }> = {
  insight: { one: 'Insight', many: 'Insights' },
  news: { one: 'News', many: 'News' },
  event: { one: 'Event', many: 'Events' },
  opening: { one: 'Job opening', many: 'Job openings' },
  industry: { one: 'Industry', many: 'Industries' },
  capability: { one: 'Capability', many: 'Capabilities' },
};

/** Text with the visitor's matched words in <mark>. */
function Marked({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {highlight(text, terms).map((segment, index) => (segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text))}
    </>
  );
}

/** One result: its title (a link), date when it has one, and an excerpt around the first match. */
export function SearchResult({ hit }: { hit: SearchHit }) {
  return (
    <li className={styles.result}>
      <h3 className={styles.title}>
        <Link href={hit.url} prefetch={false}>
          <Marked text={hit.title} terms={hit.terms} />
        </Link>
      </h3>
      {hit.date && (
        <p className={styles.meta}>
          <time dateTime={isoDay(hit.date)}>{formatDayMonthYear(hit.date)}</time>
        </p>
      )}
      <p className={styles.excerpt}>
        <Marked text={excerpt(hit.text, hit.terms)} terms={hit.terms} />
      </p>
    </li>
  );
}
