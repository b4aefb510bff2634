import { Link } from '@/components/ui/link.client';
import { CAREERS } from '@/content/careers';
import type { JobOpening } from '@/lib/data/schema';
import { formatDayMonthYear, isoDay } from '@/lib/dates';
import { isSafeHref } from '../industries/links';
import { openingLocation } from './opening-info';
import { openingPath } from '@/lib/text';
import styles from './careers.module.css';

const labels = CAREERS.openings.labels;

type Props = {
  opening: JobOpening;
  /** Level of the section headings (Overview, Responsibilities ...): below the opening's title. */
  level: 2 | 3 | 4;
  /** Where the secondary link goes: the opening's own page, or back to the list. */
  secondary: 'permalink' | 'all-openings';
};

function List({ heading, items, level }: { heading: string; items: string[]; level: Props['level'] }) {
  const Heading = `h${level}` as const;
  if (items.length === 0) return null;
  return (
    <>
      <Heading className={styles.detailHeading}>{heading}</Heading>
      <ul className={styles.detailList}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/** The detail of one opening: Overview, Responsibilities, Required and Additional Qualifications, Apply. */
export function OpeningDetail({ opening, level, secondary }: Props) {
  const Heading = `h${level}` as const;
  const location = openingLocation(opening);
  return (
    <div className={styles.detail}>
      {(location || opening.datePosted) && (
        <p className={styles.detailMeta}>
          {location && <span>{location.label}</span>}
          {opening.datePosted && (
            <span>
              Posted <time dateTime={isoDay(opening.datePosted)}>{formatDayMonthYear(opening.datePosted)}</time>
            </span>
          )}
          {opening.validThrough && (
            <span>
              Apply by <time dateTime={isoDay(opening.validThrough)}>{formatDayMonthYear(opening.validThrough)}</time>
            </span>
          )}
        </p>
      )}
      {opening.overview && (
        <>
          <Heading className={styles.detailHeading}>{labels.overview}</Heading>
          <p>{opening.overview}</p>
        </>
      )}
      <List heading={labels.responsibilities} items={opening.responsibilities} level={level} />
      <List heading={labels.requiredQualifications} items={opening.requiredQualifications} level={level} />
      <List heading={labels.additionalQualifications} items={opening.additionalQualifications} level={level} />
      <p className={styles.actions}>
        {isSafeHref(opening.gform) && (
          <a className="button" href={opening.gform} target="_blank" rel="noopener noreferrer">
            {labels.apply}
            <span className="visually-hidden"> for {opening.name} (opens in a new tab)</span>
          </a>
        )}
        {secondary === 'permalink' ? (
          <Link className={styles.textLink} href={openingPath(opening.id)}>
            Link to this opening<span className="visually-hidden">: {opening.name}</span>
          </Link>
        ) : (
          <Link className={styles.textLink} href="/careers#openings">
            All current openings
          </Link>
        )}
      </p>
    </div>
  );
}
