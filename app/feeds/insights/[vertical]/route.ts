import { INDUSTRIES } from '@/content/industries';
import { rssResponse } from '@/lib/seo/feed';
import { verticalFeed } from '@/lib/seo/feeds';

export const revalidate = 300;
export const dynamicParams = false;

export function generateStaticParams() {
  return INDUSTRIES.map((industry) => ({ vertical: industry.slug }));
}

/** /feeds/insights/<industry-slug>: the insights of one vertical. */
export async function GET(_request: Request, { params }: { params: Promise<{ vertical: string }> }) {
  const { vertical } = await params;
  const industry = INDUSTRIES.find((i) => i.slug === vertical);
  if (!industry) return new Response('Not found', { status: 404 });
  return rssResponse(await verticalFeed(industry.vertical, industry.heading, industry.slug));
}
