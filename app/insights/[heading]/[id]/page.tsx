import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { articleCrumbs } from '@/components/insights/breadcrumb';
import { blogSummary } from '@/components/insights/blog-summary';
import { InsightArticle } from '@/components/insights/insight-article';
import { RelatedInsights } from '@/components/insights/related-insights';
import { JsonLd } from '@/components/seo/json-ld';
import { getStore, queries, type Blog } from '@/lib/data';
import { env } from '@/lib/env';
import { OG_SIZE, pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbs, graph, insightArticle } from '@/lib/seo/structured-data';
import { absoluteUrl } from '@/lib/seo/url';
import { headingSlug, insightPath, TEXT_CUTS, truncate } from '@/lib/text';

export const revalidate = 300;
export const dynamicParams = true;

type Params = { heading: string; id: string };
type Props = { params: Promise<Params> };

/** Shared by generateMetadata and the page within one request. */
const loadBlog = cache(async (id: string): Promise<Blog | null> => {
  const [blog] = await (await getStore()).list(queries.blogById(id));
  return blog ?? null;
});

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export async function generateStaticParams(): Promise<Params[]> {
  try {
    const blogs = await (await getStore()).list(queries.newestBlogs(env().PRERENDER_NEWEST));
    return blogs.map((blog) => ({ heading: headingSlug(blog.heading), id: blog.id }));
  } catch (error) {
    // A build without a reachable store still succeeds; articles then render on first request.
    console.warn('[insights] no static params:', error);
    return [];
  }
}

export async function generateMetadata({ params }: Props) {
  const blog = await loadBlog(decoded((await params).id));
  if (!blog) return {};
  return pageMetadata({
    title: blog.heading,
    description: truncate(blogSummary(blog), TEXT_CUTS.structuredDataDescription),
    path: insightPath(blog.heading, blog.id),
    type: 'article',
    // Generated per article (heading and brand): PNG, 1200x630, what LinkedIn and others expect.
    image: { url: `/og/insights/${encodeURIComponent(blog.id)}`, ...OG_SIZE, alt: blog.heading },
    publishedTime: blog.date,
    modifiedTime: blog.updatedAt ?? blog.date,
    authors: blog.author ? [blog.author] : undefined,
  });
}

/** /insights/{heading}/{id}: the id decides the article; any other heading redirects (308) to the canonical one. */
export default async function InsightArticlePage({ params }: Props) {
  const { heading, id } = await params;
  const blog = await loadBlog(decoded(id));
  if (!blog) notFound();
  const slug = headingSlug(blog.heading);
  if (heading !== slug && decoded(heading) !== slug) permanentRedirect(insightPath(blog.heading, blog.id));

  const url = absoluteUrl(insightPath(blog.heading, blog.id));
  const related = blog.category
    ? (await (await getStore()).list(queries.relatedBlogs(blog.category))).filter((other) => other.id !== blog.id).slice(0, 4)
    : [];
  return (
    <>
      <JsonLd
        data={graph(
          insightArticle(blog),
          breadcrumbs([...articleCrumbs(blog).map((c) => ({ name: c.label, path: c.href })), { name: blog.heading }]),
        )}
      />
      <InsightArticle blog={blog} url={url} />
      <RelatedInsights blogs={related} />
    </>
  );
}
