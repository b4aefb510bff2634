import type { Blog } from '@/lib/data/schema';
import { pagedPath } from '@/lib/seo/url';
import { slimBlog } from '@/lib/data/slim';
import { BlogList } from './blog-list.client';
import { TopicCarousel } from './topic-carousel';
import styles from './blog-list-section.module.css';

type BlogListSectionProps = {
  /** '/insights' or '/blogs': where Prev, Next and the topics point. */
  path: string;
  page: number;
  topic?: string;
  /** The page's look-ahead read (see `withLookahead`). */
  docs: Blog[];
  showTopics?: boolean;
  heading?: string;
};

/** The topics carousel (optional) above the live blog list and its pager. */
export function BlogListSection({ path, page, topic, docs, showTopics = true, heading }: BlogListSectionProps) {
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
        <BlogList
          page={page}
          topic={topic}
          initial={docs.map(slimBlog)}
          prevHref={pagedPath(path, page - 1, { topic })}
          nextHref={pagedPath(path, page + 1, { topic })}
        />
      </div>
    </section>
  );
}
