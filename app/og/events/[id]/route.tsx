import { loadEvent } from '@/components/events/event-loader';
import { displayCategory } from '@/content/categories';
import { formatDayMonthYear } from '@/lib/dates';
import { ogCard, ogNotFound } from '@/lib/seo/og-card';

// Rendered on a preview's first request, then served from Next's cache (like the pages) and
// rendered again at most every hour: a render costs about 25 ms of CPU.
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams(): { id: string }[] {
  return [];
}

/** The link-preview image of an event: its vertical, heading, date and city. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const event = await loadEvent((await params).id);
  if (!event) return ogNotFound();
  const place = event.venue?.addressLocality ?? (event.onlineUrl ? 'Online' : undefined);
  return ogCard({
    eyebrow: ['Event', displayCategory(event.category)].filter(Boolean).join(' · '),
    title: event.heading,
    detail: [formatDayMonthYear(event.date), place].filter(Boolean).join(' · '),
  });
}
