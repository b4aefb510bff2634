import { eventPath } from '@/lib/text';
import { loadEvent } from '@/components/events/event-loader';
import { publicCache } from '@/lib/cache-control';
import { eventIcs } from '@/lib/calendar';
import { absoluteUrl, siteUrl } from '@/lib/seo/url';

export const revalidate = 300;

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** /calendar/<event id>.ics: the event as an iCalendar file (lib/calendar.ts), to add to any calendar. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!file.endsWith('.ics')) return notFound();
  const event = await loadEvent(file.slice(0, -'.ics'.length));
  if (!event) return notFound();
  const body = eventIcs(event, { url: absoluteUrl(eventPath(event.id)), host: new URL(siteUrl()).host });
  // A file name of plain characters only; the id may hold anything the store allows.
  const name = event.id.replace(/[^\w.-]+/g, '-');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}.ics"`,
      'Cache-Control': publicCache(300),
    },
  });
}
