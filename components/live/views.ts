import type { ComponentProps, ComponentType } from 'react';
import type { EventsView } from '@/components/home/events-view';
import type { LatestInsightsView } from '@/components/home/latest-insights-view';
import type { NewsStripView } from '@/components/home/news-strip-view';
import type { BlogListView } from '@/components/insights/blog-list-view';
import type { SpotlightView } from '@/components/insights/spotlight-view';
import type { EventListView } from '@/components/events/event-list-view';
import type { RecentEventsView } from '@/components/events/recent-events-view';
import type { NewsListView } from '@/components/news/news-list-view';
import type { CompendiumListView } from '@/components/industries/compendium-list-view';
import type { InsightGroupView } from '@/components/industries/insight-group-view';
import type { OpeningsView } from '@/components/careers/openings-view';
import type { InsightCommentsView } from '@/components/account/insight-comments-view';

/**
 * The lists that stay live, by name: types only. Each page's lists are loaded by a small client
 * module of their own section (`liveListOf` in `live-list.client.tsx`, e.g. `events/live.client.ts`),
 * so a page carries the loaders of its own lists only, and a list's code loads only when the
 * live channel reports data that differs from the server's render.
 */
export type Views = {
  latestInsights: typeof LatestInsightsView;
  homeEvents: typeof EventsView;
  homeNews: typeof NewsStripView;
  blogList: typeof BlogListView;
  spotlight: typeof SpotlightView;
  eventList: typeof EventListView;
  recentEvents: typeof RecentEventsView;
  newsList: typeof NewsListView;
  compendiums: typeof CompendiumListView;
  insightGroup: typeof InsightGroupView;
  openings: typeof OpeningsView;
  insightComments: typeof InsightCommentsView;
};

export type ViewName = keyof Views;
/** What a view renders: its documents. */
export type DocsOf<V extends ViewName> = ComponentProps<Views[V]>['docs'];
/** Everything else a view takes: plain, serialisable values. */
export type ViewProps<V extends ViewName> = Omit<ComponentProps<Views[V]>, 'docs'>;
/** Any view, once its name has selected it. */
export type AnyView = ComponentType<{ docs: unknown } & Record<string, unknown>>;
/** Loads a view's code. */
export type ViewLoaders<V extends ViewName> = { [K in V]: () => Promise<Views[K]> };
