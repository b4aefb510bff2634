import { getStore } from '@/lib/data';
import { ogCard, ogNotFound } from '@/lib/seo/og-card';

// Rendered on a preview's first request, then served from Next's cache (like the pages) and
// rendered again at most every hour: a render costs about 25 ms of CPU.
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams(): { id: string }[] {
  return [];
}

/** The link-preview image of a job opening: its title and where it is based. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const opening = await (await getStore()).get('job_openings', (await params).id);
  if (!opening) return ogNotFound();
  return ogCard({ eyebrow: 'Careers · Open position', title: opening.name, detail: [opening.location, opening.country].filter(Boolean).join(', ') });
}
