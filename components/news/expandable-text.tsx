import { truncate } from '@/lib/text';
import { ExpandToggle } from './expand-toggle.client';
import styles from './expandable-text.module.css';

type ExpandableTextProps = {
  text: string;
  /** Characters shown while collapsed (the news excerpt: 400). */
  limit: number;
  /** What the text is about, for the button's accessible name ('Read more: <label>'). */
  label: string;
};

/**
 * An excerpt that expands to the full text and collapses again; no button when it fits. The
 * cut is made here (on the server, for the first render), so the client island carries
 * neither the truncation rules nor this module's CSS map.
 */
export function ExpandableText({ text, limit, label }: ExpandableTextProps) {
  const excerpt = truncate(text, limit);
  if (excerpt === text.trim()) return <p className={styles.text}>{text}</p>;
  return <ExpandToggle text={text} excerpt={excerpt} label={label} textClass={styles.text!} toggleClass={styles.toggle!} />;
}
