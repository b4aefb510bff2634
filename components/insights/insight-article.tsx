import { Image } from '@/components/ui/image';
import { InsightCommentBox } from '../account/insight-comment-box';
import { InsightComments } from '../account/insight-comments';
import { CmsHtml } from '../ui/cms-html';
import { displayInsightType } from '@/content/categories';
import { formatMonthYear, isoDay } from '@/lib/dates';
import type { CommentsPage } from '@/lib/comments/insight-comments';
import type { Blog } from '@/lib/data/schema';
import { ArticleTools } from './article-tools';
import { PrintStamp } from './print-stamp';
import { articleCrumbs, Breadcrumb } from './breadcrumb';
import { Byline } from './byline';
import styles from './insight-article.module.css';
import './article-print.css';

/**
 * An insight article: hero, breadcrumb, byline with Share and Print, the sanitised body
 * and the newest comments. `url` is the absolute canonical URL (shared, printed). A draft shown
 * for review has no comments (none given): nobody can comment on what is not published.
 */
export function InsightArticle({ blog, url, comments }: { blog: Blog; url: string; comments?: CommentsPage }) {
  const crumbs = articleCrumbs(blog);
  return (
    <>
      <article className={styles.article}>
        <header className={styles.hero}>
          {blog.image && <Image className={styles.heroImage} src={blog.image} alt={blog.imageAlt} fill priority fetchPriority="high" sizes="100vw" />}
          <div className={`container ${styles.heroContent}`}>
            <p className={styles.type}>{displayInsightType(blog.insighttype)}</p>
            <h1 className={styles.heading}>{blog.heading}</h1>
          </div>
        </header>
        <div className={`container ${styles.content}`}>
          <Breadcrumb items={crumbs} />
          {/* The summary staff wrote, as the article's standfirst. */}
          {blog.short.trim() && <p className={styles.standfirst}>{blog.short}</p>}
          <div className={styles.byline}>
            <p className={styles.meta}>
              {blog.author && (
                <span>
                  By <Byline name={blog.author} className={styles.author} />
                </span>
              )}
              <time dateTime={isoDay(blog.date)}>{formatMonthYear(blog.date)}</time>
            </p>
            <ArticleTools url={url} title={blog.heading} />
          </div>
          <CmsHtml html={blog.description} className={styles.body} />
          <PrintStamp url={url} />
        </div>
      </article>
      {comments && (
        <div className={`section no-print ${styles.comments}`}>
          <div className={`container ${styles.narrow}`}>
            <InsightComments blogId={blog.id} path={new URL(url).pathname} page={comments} form={<InsightCommentBox blogId={blog.id} path={new URL(url).pathname} />} />
          </div>
        </div>
      )}
    </>
  );
}
