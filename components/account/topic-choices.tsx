import { displayCategory, VERTICALS } from '@/content/categories';
import styles from './form.module.css';

/**
 * The verticals a subscriber follows, as checkboxes named `topics` (none checked counts as all,
 * lib/subscriptions). In the subscribe dialog they sit folded in a <details>, all checked.
 */
export function TopicChoices({ selected = VERTICALS, folded = false }: { selected?: readonly string[]; folded?: boolean }) {
  const choices = (
    <fieldset className={styles.topics}>
      <legend>Industries you follow</legend>
      {VERTICALS.map((vertical) => (
        <label key={vertical} className={styles.topic}>
          <input type="checkbox" name="topics" value={vertical} defaultChecked={selected.includes(vertical)} />
          {displayCategory(vertical)}
        </label>
      ))}
    </fieldset>
  );
  if (!folded) return choices;
  return (
    <details className={styles.topicsToggle}>
      <summary>Topics: every industry</summary>
      {choices}
    </details>
  );
}
