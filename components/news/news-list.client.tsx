'use client';
import type { News } from '@/lib/data/schema';
import { PAGE_SIZE, queries } from '@/lib/data/queries';
import { useLiveQuery } from '@/lib/data/use-live-query';
import { LIMITS } from '@/lib/text';
import { Pager } from '../insights/pager';
import { splitPage, withLookahead } from '../insights/list-params';
import { ExpandableText } from './expandable-text';
import { NewsCard } from './news-card';
import styles from './news-list.module.css';

type NewsListProps = {
  page: number;
  category?: string;
  /** The server's look-ahead read (see `withLookahead`). */
  initial: News[];
  prevHref: string;
  nextHref: string;
};

/** The live news list, 4 per page, newest first; each card's excerpt expands to the full text. */
export function NewsList({ page, category, initial, prevHref, nextHref }: NewsListProps) {
  const docs = useLiveQuery(withLookahead(queries.newsPage(page, category)), initial);
  const { items, hasNext } = splitPage(docs, PAGE_SIZE.news);
  return (
    <>
      {items.length === 0 ? (
        <p className={styles.empty}>No news in this category yet.</p>
      ) : (
        <ul className={styles.list} data-testid="news-list">
          {items.map((item) => (
            <li key={item.id}>
              <NewsCard item={item}>
                <ExpandableText text={item.desc} limit={LIMITS.newsExcerpt} label={item.heading} />
              </NewsCard>
            </li>
          ))}
        </ul>
      )}
      <Pager label="News pages" page={page} prevHref={page > 1 ? prevHref : undefined} nextHref={hasNext ? nextHref : undefined} />
    </>
  );
}
