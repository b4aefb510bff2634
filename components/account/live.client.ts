'use client';
import { liveListOf } from '@/components/live/live-list.client';

/** The article's live comments (components/live): their code loads only when a comment arrives. */
export const CommentsLive = liveListOf({
  insightComments: () => import('./insight-comments-view').then((module) => module.InsightCommentsView),
});
