import { INDUSTRIES } from '@/content/industries';
import { ogCard, ogNotFound } from '@/lib/seo/og-card';

export const dynamicParams = false;

export function generateStaticParams() {
  return INDUSTRIES.map((industry) => ({ slug: industry.slug }));
}

/** The link-preview image of an industry page, made at build time. */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const industry = INDUSTRIES.find((item) => item.slug === slug);
  if (!industry) return ogNotFound();
  return ogCard({ eyebrow: 'Industry focus', title: industry.heading, detail: 'Research and management consulting' });
}
