'use client';
import { liveListOf } from '@/components/live/live-list.client';

/** Live lists of the events pages (components/live): a view's code loads only when its data changed. */
export const EventsLive = liveListOf({
  eventList: () => import('./event-list-view').then((module) => module.EventListView),
  recentEvents: () => import('./recent-events-view').then((module) => module.RecentEventsView),
});
