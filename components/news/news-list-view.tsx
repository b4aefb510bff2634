import type { News } from '@/lib/data/schema';
import { PAGE_SIZE } from '@/lib/data/queries';
import { TEXT_CUTS } from '@/lib/text';
import { PagedList, type ListPlace } from '@/components/lists/paged-list';
import { ExpandableText } from './expandable-text';
import { NewsCard } from './news-card';
import styles from './news-list.module.css';

type NewsListProps = ListPlace & { docs: News[] };

/** The news list, 4 per page, newest first; each card's excerpt expands to the full text. */
export function NewsListView(props: NewsListProps) {
  return (
    <PagedList
      {...props}
      size={PAGE_SIZE.news}
      label="News pages"
      empty="No news in this category yet."
      testId="news-list"
      className={styles.list}
      item={(item) => (
        <NewsCard item={item}>
          <ExpandableText text={item.desc} limit={TEXT_CUTS.newsExcerpt} label={item.heading} />
        </NewsCard>
      )}
    />
  );
}
