'use client';
import { useEffect, useState } from 'react';
import { usePublicConfig } from '../public-config';
import type { ListQuery } from './queries';
import type { CollectionName, DocOf } from './schema';

function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** Runs after the first paint and when the browser is idle, so live updates never delay content. */
function afterPaint(run: () => void): () => void {
  const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
  const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
  const handle = idle(run);
  return () => cancelIdle(handle);
}

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
    const cancelStart = afterPaint(() => {
      if (config.backend === 'local') {
        const source = new EventSource(`/api/live?q=${encodeURIComponent(key)}`);
        source.onmessage = (event) => setDocs(JSON.parse(event.data as string) as DocOf<C>[]);
        unsubscribe = () => source.close();
        return;
      }
      void import('./firestore-web').then(({ watchQuery }) => {
        if (!cancelled) unsubscribe = watchQuery(config.firebase, descriptor, setDocs);
      });
    });
    return () => {
      cancelled = true;
      cancelStart();
      unsubscribe();
    };
  }, [key, config]);

  return docs;
}
