import { truncate } from '@/lib/text';
import styles from './expandable-text.module.css';

type ExpandableTextProps = {
  text: string;
  /** Characters shown while collapsed (the news excerpt: 400). */
  limit: number;
  /** What the text is about, for the toggle's accessible name ('Read more: <label>'). */
  label: string;
};

/**
 * An excerpt that expands to the full text and collapses again; no toggle when it fits. A
 * `<details>`: it works from the first paint without any script, and the browser gives the
 * toggle its expanded state. Open, the excerpt gives way to the whole text and the toggle, now
 * 'Show less', follows it.
 */
export function ExpandableText({ text, limit, label }: ExpandableTextProps) {
  const excerpt = truncate(text, limit);
  if (excerpt === text.trim()) return <p className={styles.text}>{text}</p>;
  return (
    <>
      <p className={`${styles.text} ${styles.excerpt}`}>{excerpt}</p>
      <details className={styles.more}>
        <summary className={styles.toggle}>
          <span className={styles.whenClosed}>Read more</span>
          <span className={styles.whenOpen}>Show less</span>
          <span className="visually-hidden">: {label}</span>
        </summary>
        <p className={styles.text}>{text}</p>
      </details>
    </>
  );
}
