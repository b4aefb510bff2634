import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { CommentList } from '@/components/account/comment-list';
import { articleCrumbs, Breadcrumb } from '@/components/insights/breadcrumb';
import { Link } from '@/components/ui/link.client';
import { commentsPage } from '@/lib/comments/insight-comments';
import { commentsHeading, olderCommentsPath, REPORT_MESSAGES, type ReportOutcome } from '@/lib/comments/page';
import { getStore, parseCursor, queries, type Cursor } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import { decodedSegment, articlePath, articleSegment } from '@/lib/text';
import styles from '@/components/account/comment-pages.module.css';

type Props = { params: Promise<{ heading: string; id: string }>; searchParams: Promise<{ after?: string | string[]; report?: string | string[] }> };

const loadBlog = cache(async (id: string) => (await (await getStore()).list(queries.blogById(decodedSegment(id))))[0] ?? null);

/** The page's cursor: none (the newest), or one that parses; undefined when the link is damaged. */
async function cursorOf(searchParams: Props['searchParams']): Promise<Cursor | null | undefined> {
  const { after } = await searchParams;
  if (after === undefined) return null;
  return parseCursor(after) ?? undefined;
}

export async function generateMetadata({ params }: Props) {
  const blog = await loadBlog((await params).id);
  if (!blog) return {};
  // Older comments add nothing a search should list apart from the article: followed, not indexed.
  return pageMetadata({ noindex: true, title: `Comments on ${blog.heading}`, description: `Readers' comments on ${blog.heading}.`, path: `${articlePath(blog)}/comments` });
}

/**
 * /insights/{heading}/{id}/comments?after=<cursor>: an insight's older comments, a page at a time,
 * newest first (the article shows the newest page). Rendered per request from one page's read
 * and a bounded count, and kept by the CDN (next.config.ts); a cursor names a place, so a
 * minted one costs one short read and keeps nothing.
 */
export default async function InsightCommentsPage({ params, searchParams }: Props) {
  const { heading, id } = await params;
  const [blog, after, { report }] = await Promise.all([loadBlog(id), cursorOf(searchParams), searchParams]);
  const reported = typeof report === 'string' && Object.hasOwn(REPORT_MESSAGES, report) ? REPORT_MESSAGES[report as ReportOutcome] : null;
  if (!blog || after === undefined) notFound();
  const article = articlePath(blog);
  // Any other heading (an old one, another spelling) goes to the canonical address, as the article does.
  const slug = articleSegment(blog);
  if (heading !== slug && decodedSegment(heading) !== slug) permanentRedirect(after ? olderCommentsPath(article, after) : `${article}/comments`);
  const page = await commentsPage(await getStore(), blog.id, after ?? undefined);
  return (
    <div className={`container section ${styles.page}`}>
      <Breadcrumb items={[...articleCrumbs(blog), { label: blog.heading, href: article }]} />
      <h1 className={styles.pageTitle}>Comments on {blog.heading}</h1>
      {reported && (
        <p className={styles.notice} role="status">
          {reported}
          {report === 'login' && (
            <>
              {' '}
              <Link href={`/login?next=${encodeURIComponent(`${article}#comments`)}`}>Log in</Link>
            </>
          )}
        </p>
      )}
      <p>
        {commentsHeading(page.total, page.more)} · <Link href={`${article}#comments`}>Back to the article and its newest comments</Link>
      </p>
      <CommentList comments={page.comments} articlePath={article} />
      {page.older && (
        <p className={styles.older}>
          <Link href={olderCommentsPath(article, page.older)}>Older comments</Link>
        </p>
      )}
    </div>
  );
}
