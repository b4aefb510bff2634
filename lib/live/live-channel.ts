import type { ListQuery } from '../data/queries';

/**
 * Local mode's live updates for the whole page on one connection: every subscribed query rides
 * one EventSource to /api/live, reopened (the old one closed first) when the page's set of
 * queries changes, a few subscriptions at a time. A subscriber that joins a query already open
 * gets its latest result at once.
 */
type Subscriber = { key: string; emit: (json: string) => void };

const subscribers = new Set<Subscriber>();
const latest = new Map<string, string>();
let source: EventSource | undefined;
let openKeys: string[] = [];
let pending: ReturnType<typeof setTimeout> | undefined;

/** Subscriptions that start together (each list's idle callback) share one reopening. */
const BATCH_MS = 50;

function reconcile() {
  pending = undefined;
  const keys = [...new Set([...subscribers].map((s) => s.key))].sort();
  if (keys.join('\n') === openKeys.join('\n')) return;
  source?.close();
  source = undefined;
  openKeys = keys;
  for (const key of latest.keys()) if (!keys.includes(key)) latest.delete(key);
  if (keys.length === 0) return;
  const opened = new EventSource(`/api/live?q=${encodeURIComponent(`[${keys.join(',')}]`)}`);
  keys.forEach((key, index) => {
    opened.addEventListener(String(index), (event) => {
      const json = (event as MessageEvent<string>).data;
      latest.set(key, json);
      for (const subscriber of subscribers) if (subscriber.key === key) subscriber.emit(json);
    });
  });
  source = opened;
}

function schedule() {
  pending ??= setTimeout(reconcile, BATCH_MS);
}

/** Subscribes to a query's results as JSON; returns the unsubscribe function. */
export function subscribeLive(query: ListQuery, emit: (json: string) => void): () => void {
  const subscriber: Subscriber = { key: JSON.stringify(query), emit };
  subscribers.add(subscriber);
  const known = openKeys.includes(subscriber.key) ? latest.get(subscriber.key) : undefined;
  if (known !== undefined) queueMicrotask(() => subscribers.has(subscriber) && emit(known));
  schedule();
  return () => {
    subscribers.delete(subscriber);
    schedule();
  };
}
