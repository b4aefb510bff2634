'use client';
import { liveListOf } from '@/components/live/live-list.client';

/** Live lists of the home page (components/live): a view's code loads only when its data changed. */
export const HomeLive = liveListOf({
  latestInsights: () => import('./latest-insights-view').then((module) => module.LatestInsightsView),
  homeEvents: () => import('./events-view').then((module) => module.EventsView),
  homeNews: () => import('./news-strip-view').then((module) => module.NewsStripView),
});
