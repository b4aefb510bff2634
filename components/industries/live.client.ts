'use client';
import { liveListOf } from '@/components/live/live-list.client';

/** Live lists of the industry pages (components/live): a view's code loads only when its data changed. */
export const IndustryLive = liveListOf({
  compendiums: () => import('./compendium-list-view').then((module) => module.CompendiumListView),
  insightGroup: () => import('./insight-group-view').then((module) => module.InsightGroupView),
});
