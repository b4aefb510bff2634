import type { News } from '@/lib/data/schema';
import { NewsCard } from '../news/news-card';
import styles from './news-strip.module.css';

export function NewsStripView({ docs }: { docs: News[] }) {
  if (docs.length === 0) return <p>No news yet.</p>;
  return (
    <ul className={styles.list} data-testid="home-news">
      {docs.map((item) => (
        <li key={item.id}>
          <NewsCard item={item} />
        </li>
      ))}
    </ul>
  );
}
