'use client';
import { liveListOf } from '@/components/live/live-list.client';

/** Live lists of the insights pages (components/live): a view's code loads only when its data changed. */
export const InsightsLive = liveListOf({
  blogList: () => import('./blog-list-view').then((module) => module.BlogListView),
  spotlight: () => import('./spotlight-view').then((module) => module.SpotlightView),
});
