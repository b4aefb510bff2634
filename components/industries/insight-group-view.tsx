import type { Blog } from '@/lib/data/schema';
import { InsightCard } from '@/components/insights/insight-card';
import styles from './insights.module.css';

type Props = { docs: Blog[]; id: string; heading: string; empty: string };

/** One of a vertical's two insight lists: Publications (shown as 'Media Releases') or Articles. */
export function InsightGroupView({ docs, id, heading, empty }: Props) {
  return (
    <div className={styles.group} aria-labelledby={`${id}-heading`} role="group">
      <h3 id={`${id}-heading`}>{heading}</h3>
      {docs.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.grid} data-testid={id}>
          {docs.map((blog) => (
            <li key={blog.id}>
              <InsightCard blog={blog} headingLevel="h4" sizes="(max-width: 700px) 100vw, (max-width: 1250px) 50vw, 400px" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
