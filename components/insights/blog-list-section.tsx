import type { ListQuery, PagePosition } from '@/lib/data/queries';
import type { Blog } from '@/lib/data/schema';
import { Live } from '@/components/live/live';
import { InsightsLive } from './live.client';
import { BlogListView } from './blog-list-view';
import { TopicCarousel } from './topic-carousel';
import styles from './blog-list-section.module.css';

type BlogListSectionProps = {
  /** '/insights' or '/blogs': where Prev, Next and the topics point. */
  path: string;
  position: PagePosition;
  topic?: string;
  /** The page's look-ahead read (see `withLookahead`) and the query it came from, which the list stays live on. */
  docs: Blog[];
  query: ListQuery<'blogs'>;
  showTopics?: boolean;
  heading?: string;
};

/** The topics carousel (optional) above the live blog list and its pager. */
export function BlogListSection({ path, position, topic, docs, query, showTopics = true, heading }: BlogListSectionProps) {
  const list = { page: position.page, path, param: 'topic', filter: topic, before: position.before !== undefined };
  return (
    <section className="section" aria-labelledby="blog-list-heading">
      <div className="container">
        {showTopics && (
          <div className={styles.topics}>
            <h2 className={styles.subheading}>Browse by topic</h2>
            <TopicCarousel path={path} selected={topic} />
          </div>
        )}
        <h2 id="blog-list-heading">{heading ?? (topic ? `Latest insights: ${topic}` : 'Latest insights')}</h2>
        <Live list={InsightsLive} view="blogList" query={query} docs={docs} props={list}>
          <BlogListView docs={docs} {...list} />
        </Live>
      </div>
    </section>
  );
}
