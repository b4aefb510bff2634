import { displayCategory, displayInsightType } from '@/content/categories';
import { getStore, queries } from '@/lib/data';
import { formatMonthYear } from '@/lib/dates';
import { ogCard, ogNotFound } from '@/lib/seo/og-card';

// Rendered on a preview's first request, then served from Next's cache (like the pages) and
// rendered again at most every hour: a render costs about 25 ms of CPU.
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams(): { id: string }[] {
  return [];
}

/** The link-preview image of an insight article. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [blog] = await (await getStore()).list(queries.blogById(id));
  if (!blog) return ogNotFound();
  return ogCard({
    eyebrow: `${displayInsightType(blog.insighttype)} · ${displayCategory(blog.category) || 'Insights'}`,
    title: blog.heading,
    detail: [blog.author, formatMonthYear(blog.date)].filter(Boolean).join(' · '),
  });
}
