'use client';
import { liveListOf } from '@/components/live/live-list.client';

/** Live lists of the careers page (components/live): a view's code loads only when its data changed. */
export const CareersLive = liveListOf({
  openings: () => import('./openings-view').then((module) => module.OpeningsView),
});
