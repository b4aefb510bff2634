'use client';
import { useEffect, useState } from 'react';
import { whenIdle } from '../lazy';
import { usePublicConfig } from '../public-config';
import type { ListQuery } from './queries';
import type { CollectionName, DocOf } from './schema';

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
 * Keeps a server-rendered list fresh. `initial` is what the server rendered; updates come
 * from the live endpoint (local mode) or a lazily loaded Firestore listener (Firebase mode).
 * Skipped entirely when the visitor asks to save data.
 */
export function useLiveQuery<C extends CollectionName>(query: ListQuery<C>, initial: DocOf<C>[]): DocOf<C>[] {
  const config = usePublicConfig();
  const [docs, setDocs] = useState(initial);
  const key = JSON.stringify(query);

  // A new server render (navigation to another page or filter) replaces the list.
  const [seenInitial, setSeenInitial] = useState(initial);
  if (seenInitial !== initial) {
    setSeenInitial(initial);
    setDocs(initial);
  }

  useEffect(() => {
    if (saveData()) return;
    const descriptor = JSON.parse(key) as ListQuery<C>;
    let unsubscribe = () => {};
    let cancelled = false;
    const cancelStart = whenIdle(() => {
      if (config.backend === 'local') {
        const source = new EventSource(`/api/live?q=${encodeURIComponent(key)}`);
        source.onmessage = (event) => setDocs(JSON.parse(event.data as string) as DocOf<C>[]);
        unsubscribe = () => source.close();
        return;
      }
      void import('./firestore-web').then(({ watchQuery }) => {
        if (!cancelled) unsubscribe = watchQuery(config.firebase, descriptor, setDocs);
      });
    }, IDLE_TIMEOUT_MS);
    return () => {
      cancelled = true;
      cancelStart();
      unsubscribe();
    };
  }, [key, config]);

  return docs;
}
