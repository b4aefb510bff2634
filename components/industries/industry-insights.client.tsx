'use client';
import type { Blog } from '@/lib/data/schema';
import { queries } from '@/lib/data/queries';
import { useLiveQuery } from '@/lib/data/use-live-query';
import { InsightCard } from './insight-card';
import styles from './insights.module.css';

type Props = { vertical: string; publications: Blog[]; articles: Blog[] };

/** The two insight lists of a vertical, live: Publications (shown as 'Media Releases') and Articles. */
export function IndustryInsightsLists({ vertical, publications, articles }: Props) {
  const liveReleases = useLiveQuery(queries.insightsByVertical(vertical, 'Publication'), publications);
  const liveArticles = useLiveQuery(queries.insightsByVertical(vertical, 'Article'), articles);
  return (
    <>
      <InsightGroup id="media-releases" heading="Media Releases" empty="No media releases for this vertical yet." blogs={liveReleases} />
      <InsightGroup id="articles" heading="Articles" empty="No articles for this vertical yet." blogs={liveArticles} />
    </>
  );
}

function InsightGroup({ id, heading, empty, blogs }: { id: string; heading: string; empty: string; blogs: Blog[] }) {
  return (
    <div className={styles.group} aria-labelledby={`${id}-heading`} role="group">
      <h3 id={`${id}-heading`}>{heading}</h3>
      {blogs.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.grid} data-testid={id}>
          {blogs.map((blog) => (
            <li key={blog.id}>
              <InsightCard blog={blog} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
