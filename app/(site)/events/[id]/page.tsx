import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PreviewNotice } from '@/components/studio/preview-notice';
import { EventCommentBox } from '@/components/account/event-comment-box';
import { SubscribeButton } from '@/components/account/subscribe-button';
import { EventDetail } from '@/components/events/event-detail';
import { loadEvent } from '@/components/events/event-loader';
import { EventVerticals } from '@/components/events/event-verticals';
import { RecentEventsView } from '@/components/events/recent-events-view';
import { Live } from '@/components/live/live';
import { EventsLive } from '@/components/events/live.client';
import { JsonLd } from '@/components/seo/json-ld';
import { getStore, queries } from '@/lib/data';
import { env } from '@/lib/env';
import { OG_SIZE, pageMetadata, staffSeo } from '@/lib/seo/metadata';
import { breadcrumbs, event as eventJsonLd, graph } from '@/lib/seo/structured-data';
import { previewed } from '@/lib/studio/preview';
import { eventPath, TEXT_CUTS, plainText, truncate } from '@/lib/text';
import styles from './page.module.css';

export const revalidate = 300;
export const dynamicParams = true;

type Props = { params: Promise<{ id: string }> };

/**
 * Shared by generateMetadata and the page within one request: the published event, or its latest
 * draft for staff previewing it (draft mode, lib/studio/preview.ts).
 */
const loadEventPage = cache(async (idSegment: string) => {
  const draft = await previewed('event', idSegment);
  if (draft) return { event: draft, preview: true };
  const event = await loadEvent(idSegment);
  return event ? { event, preview: false } : null;
});

export async function generateStaticParams(): Promise<{ id: string }[]> {
  try {
    return (await (await getStore()).list(queries.newestEvents(env().PRERENDER_NEWEST))).map((event) => ({ id: event.id }));
  } catch (error) {
    // A build without a reachable store still succeeds; events then render on first request.
    console.warn('[events] no static params:', error);
    return [];
  }
}

export async function generateMetadata({ params }: Props) {
  const loaded = await loadEventPage((await params).id);
  if (!loaded) return {};
  const { event, preview } = loaded;
  return pageMetadata({
    noindex: preview,
    ...staffSeo(event, {
      title: event.heading,
      description: truncate(plainText(event.description), TEXT_CUTS.newsDescription),
      image: { url: `/og/events/${encodeURIComponent(event.id)}`, ...OG_SIZE, alt: event.heading },
    }),
    path: eventPath(event.id),
  });
}

export default async function EventPage({ params }: Props) {
  const loaded = await loadEventPage((await params).id);
  if (!loaded) notFound();
  const { event, preview } = loaded;
  const recent = await (await getStore()).list(queries.recentEvents());
  return (
    <>
      {preview && <PreviewNotice id={event.id} />}
      <div className={`container ${styles.page}`}>
        <JsonLd data={graph(eventJsonLd(event), breadcrumbs([{ name: 'Home', path: '/' }, { name: 'Events', path: '/events' }, { name: event.heading }]))} />
        <article className={styles.main}>
          <EventDetail event={event} priority />
          <div className={styles.actions}>
            {/* A link to the box's field: the browser scrolls to it and focuses it, with no script. */}
            <a href="#event-comment" className="button">
              Leave a comment!
            </a>
            <SubscribeButton className="button button-outline">Subscribe</SubscribeButton>
          </div>
          <EventVerticals />
          <div className={styles.comment}>
            <EventCommentBox eventId={event.id} />
          </div>
        </article>
        <div className={styles.sidebar}>
          <Live list={EventsLive} view="recentEvents" query={queries.recentEvents()} docs={recent}>
            <RecentEventsView docs={recent} />
          </Live>
        </div>
      </div>
    </>
  );
}
