'use client';
import type { News } from '@/lib/data/schema';
import { queries } from '@/lib/data/queries';
import { useLiveQuery } from '@/lib/data/use-live-query';
import { NewsCard } from '../news/news-card';
import styles from './news-strip.module.css';

export function NewsStripList({ initial }: { initial: News[] }) {
  const news = useLiveQuery(queries.homeNews(), initial);
  if (news.length === 0) return <p>No news yet.</p>;
  return (
    <ul className={styles.list} data-testid="home-news">
      {news.map((item) => (
        <li key={item.id}>
          <NewsCard item={item} />
        </li>
      ))}
    </ul>
  );
}
