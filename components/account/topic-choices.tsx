import { displayCategory, VERTICALS } from '@/content/categories';
import styles from './form.module.css';

/**
 * The verticals a subscriber follows, as checkboxes named `topics` (none checked counts as all,
 * lib/subscriptions), always in sight: what is ticked is what the visitor gets. In the subscribe
 * dialog they stand two to a row, all ticked at first.
 */
export function TopicChoices({ selected = VERTICALS, compact = false }: { selected?: readonly string[]; compact?: boolean }) {
  return (
    <fieldset className={compact ? `${styles.topics} ${styles.topicsCompact}` : styles.topics}>
      <legend>Industries you follow</legend>
      {VERTICALS.map((vertical) => (
        <label key={vertical} className={styles.topic}>
          <input type="checkbox" name="topics" value={vertical} defaultChecked={selected.includes(vertical)} />
          {displayCategory(vertical)}
        </label>
      ))}
    </fieldset>
  );
}
