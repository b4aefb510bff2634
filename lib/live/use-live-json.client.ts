'use client';
import { useEffect, useEffectEvent } from 'react';
import { whenIdle } from '../lazy';
import { usePublicConfig } from '../public-config.client';
import { subscribeLive } from './live-channel';
import type { ListQuery } from '../data/queries';

function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * The subscription starts once the browser is idle, so live updates never delay content, and
 * after this long at the latest: a page that is never idle, or a background tab whose idle
 * callbacks are deferred, must still go live.
 */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Calls `onResult` with a query's current result as JSON, first when the subscription starts,
 * then on every change: from the page's one live stream (local mode, lib/live/live-channel.ts) or
 * a lazily loaded Firestore listener (Firebase mode; the SDK carries every listener on one channel). Skipped entirely when the visitor asks to save data.
 */
export function useLiveJson(query: ListQuery, onResult: (json: string) => void): void {
  const config = usePublicConfig();
  const key = JSON.stringify(query);
  const emit = useEffectEvent(onResult);

  useEffect(() => {
    if (saveData()) return;
    let unsubscribe = () => {};
    let cancelled = false;
    const cancelStart = whenIdle(() => {
      if (config.backend === 'local') {
        unsubscribe = subscribeLive(JSON.parse(key) as ListQuery, (json) => emit(json));
        return;
      }
      void import('./firestore-web.client').then(({ watchQuery }) => {
        if (!cancelled) unsubscribe = watchQuery(config.firebase, JSON.parse(key) as ListQuery, (docs) => emit(JSON.stringify(docs)));
      });
    }, IDLE_TIMEOUT_MS);
    return () => {
      cancelled = true;
      cancelStart();
      unsubscribe();
    };
  }, [key, config]);
}
