'use client';
import { liveListOf } from '@/components/live/live-list.client';

/** Live lists of the news page (components/live): a view's code loads only when its data changed. */
export const NewsLive = liveListOf({
  newsList: () => import('./news-list-view').then((module) => module.NewsListView),
});
