import type { ComponentProps, ComponentType } from 'react';

/**
 * The lists that stay live, by name. The browser loads a list's code only when the live
 * channel reports data that differs from the server's render (`live-list.client.tsx`), so
 * each is a separate chunk, never part of a first load.
 */
export const LIVE_VIEWS = {
  latestInsights: () => import('@/components/home/latest-insights-view').then((m) => m.LatestInsightsView),
  homeEvents: () => import('@/components/home/events-view').then((m) => m.EventsView),
  homeNews: () => import('@/components/home/news-strip-view').then((m) => m.NewsStripView),
  blogList: () => import('@/components/insights/blog-list-view').then((m) => m.BlogListView),
  spotlight: () => import('@/components/insights/spotlight-view').then((m) => m.SpotlightView),
  eventList: () => import('@/components/events/event-list-view').then((m) => m.EventListView),
  recentEvents: () => import('@/components/events/recent-events-view').then((m) => m.RecentEventsView),
  newsList: () => import('@/components/news/news-list-view').then((m) => m.NewsListView),
  compendiums: () => import('@/components/industries/compendium-list-view').then((m) => m.CompendiumListView),
  insightGroup: () => import('@/components/industries/insight-group-view').then((m) => m.InsightGroupView),
  openings: () => import('@/components/careers/openings-view').then((m) => m.OpeningsView),
};

export type ViewName = keyof typeof LIVE_VIEWS;
type ViewOf<V extends ViewName> = Awaited<ReturnType<(typeof LIVE_VIEWS)[V]>>;
/** What a view renders: its documents. */
export type DocsOf<V extends ViewName> = ComponentProps<ViewOf<V>>['docs'];
/** Everything else a view takes: plain, serialisable values. */
export type ViewProps<V extends ViewName> = Omit<ComponentProps<ViewOf<V>>, 'docs'>;
/** Any view, once its name has selected it. */
export type AnyView = ComponentType<{ docs: unknown } & Record<string, unknown>>;
