import { EventCommentBox } from '@/components/account/event-comment-box';
import { EventListView } from '@/components/events/event-list-view';
import { EventsLive } from '@/components/events/live.client';
import { RecentEventsView } from '@/components/events/recent-events-view';
import { ZoomLock } from '@/components/events/zoom-lock.client';
import { listTitle, pageExists, withLookahead, type ListParams } from '@/lib/routing/list-params';
import { Live } from '@/components/live/live';
import { CategoryFilter } from '@/components/news/category-filter';
import { Hero } from '@/components/ui/hero';
import { displayCategory, EVENT_CATEGORIES } from '@/content/categories';
import { PAGE_HEROES } from '@/content/site';
import { getStore, queries } from '@/lib/data';
import { isEmptyFilter } from '@/lib/routing/empty-list';
import { pageMetadata } from '@/lib/seo/metadata';
import { pagedPath } from '@/lib/seo/url';
import styles from './events-page.module.css';

const HERO = PAGE_HEROES.events;

export async function eventsMetadata(params: ListParams) {
  const topic = params.filter ? displayCategory(params.filter) : 'the chemical industry';
  return pageMetadata({
    title: listTitle('Events', params, displayCategory),
    description: `Conferences, webinars and roundtables on ${topic} where Molecula Research & Consulting speaks, exhibits or hosts.`,
    path: pagedPath('/events', params.page, { category: params.filter }, params),
    noindex: await isEmptyFilter(params, queries.eventsPage(1, params.filter)),
  });
}

/** /events: recent events, one page of the events list (a vertical's, or all), the verticals and the comment box. Null when the page does not exist. */
export async function EventsListPage({ params }: { params: ListParams }) {
  const store = await getStore();
  const listQuery = withLookahead(queries.eventsPage(params, params.filter));
  const [docs, recent] = await Promise.all([store.list(listQuery), store.list(queries.recentEvents())]);
  if (!pageExists(params.page, docs.length)) return null;
  const category = params.filter;
  const list = { page: params.page, path: '/events', param: 'category', filter: category, before: params.before !== undefined };
  return (
    <>
      <ZoomLock />
      <Hero heading={HERO.heading} image={HERO.image.src} imageAlt={HERO.image.alt} compact />
      <div className={`section container ${styles.columns}`}>
        <div className={styles.recent}>
          <Live list={EventsLive} view="recentEvents" query={queries.recentEvents()} docs={recent}>
            <RecentEventsView docs={recent} />
          </Live>
        </div>
        <section className={styles.list} aria-labelledby="events-list-heading">
          <h2 id="events-list-heading">{category ? `Events: ${displayCategory(category)}` : 'All events'}</h2>
          <Live list={EventsLive} view="eventList" query={listQuery} docs={docs} props={list}>
            <EventListView docs={docs} {...list} />
          </Live>
        </section>
        <aside className={styles.verticals} aria-labelledby="verticals-heading">
          <h2 id="verticals-heading" className={styles.subheading}>
            Business Verticals
          </h2>
          <CategoryFilter label="Business Verticals" options={EVENT_CATEGORIES} selected={category} path="/events" layout="column" />
        </aside>
      </div>
      <section className="section section-tint" aria-label="Comment on our events">
        <div className={`container ${styles.comment}`}>
          <EventCommentBox />
        </div>
      </section>
    </>
  );
}
