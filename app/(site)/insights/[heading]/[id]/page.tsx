import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { cache } from 'react';
import { articleCrumbs } from '@/components/insights/breadcrumb';
import { blogSummary } from '@/components/insights/blog-summary';
import { InsightArticle } from '@/components/insights/insight-article';
import { RelatedInsights } from '@/components/insights/related-insights';
import { JsonLd } from '@/components/seo/json-ld';
import { PreviewNotice } from '@/components/studio/preview-notice';
import { commentsPage } from '@/lib/comments/insight-comments';
import { getStore, queries, type Blog } from '@/lib/data';
import { env } from '@/lib/env';
import { OG_SIZE, pageMetadata, staffSeo } from '@/lib/seo/metadata';
import { breadcrumbs, graph, insightArticle } from '@/lib/seo/structured-data';
import { absoluteUrl } from '@/lib/seo/url';
import { previewed } from '@/lib/studio/preview';
import { decodedSegment as decoded, TEXT_CUTS, truncate, articlePath, articleSegment } from '@/lib/text';

export const revalidate = 300;
export const dynamicParams = true;

type Params = { heading: string; id: string };
type Props = { params: Promise<Params> };

/**
 * Shared by generateMetadata and the page within one request: the published insight, or its
 * latest draft for staff previewing it (draft mode, lib/studio/preview.ts).
 */
const loadBlog = cache(async (id: string): Promise<{ blog: Blog; preview: boolean } | null> => {
  const draft = await previewed('insight', id);
  if (draft) return { blog: draft, preview: true };
  const [blog] = await (await getStore()).list(queries.blogById(id));
  return blog ? { blog, preview: false } : null;
});

export async function generateStaticParams(): Promise<Params[]> {
  try {
    const blogs = await (await getStore()).list(queries.newestBlogs(env().PRERENDER_NEWEST));
    return blogs.map((blog) => ({ heading: articleSegment(blog), id: blog.id }));
  } catch (error) {
    // A build without a reachable store still succeeds; articles then render on first request.
    console.warn('[insights] no static params:', error);
    return [];
  }
}

export async function generateMetadata({ params }: Props) {
  const loaded = await loadBlog(decoded((await params).id));
  if (!loaded) return {};
  const { blog, preview } = loaded;
  return pageMetadata({
    noindex: preview,
    // Generated per article (heading and brand): PNG, 1200x630, what LinkedIn and others expect.
    ...staffSeo(blog, {
      title: blog.heading,
      description: truncate(blogSummary(blog), TEXT_CUTS.structuredDataDescription),
      image: { url: `/og/insights/${encodeURIComponent(blog.id)}`, ...OG_SIZE, alt: blog.heading },
    }),
    path: articlePath(blog),
    type: 'article',
    publishedTime: blog.date,
    modifiedTime: blog.updatedAt ?? blog.date,
    authors: blog.author ? [blog.author] : undefined,
  });
}

/** /insights/{heading}/{id}: the id decides the article; any other heading redirects (308) to the canonical one. */
export default async function InsightArticlePage({ params }: Props) {
  const { heading, id } = await params;
  const loaded = await loadBlog(decoded(id));
  if (!loaded) notFound();
  const { blog, preview } = loaded;
  const slug = articleSegment(blog);
  // A preview's heading may not be the published one's yet: a temporary redirect, never remembered.
  if (heading !== slug && decoded(heading) !== slug) (preview ? redirect : permanentRedirect)(articlePath(blog));

  const url = absoluteUrl(articlePath(blog));
  const store = await getStore();
  const [related, comments] = await Promise.all([
    blog.category ? store.list(queries.relatedBlogs(blog.category)).then((blogs) => blogs.filter((other) => other.id !== blog.id).slice(0, 4)) : [],
    commentsPage(store, blog.id),
  ]);
  return (
    <>
      <JsonLd
        data={graph(
          insightArticle(blog),
          breadcrumbs([...articleCrumbs(blog).map((c) => ({ name: c.label, path: c.href })), { name: blog.heading }]),
        )}
      />
      {preview && <PreviewNotice id={blog.id} />}
      <InsightArticle blog={blog} url={url} comments={comments} />
      <RelatedInsights blogs={related} />
    </>
  );
}
