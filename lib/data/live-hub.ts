import type { ListQuery } from './queries';
import type { Store } from './store';

/**
 * How many live streams one client and the whole process may hold open at once, and how many
 * distinct queries the process watches (each one a store watch, re-run on every write, holding
 * its last result). A stream costs a connection and a few kB: its queries are shared.
 */
const LIVE_LIMITS = { perClient: 6, total: 10_000, queries: 200, queriesPerClient: 24 };

type Listener = (json: string) => void;
/** A watched query, and the client whose stream started it (it counts against that client's budget). */
type Entry = { listeners: Set<Listener>; last?: string; stop: () => void; owner: string };

/**
 * The live endpoint's fan-out: one store watch per distinct query descriptor, however many
 * streams carry it, so a change runs each query once and its JSON is serialised once. A listener
 * that joins a watched query gets the current result at once. Open streams are counted per client
 * and in total; `open` refuses past LIVE_LIMITS, and `subscribe` refuses a new query past its
 * number of watched queries (null).
 */
export function createLiveHub(store: Store, limits = LIVE_LIMITS) {
  const entries = new Map<string, Entry>();
  const streams = new Map<string, number>();
  let total = 0;

  /** How many of the watched queries each client started: a stranger's junk queries spend their own budget, not everyone's. */
  const started = new Map<string, number>();

  function subscribe(query: ListQuery, listener: Listener, client = ''): (() => void) | null {
    const key = JSON.stringify(query);
    let entry = entries.get(key);
    if (!entry && (entries.size >= limits.queries || (started.get(client) ?? 0) >= limits.queriesPerClient)) return null;
    if (!entry) {
      started.set(client, (started.get(client) ?? 0) + 1);
      const created: Entry = { listeners: new Set(), stop: () => {}, owner: client };
      created.stop = store.watch(query, (docs) => {
        created.last = JSON.stringify(docs);
        for (const each of created.listeners) each(created.last);
      });
      entries.set(key, created);
      entry = created;
    } else if (entry.last !== undefined) {
      const current = entry.last;
      queueMicrotask(() => listener(current));
    }
    entry.listeners.add(listener);
    const joined = entry;
    return () => {
      joined.listeners.delete(listener);
      if (joined.listeners.size === 0 && entries.get(key) === joined) {
        entries.delete(key);
        joined.stop();
        const left = (started.get(joined.owner) ?? 1) - 1;
        if (left > 0) started.set(joined.owner, left);
        else started.delete(joined.owner);
      }
    };
  }

  return {
    subscribe,
    /** Takes a stream slot for a client: the release function, or why not ('client' or 'total'). */
    open(client: string): (() => void) | 'client' | 'total' {
      if (total >= limits.total) return 'total';
      const held = streams.get(client) ?? 0;
      if (held >= limits.perClient) return 'client';
      streams.set(client, held + 1);
      total++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total--;
        const left = (streams.get(client) ?? 1) - 1;
        if (left > 0) streams.set(client, left);
        else streams.delete(client);
      };
    },
    /** Distinct queries watched now (for tests and diagnostics). */
    watched: () => entries.size,
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;

const hubs = new WeakMap<Store, LiveHub>();

/** The process's hub for its store. */
export function liveHub(store: Store): LiveHub {
  let hub = hubs.get(store);
  if (!hub) hubs.set(store, (hub = createLiveHub(store)));
  return hub;
}
