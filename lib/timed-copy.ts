/**
 * A server instance's copy of something read from the store (the search index, a section's link
 * targets), reloaded once it is older than the caller allows. One load runs at a time and every
 * caller shares it; a failed load is not kept, so the next call tries again.
 */
export type TimedCopyOptions = {
  /** Answer with the last good copy while a newer one loads (the first load of all is awaited). */
  serveStale?: boolean;
  now?: () => number;
};

type Entry<T> = { at: number; value: Promise<T> };

/** Returns `get(maxAge)`: a copy at most `maxAge` ms old, loading one when there is none. */
export function timedCopy<T>(load: () => Promise<T>, { serveStale = false, now = Date.now }: TimedCopyOptions = {}): (maxAge: number) => Promise<T> {
  let good: Entry<T> | undefined;
  let loading: Entry<T> | undefined;
  return (maxAge) => {
    if (good && now() - good.at <= maxAge) return good.value;
    if (!loading || now() - loading.at > maxAge) {
      const entry: Entry<T> = { at: now(), value: load() };
      loading = entry;
      entry.value.then(
        () => {
          if (!good || good.at < entry.at) good = entry;
          if (loading === entry) loading = undefined;
        },
        () => {
          if (loading === entry) loading = undefined;
        },
      );
    }
    return serveStale && good ? good.value : loading.value;
  };
}
