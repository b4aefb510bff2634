import { displayCategory, displayInsightType } from '@/content/categories';
import { getStore, queries } from '@/lib/data';
import { formatMonthYear } from '@/lib/dates';
import { ogCard, ogNotFound } from '@/lib/seo/og-card';

export const revalidate = 3600;

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
